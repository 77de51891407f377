import { clientAppConfig } from '../../tools/vite/client-app-config.mts';

export default clientAppConfig(import.meta.dirname, 'dist/apps/web');
