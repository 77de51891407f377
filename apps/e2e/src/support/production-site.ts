import { webUrl } from './urls';

/**
 * The production build of the web app as the stack serves it (tools/dev/stack.mjs with built clients: nginx with
 * the container's configuration, the api proxied on the page's own origin), and the directory of its files.
 */
export function productionSite(): { url: string; directory: string } {
  const directory = process.env.E2E_WEB_BUILD_DIR;
  if (!directory) throw new Error('The e2e global setup did not say where the web build is (E2E_WEB_BUILD_DIR).');
  return { url: webUrl(''), directory };
}
