import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { DEFAULT_THEME, THEME_STORAGE_KEY, THEMES } from '../../libs/domain/src/theme.ts';
import { contentSecurityPolicy, type PolicyEnv } from './content-security-policy.mts';

const root = path.resolve(import.meta.dirname, '../..');
const LIBS = path.join(root, 'libs') + path.sep;

/**
 * Applies the stored theme before first paint (no flash of the wrong colours), from the domain's
 * constants. A production build also gets its Content-Security-Policy first in <head>, allowing
 * that one inline script by its hash (the dev server injects scripts of its own, so it has none).
 */
function themeBootstrapAndPolicy(): Plugin {
  const script = `try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});document.documentElement.dataset.theme=${JSON.stringify(THEMES)}.indexOf(t)>=0?t:${JSON.stringify(DEFAULT_THEME)}}catch(e){}`;
  let build = false;
  let env: PolicyEnv = {};
  return {
    name: 'theme-bootstrap-and-policy',
    configResolved(config) {
      build = config.command === 'build';
      env = config.env;
    },
    transformIndexHtml: () => [
      // After <meta charset> (which must stay in the first 1024 bytes), still before <body> is painted.
      ...(build ? [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(env, [script]) }, injectTo: 'head' as const }] : []),
      { tag: 'script', children: script, injectTo: 'head' },
    ],
  };
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
export function clientAppConfig(appDir: string, outDir: string, { offline = false }: { offline?: boolean } = {}) {
  return defineConfig({
    root: appDir,
    // Each running stack (npm start, the e2e run) keeps its own pre-bundled dependencies.
    cacheDir: process.env.VITE_CACHE_DIR || path.join(root, 'node_modules/.vite', path.basename(appDir)),
    envDir: root,
    plugins: [react(), themeBootstrapAndPolicy(), ...(offline ? [precacheList()] : [])],
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

