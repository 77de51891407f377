// Starts the whole product on embedded defaults: PostgreSQL, the Firebase Auth emulator, the api,
// the web app and the admin app. Used by `npm start` and by the end-to-end tests.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startEmbeddedPostgres } from '../db/embedded-postgres.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);
const SWC = ['-r', '@swc-node/register'];

/**
 * @typedef {{ api: number, web: number, admin: number, auth: number, db: number }} Ports
 * @param {{ dataDir: string, ports: Ports, env?: NodeJS.ProcessEnv, log?: (line: string) => void, quiet?: boolean }} options
 */
export async function startStack({ dataDir, ports, env = process.env, log = console.log, quiet = false }) {
  const children = [];
  const stoppers = [];
  const stop = async () => {
    for (const child of children.reverse()) await stopChild(child);
    for (const fn of stoppers.reverse()) await fn();
  };
  try {
    mkdirSync(dataDir, { recursive: true });
    const projectId = env.FIREBASE_PROJECT_ID || 'demo-bonus-klub';
    const useEmulator = !env.FIREBASE_SERVICE_ACCOUNT_JSON;
    const [databaseUrl] = await Promise.all([
      env.DATABASE_URL
        ? env.DATABASE_URL
        : startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port: ports.db, database: 'bonus_klub' }).then((db) => {
            stoppers.push(db.stop);
            log(`PostgreSQL (embedded) on 127.0.0.1:${ports.db}, data in ${path.join(dataDir, 'postgres')}`);
            return db.url;
          }),
      useEmulator ? startAuthEmulator({ dataDir, port: ports.auth, projectId, children, quiet }) : null,
    ]);

    const authHost = `127.0.0.1:${ports.auth}`;
    const serverEnv = {
      ...env,
      DATABASE_URL: databaseUrl,
      FIREBASE_PROJECT_ID: projectId,
      ...(useEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: authHost } : {}),
      SWC_NODE_PROJECT: path.join(ROOT, 'tsconfig.node.json'),
    };
    await run('prepare', process.execPath, [...SWC, 'tools/dev/prepare.ts'], serverEnv);

    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const apiEnv = {
      ...serverEnv,
      API_PORT: String(ports.api),
      API_HOST: '127.0.0.1',
      CORS_ORIGINS: env.CORS_ORIGINS || `http://localhost:${ports.web},http://localhost:${ports.admin},http://127.0.0.1:${ports.web},http://127.0.0.1:${ports.admin}`,
    };
    children.push(spawnService('api', process.execPath, [...SWC, 'apps/api/src/main.ts'], apiEnv, quiet));
    await waitForHttp(`${apiUrl}/health`, 'api', 60_000);

    const clientEnv = {
      ...env,
      API_URL: apiUrl,
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_FIREBASE_API_KEY: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      VITE_FIREBASE_AUTH_EMULATOR_URL: useEmulator ? `http://${authHost}` : '',
    };
    for (const app of ['web', 'admin']) {
      const args = ['--config', `apps/${app}/vite.config.mts`, '--port', String(ports[app]), '--strictPort', '--host', '127.0.0.1'];
      children.push(spawnService(app, BIN('vite'), args, clientEnv, quiet));
    }
    await Promise.all(['web', 'admin'].map((app) => waitForHttp(`http://127.0.0.1:${ports[app]}/`, app, 60_000)));
    return {
      urls: { api: apiUrl, web: `http://localhost:${ports.web}`, admin: `http://localhost:${ports.admin}`, auth: useEmulator ? `http://${authHost}` : null },
      databaseUrl,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

export async function defaultPorts(env = process.env) {
  const pick = (name, fallback) => {
    const value = env[name];
    if (value === undefined || value === '') return fallback;
    const port = Number(value);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1–65535), got "${value}"`);
    return port;
  };
  return {
    api: pick('API_PORT', 3000),
    web: pick('WEB_PORT', 4200),
    admin: pick('ADMIN_PORT', 4300),
    auth: pick('AUTH_EMULATOR_PORT', 9099),
    db: pick('DB_PORT', 5433),
  };
}

export { freePort };

async function startAuthEmulator({ dataDir, port, projectId, children, quiet }) {
  // The emulator's hub and logging ports are picked free so that tests and `npm start` can run side by side.
  const [hub, logging] = [await freePort(), await freePort()];
  const config = path.join(dataDir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({ emulators: { auth: { host: '127.0.0.1', port }, hub: { host: '127.0.0.1', port: hub }, logging: { host: '127.0.0.1', port: logging }, ui: { enabled: false } } }, null, 2),
  );
  const args = ['emulators:start', '--only', 'auth', '--project', projectId, '--config', config];
  const env = { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' };
  children.push(spawnService('auth', BIN('firebase'), args, env, quiet, dataDir));
  await waitForHttp(`http://127.0.0.1:${port}/`, 'Firebase Auth emulator', 90_000);
}

function spawnService(name, command, args, env, quiet, cwd = ROOT) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  child.serviceName = name;
  child.recentOutput = [];
  const forward = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        child.recentOutput.push(line);
        if (child.recentOutput.length > 40) child.recentOutput.shift();
        if (!quiet && line.trim()) target.write(`[${name}] ${line}\n`);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!child.stopping) process.stderr.write(`[${name}] exited (${signal ?? code})\n${quiet ? child.recentOutput.join('\n') + '\n' : ''}`);
  });
  return child;
}

/** Runs a one-shot step to completion; its output is shown only if it fails. */
function run(name, command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) {
        if (output.trim()) process.stdout.write(`${output.trimEnd().replace(/^/gm, `[${name}] `)}\n`);
        resolve();
      } else reject(new Error(`${name} failed (exit ${code}):\n${output}`));
    });
  });
}

async function waitForHttp(url, name, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a child and everything it started (its own process group), by PID. */
async function stopChild(child) {
  if (child.exited || child.pid === undefined) return;
  child.stopping = true;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 8000);
  await exited;
  clearTimeout(timer);
}
