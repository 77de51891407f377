import { clientAppConfig } from '../../tools/vite/client-app-config.mts';
import { preloadedModulesByPath } from './src/route-table.ts';

// Any path but the home page runs the member app (src/Root.tsx): its chunk and the page's start
// loading together with the entry. The web app installs as a PWA (public/sw.js keeps every file of precache.json).
export default clientAppConfig(import.meta.dirname, 'dist/apps/web', {
  offline: true,
  routePreloads: Object.fromEntries(
    Object.entries(preloadedModulesByPath()).map(([route, modules]) => [route, ['src/MemberApp.tsx', ...modules.map((module) => `src/${module}.tsx`)]]),
  ),
});
