import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiUrl, authEmulatorUrl } from './urls';

/** The production build of the web app against the running stack, served by nginx with the container's configuration. */
export async function startProductionSite(): Promise<{ url: string; directory: string; stop: () => Promise<void> }> {
  const { buildApp, localBuildEnv, serveWithNginx } = await import('../../../../tools/dev/production-build.mjs');
  const { freePort } = await import('../../../../tools/dev/processes.mjs');
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-build-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  buildApp({ app: 'web', outDir: directory, env: localBuildEnv({ authEmulatorUrl: authEmulatorUrl('').replace(/\/$/, ''), webUrl: url }) });
  const server = await serveWithNginx({ directory, port, apiUrl: apiUrl('') });
  return {
    url,
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
