import path from 'node:path';
import { spawnService, stopChild, waitForHttp } from '../dev/processes.mjs';

const API_ENTRY = path.join(__dirname, 'soak-api.ts');

export interface ApiProcess {
  url: string;
  stop: () => Promise<void>;
}

/** The api in a process of its own (soak-api.ts), NODE_ENV=production, configured by `env`; ready once /health answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawnService('api', process.execPath, ['-r', '@swc-node/register', API_ENTRY], {
    env: { ...process.env, ...env, NODE_ENV: 'production', SWC_NODE_PROJECT: path.resolve(__dirname, '../../tsconfig.node.json') },
    quiet: true,
  });
  const url = `http://127.0.0.1:${env.API_PORT}`;
  await waitForHttp(`${url}/health`, 'api', 120_000, child);
  return { url, stop: () => stopChild(child) };
}
