// Starts the whole product on embedded defaults: PostgreSQL, the Firebase Auth emulator, the api,
// the web app and the admin app. Used by `npm start` and by the end-to-end tests.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { freePort, startEmbeddedPostgres } from '../db/embedded-postgres.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';
import { BIN, ROOT, runStep, spawnService, stopChild, waitForHttp } from './processes.mjs';
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
    // Check the api's configuration first (the embedded database's URL stands in until it exists).
    await runStep('config', process.execPath, [...SWC, 'tools/dev/check-config.ts'], {
      ...env,
      DATABASE_URL: env.DATABASE_URL || `postgres://postgres@127.0.0.1:${ports.db}/bonus_klub`,
      API_PORT: String(ports.api),
      SWC_NODE_PROJECT: path.join(ROOT, 'tsconfig.node.json'),
    });
    const [databaseUrl] = await Promise.all([
      env.DATABASE_URL
        ? env.DATABASE_URL
        : startEmbeddedPostgres({ dataDir: path.join(dataDir, 'postgres'), port: ports.db, database: 'bonus_klub' }).then((db) => {
            stoppers.push(db.stop);
            log(`PostgreSQL (embedded) on 127.0.0.1:${ports.db}, data in ${path.join(dataDir, 'postgres')}`);
            return db.url;
          }),
      useEmulator ? startAuthEmulator({ dataDir, port: ports.auth, projectId, quiet }).then((child) => children.push(child)) : null,
    ]);

    const authHost = `127.0.0.1:${ports.auth}`;
    const serverEnv = {
      ...env,
      DATABASE_URL: databaseUrl,
      FIREBASE_PROJECT_ID: projectId,
      ...(useEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: authHost } : {}),
      SWC_NODE_PROJECT: path.join(ROOT, 'tsconfig.node.json'),
    };
    await runStep('prepare', process.execPath, [...SWC, 'tools/dev/prepare.ts'], serverEnv);

    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const apiEnv = {
      ...serverEnv,
      API_PORT: String(ports.api),
      API_HOST: '127.0.0.1',
      PUBLIC_WEB_URL: env.PUBLIC_WEB_URL || `http://localhost:${ports.web}`,
      PUBLIC_API_URL: env.PUBLIC_API_URL || `http://localhost:${ports.api}`,
      CORS_ORIGINS: env.CORS_ORIGINS || `http://localhost:${ports.web},http://localhost:${ports.admin},http://127.0.0.1:${ports.web},http://127.0.0.1:${ports.admin}`,
    };
    const api = spawnService('api', process.execPath, [...SWC, 'apps/api/src/main.ts'], apiEnv, quiet);
    children.push(api);
    await waitForHttp(`${apiUrl}/health`, 'api', 60_000, api);

    const clientEnv = {
      ...env,
      API_URL: apiUrl,
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_FIREBASE_API_KEY: env.VITE_FIREBASE_API_KEY || 'demo-api-key',
      VITE_FIREBASE_AUTH_DOMAIN: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      VITE_FIREBASE_AUTH_EMULATOR_URL: useEmulator ? `http://${authHost}` : '',
      VITE_WEB_URL: env.VITE_WEB_URL || `http://localhost:${ports.web}`,
      VITE_ADMIN_URL: env.VITE_ADMIN_URL || `http://localhost:${ports.admin}`,
    };
    for (const app of ['web', 'admin']) {
      const args = ['--config', `apps/${app}/vite.config.mts`, '--port', String(ports[app]), '--strictPort', '--host', '127.0.0.1'];
      const cacheEnv = { ...clientEnv, VITE_CACHE_DIR: path.join(dataDir, 'vite', app) };
      children.push(spawnService(app, BIN('vite'), args, cacheEnv, quiet));
    }
    await Promise.all(children.slice(-2).map((child) => waitForHttp(`http://127.0.0.1:${ports[child.serviceName]}/`, child.serviceName, 60_000, child)));
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

