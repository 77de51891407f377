import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { spawnService, stopChild, waitForHttp } from '../dev/processes.mjs';

const ROOT = path.resolve(__dirname, '../..');
const API_ENTRY = path.join(__dirname, 'soak-api.cjs');

export interface ApiProcess {
  url: string;
  stop: () => Promise<void>;
}

/** Builds the api as its image does (the project's build target: tsc into dist/apps/api). */
export function buildApi(): void {
  const command: string = JSON.parse(readFileSync(path.join(ROOT, 'apps/api/project.json'), 'utf8')).targets.build.options.command;
  execFileSync('sh', ['-c', command], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, PATH: `${path.join(ROOT, 'node_modules/.bin')}:${process.env.PATH}` } });
}

/** The built api in a process of its own (soak-api.cjs), NODE_ENV=production, configured by `env`; ready once /health answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = spawnService('api', process.execPath, [API_ENTRY], { env: { ...process.env, ...env, NODE_ENV: 'production' }, quiet: true });
  const url = `http://127.0.0.1:${env.API_PORT}`;
  await waitForHttp(`${url}/health`, 'api', 120_000, child);
  return { url, stop: () => stopChild(child) };
}
