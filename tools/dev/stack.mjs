// Starts the whole product on embedded defaults: PostgreSQL, the Firebase Auth emulator, the api,
// the web app and the admin app, each a process of its own. Everything it writes goes under dataDir.
// Used by `npm start` and by the end-to-end tests.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { startAuthEmulator } from './auth-emulator.mjs';
import { startPostgresService } from './postgres-service.mjs';
import { BIN, freePort, ROOT, runStep, serviceGroup, spawnService, waitForHttp } from './processes.mjs';
import { buildApp, serveWithNginx } from './production-build.mjs';
const SWC = ['-r', '@swc-node/register'];

/**
 * `services` collects every process as it starts, so that a caller stopping early (a signal during
 * start-up) stops what exists so far; `stop` stops them all, clients before what they use.
 * @typedef {{ api: number, web: number, admin: number, auth: number, db: number }} Ports
 * `clients: 'built'` serves web and admin as production builds behind nginx with the container's
 * configuration (the end-to-end tests: a page loads a few files instead of Vite's hundreds of modules);
 * `'dev'` runs Vite's dev servers (`npm start`).
 * @param {{ dataDir: string, ports: Ports, env?: NodeJS.ProcessEnv, log?: (line: string) => void, quiet?: boolean, services?: ReturnType<typeof serviceGroup>, clients?: 'dev' | 'built' }} options
 */
export async function startStack({ dataDir, ports, env = process.env, log = console.log, quiet = false, services = serviceGroup(), clients = 'dev' }) {
  const stop = () => services.stop(log);
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
        : startPostgresService({ dataDir: path.join(dataDir, 'postgres'), port: ports.db, database: 'bonus_klub', quiet, services }).then((url) => {
            log(`PostgreSQL (embedded) on 127.0.0.1:${ports.db}, data in ${path.join(dataDir, 'postgres')}`);
            return url;
          }),
      useEmulator ? startAuthEmulator({ dataDir, port: ports.auth, projectId, quiet, services }) : null,
    ]);

    const authHost = `127.0.0.1:${ports.auth}`;
    const serverEnv = {
      ...env,
      DATABASE_URL: databaseUrl,
      FIREBASE_PROJECT_ID: projectId,
      ...(useEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: authHost } : {}),
      MAIL_DIR: path.join(dataDir, 'mail'),
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
    const api = spawnService('api', process.execPath, [...SWC, 'apps/api/src/main.ts'], { env: apiEnv, quiet });
    services.add(api);
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
    if (clients === 'built') {
      // The api on the page's own origin, passed on by nginx as in production.
      const buildEnv = { ...clientEnv, VITE_API_URL: '' };
      for (const app of ['web', 'admin']) {
        const directory = path.join(dataDir, 'build', app);
        buildApp({ app, outDir: directory, env: buildEnv });
        await serveWithNginx({ directory, port: ports[app], apiUrl, services, name: app, workDir: path.join(dataDir, 'nginx', app) });
      }
    } else {
      const devServers = ['web', 'admin'].map((app) => {
        const args = ['--config', `apps/${app}/vite.config.mts`, '--port', String(ports[app]), '--strictPort', '--host', '127.0.0.1'];
        const child = spawnService(app, BIN('vite'), args, { env: { ...clientEnv, VITE_CACHE_DIR: path.join(dataDir, 'vite', app) }, quiet });
        services.add(child);
        return child;
      });
      await Promise.all(devServers.map((child) => waitForHttp(`http://127.0.0.1:${ports[child.serviceName]}/`, child.serviceName, 60_000, child)));
    }
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

