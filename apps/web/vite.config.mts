import { clientAppConfig } from '../../tools/vite/client-app-config.mts';

// The web app installs as a PWA (public/sw.js keeps every file of precache.json).
export default clientAppConfig(import.meta.dirname, 'dist/apps/web', { offline: true });
