// A production build of web or admin, built and served the way docker/nginx/spa.conf.template serves
// it. Used by the Lighthouse benchmark and the e2e test of the production build.
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { ROOT } from './processes.mjs';

/**
 * The VITE_* settings of a build against the local stack: the demo Firebase project on the Auth
 * emulator, and the api reached on the page's own origin (/graphql is passed on, as nginx does).
 */
export function localBuildEnv({ authEmulatorUrl, webUrl, adminUrl = '' }) {
  return {
    VITE_API_URL: '',
    VITE_FIREBASE_PROJECT_ID: 'demo-bonus-klub',
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'demo-bonus-klub.firebaseapp.com',
    VITE_FIREBASE_AUTH_EMULATOR_URL: authEmulatorUrl,
    VITE_WEB_URL: webUrl,
    VITE_ADMIN_URL: adminUrl,
  };
}

/** Builds `app` ('web' or 'admin') into `outDir` with the given VITE_* settings; takes a few seconds. */
export function buildApp({ app, outDir, env }) {
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--config', `apps/${app}/vite.config.mts`, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/** Serves the build: gzip, immutable hashed assets, the app shell (never cached) for every other path, /graphql passed to the api. */
export function serveBuild({ directory, port, apiUrl }) {
  const app = express();
  app.use(compression());
  app.use('/graphql', (req, res) => {
    const upstream = http.request(new URL(req.originalUrl, apiUrl), { method: req.method, headers: { ...req.headers, host: new URL(apiUrl).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.status(502).end());
    req.pipe(upstream);
  });
  app.use('/assets', express.static(path.join(directory, 'assets'), { immutable: true, maxAge: '1y' }));
  app.use(express.static(directory, { index: false, maxAge: 0 }));
  app.use((_req, res) => res.set('cache-control', 'no-cache').sendFile(path.join(directory, 'index.html')));
  return new Promise((resolve) => {
    const server = app.listen(port, '127.0.0.1', () => resolve(server));
  });
}
