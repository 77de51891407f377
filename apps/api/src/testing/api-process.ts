import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, testApiEnv } from './test-api';

export const ROOT = path.resolve(__dirname, '../../../..');

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (its JSON log lines among it). */
  output: () => string;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

/** Polls `check` until it stops throwing, for at most `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * The api (or worker) as a process of its own, ready once /health answers 200. `entry` is a source
 * file under apps/api/src run as `npm start` runs it (swc-node), or a built .js file run with plain node.
 */
export async function spawnApiProcess({ entry, databaseUrl, env = {} }: { entry: string; databaseUrl: string; env?: Record<string, string> }): Promise<ApiProcess> {
  const port = await freePort();
  const fromSource = entry.endsWith('.ts');
  const child = spawn(process.execPath, [...(fromSource ? ['-r', '@swc-node/register'] : []), entry], {
    cwd: ROOT,
    env: { ...testApiEnv(), DATABASE_URL: databaseUrl, API_PORT: String(port), SWC_NODE_PROJECT: path.join(ROOT, 'tsconfig.node.json'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += chunk));
  child.stderr?.on('data', (chunk) => (printed += chunk));
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}:\n${printed}`);
    if ((await fetch(`${url}/health`)).status !== 200) throw new Error('not ready');
  }, 60_000);
  return {
    url,
    child,
    output: () => printed,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
