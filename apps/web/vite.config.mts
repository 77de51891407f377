import { mergeConfig, type ProxyOptions } from 'vite';
import { clientAppConfig } from '../../tools/vite/client-app-config.mts';
import { preloadedModulesByPath } from './src/route-table.ts';

// Any path but the home page runs the member app (src/Root.tsx): its chunk and the page's start
// loading together with the entry. The web app installs as a PWA (public/sw.js keeps every file of precache.json).
const app = clientAppConfig(import.meta.dirname, 'dist/apps/web', {
  offline: true,
  routePreloads: Object.fromEntries(
    Object.entries(preloadedModulesByPath()).map(([route, modules]) => [route, ['src/MemberApp.tsx', ...modules.map((module) => `src/${module}.tsx`)]]),
  ),
});

// The member app uploads bank statements to the REST surface at /api/ on its own site, as nginx serves it in production.
const rest: Record<string, ProxyOptions> = {
  '/api/': { target: process.env.API_URL || 'http://127.0.0.1:3000', changeOrigin: true, rewrite: (path) => path.replace(/^\/api/, '') },
};
export default mergeConfig(app, { server: { proxy: rest }, preview: { proxy: rest } });
