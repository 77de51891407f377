import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');

/** Shared by web and admin: libs resolve to their sources, /graphql goes to the api. */
export function clientAppConfig(appDir: string, outDir: string) {
  return defineConfig({
    root: appDir,
    // Each running stack (npm start, the e2e run) keeps its own pre-bundled dependencies.
    cacheDir: process.env.VITE_CACHE_DIR || path.join(root, 'node_modules/.vite', path.basename(appDir)),
    envDir: root,
    plugins: [react()],
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
    build: { outDir: path.join(root, outDir), emptyOutDir: true, sourcemap: true },
  });
}

