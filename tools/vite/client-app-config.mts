import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from '../../libs/domain/src/index.ts';
import { writeFileSync } from 'node:fs';
import { contentSecurityPolicy, CSP_HEADER_FILE, policyHeaderConf, type PolicyEnv } from './content-security-policy.mts';
import { firstPaintStyle } from './first-paint-style.mts';

const root = path.resolve(import.meta.dirname, '../..');
const LIBS = path.join(root, 'libs') + path.sep;

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Per path of the app, the modules (relative to the app directory) its first paint needs beyond the entry. */
export type RoutePreloads = Record<string, string[]>;

/**
 * Applies the stored theme before first paint (no flash of the wrong colours), from the domain's
 * constants, with the theme's page colours inline (first-paint-style.mts). A production build also
 * starts fetching the chunks the opened path needs (RoutePreloads) together with the entry instead of
 * after it has run, and gets its Content-Security-Policy first
 * in <head>, allowing those inline scripts by their hashes (the dev server injects scripts of its own,
 * so it has none).
 */
function themeBootstrapAndPolicy(appDir: string, routePreloads: RoutePreloads): Plugin {
  const pageColours = firstPaintStyle();
  const themeScript = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});document.documentElement.dataset.theme=${JSON.stringify(THEMES)}.indexOf(t)>=0?t:${JSON.stringify(DEFAULT_THEME)}}catch(e){}`;
  let env: PolicyEnv = {};
  let policy: string | null = null;
  return {
    name: 'theme-bootstrap-and-policy',
    configResolved(config) {
      env = config.env;
    },
    // The same policy as a header for nginx (docker/spa.Dockerfile), which can also forbid framing.
    writeBundle(options) {
      if (policy && options.dir) writeFileSync(path.join(options.dir, CSP_HEADER_FILE), policyHeaderConf(policy));
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const scripts = [themeScript, ...(bundle && Object.keys(routePreloads).length ? [preloadScript(routeChunks(bundle, appDir, routePreloads))] : [])];
        return [
          // After <meta charset> (which must stay in the first 1024 bytes), still before <body> is painted.
          ...(bundle ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: (policy = contentSecurityPolicy(env, scripts)) }, injectTo: 'head' as const }] : []),
          { tag: 'style', children: pageColours, injectTo: 'head' as const },
          ...scripts.map((children) => ({ tag: 'script', children, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/** The chunk files (with every chunk they import) of each path's modules, leaving out what index.html loads anyway. */
function routeChunks(bundle: OutputBundle, appDir: string, routePreloads: RoutePreloads): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const withImports = (fileNames: string[], seen = new Set<string>()): Set<string> => {
    for (const fileName of fileNames) {
      if (seen.has(fileName)) continue;
      seen.add(fileName);
      withImports((bundle[fileName] as OutputChunk).imports, seen);
    }
    return seen;
  };
  const entry = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  return Object.fromEntries(
    Object.entries(routePreloads).map(([route, modules]) => {
      const own = modules.map((module) => {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(appDir, module));
        if (!chunk) throw new Error(`route preload ${route}: no chunk for ${module}`);
        return chunk.fileName;
      });
      const files = [...withImports(own)].filter((file) => !entry.has(file));
      const styles = files.flatMap((file) => [...((bundle[file] as OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss ?? [])]);
      return [route, [...files, ...styles].map((file) => `/${file}`)];
    }),
  );
}

/**
 * An inline script that adds <link rel="modulepreload"> (stylesheets: preload) for the opened path's files,
 * just after the first paint, so they do not hold back the stylesheet and the entry that paint needs.
 */
function preloadScript(filesByRoute: Record<string, string[]>): string {
  return `(function(){var f=${JSON.stringify(filesByRoute)}[location.pathname]||[];requestAnimationFrame(function(){setTimeout(function(){for(var i=0;i<f.length;i++){var l=document.createElement('link'),c=/\\.css$/.test(f[i]);l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.href=f[i];document.head.appendChild(l)}})})})()`;
}

/**
 * Writes precache.json, the list of every file the build emitted, for the web app's service worker to
 * keep at install: the installed app then opens any page offline, not just the ones already visited.
 */
function precacheList(): Plugin {
  return {
    name: 'precache-list',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => /\.(js|css)$/.test(file)).map((file) => `/${file}`).sort();
      this.emitFile({ type: 'asset', fileName: 'precache.json', source: JSON.stringify(files) });
    },
  };
}

/** Shared by web and admin: libs resolve to their sources, /graphql goes to the api. */
export function clientAppConfig(appDir: string, outDir: string, { offline = false, routePreloads = {} }: { offline?: boolean; routePreloads?: RoutePreloads } = {}) {
  return defineConfig({
    root: appDir,
    // Each running stack (npm start, the e2e run) keeps its own pre-bundled dependencies.
    cacheDir: process.env.VITE_CACHE_DIR || path.join(root, 'node_modules/.vite', path.basename(appDir)),
    envDir: root,
    plugins: [react(), themeBootstrapAndPolicy(appDir, routePreloads), ...(offline ? [precacheList()] : [])],
    resolve: {
      alias: {
        '@bonus/domain': path.join(root, 'libs/domain/src/index.ts'),
        '@bonus/ui': path.join(root, 'libs/ui/src/index.ts'),
        '@bonus/client': path.join(root, 'libs/client/src/index.ts'),
      },
    },
    // Scan every source file at start-up so lazily loaded routes never trigger a dependency re-bundle.
    optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}', '!src/**/*.spec.{ts,tsx}'] },
    server: {
      proxy: { '/graphql': { target: process.env.API_URL || 'http://127.0.0.1:3000', changeOrigin: true } },
    },
    preview: {
      proxy: { '/graphql': { target: process.env.API_URL || 'http://127.0.0.1:3000', changeOrigin: true } },
    },
    build: {
      outDir: path.join(root, outDir),
      emptyOutDir: true,
      sourcemap: true,
      // The libs' TypeScript modules only declare things (schemas, constants, components), so a page
      // gets just the modules it uses from a lib's single entry, not every schema (and zod) behind it.
      rolldownOptions: { treeshake: { moduleSideEffects: (id: string) => !(id.startsWith(LIBS) && /\.tsx?$/.test(id)) } },
    },
  });
}

