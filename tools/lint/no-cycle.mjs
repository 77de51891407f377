// `workspace/no-cycle`: no import cycle among the workspace's own modules, counting every kind of import:
// values, `import type`, re-exports and `import()`. import-x/no-cycle skips type imports, and a circle kept
// alive by a type is still two modules that cannot be understood (or moved) one without the other.
// Each file's imports are read with TypeScript's pre-processor and resolved with tsconfig.base.json's paths,
// once per ESLint process.
import path from 'node:path';
import ts from 'typescript';

const imports = new Map();
let compiler;

function compilerFor(root) {
  if (compiler?.root === root) return compiler;
  const file = path.join(root, 'tsconfig.base.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, file);
  options.moduleResolution = ts.ModuleResolutionKind.Bundler;
  options.module = ts.ModuleKind.ESNext;
  options.allowJs = true;
  compiler = { root, options, cache: ts.createModuleResolutionCache(root, (name) => name, options) };
  return compiler;
}

/** The workspace file `specifier` names from `from`, or null for a package or anything unresolved. */
function resolve(specifier, from, { root, options, cache }) {
  const resolved = ts.resolveModuleName(specifier, from, options, ts.sys, cache).resolvedModule;
  if (!resolved || resolved.isExternalLibraryImport || resolved.extension === ts.Extension.Dts) return null;
  const file = path.resolve(resolved.resolvedFileName);
  return file.startsWith(root + path.sep) && !file.includes(`${path.sep}node_modules${path.sep}`) ? file : null;
}

function importsOf(file, setup) {
  let found = imports.get(file);
  if (!found) {
    const source = ts.sys.readFile(file) ?? '';
    const specifiers = ts.preProcessFile(source, true, true).importedFiles.map((entry) => entry.fileName);
    found = [...new Set(specifiers.map((specifier) => resolve(specifier, file, setup)).filter(Boolean))];
    imports.set(file, found);
  }
  return found;
}

/** The shortest chain of imports from `start` back to `target`, or null. */
function pathBack(start, target, setup) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift();
    for (const next of importsOf(file, setup)) {
      if (next === target) {
        const chain = [];
        for (let at = file; at; at = previous.get(at)) chain.unshift(at);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type imports included' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle (type imports count): {{chain}}' },
  },
  create(context) {
    const setup = compilerFor(context.options[0]?.root ?? context.cwd);
    const filename = path.resolve(context.physicalFilename);
    const check = (node, source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = resolve(source.value, filename, setup);
      if (!target || target === filename) return;
      const chain = pathBack(target, filename, setup);
      if (chain) context.report({ node, messageId: 'cycle', data: { chain: [filename, ...chain, filename].map((file) => path.relative(setup.root, file)).join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
      TSImportEqualsDeclaration: (node) => check(node, node.moduleReference?.expression),
    };
  },
};
