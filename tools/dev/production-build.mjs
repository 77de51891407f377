// A production build of web or admin, built and served by nginx with docker/nginx/spa.conf.template.
// Used by the Lighthouse benchmark, the e2e stack (tools/dev/stack.mjs) and the e2e test of the production build.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, spawnService, stopChild, waitForHttp } from './processes.mjs';

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
  execFileSync(path.join(ROOT, 'node_modules/.bin/vite'), ['build', '--configLoader', 'runner', '--config', `apps/${app}/vite.config.mts`, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

/** Files the container precompresses (docker/spa.Dockerfile), so nginx's gzip_static finds them. */
const PRECOMPRESSED = /\.(js|css|html|svg|json)$/;

/**
 * Serves the build with the real nginx and the container's own configuration
 * (docker/nginx/spa.conf.template and security-headers.conf), adjusted only in where it listens, where
 * the files are and where the api is; needs nginx on the PATH (Debian package nginx-light, see .ci/run).
 * With `services` (a stack's service group), nginx stops with the rest of the stack; its `workDir` then
 * belongs to the stack's data directory.
 */
export async function serveWithNginx({ directory, port, apiUrl, services = null, name = 'nginx', workDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-nginx-')) }) {
  for (const file of readdirSync(directory, { recursive: true })) {
    const full = path.join(directory, String(file));
    if (PRECOMPRESSED.test(full)) writeFileSync(`${full}.gz`, gzipSync(readFileSync(full), { level: 9 }));
  }
  mkdirSync(workDir, { recursive: true });
  // The build's policy header, out of the site as the container build moves it.
  const policy = path.join(workDir, 'content-security-policy.conf');
  renameSync(path.join(directory, 'content-security-policy.conf'), policy);
  // nginx's workers run as an unprivileged user: they must reach the site and the temp directories.
  for (const dir of [workDir, directory]) chmodSync(dir, 0o755);
  const server = readFileSync(path.join(ROOT, 'docker/nginx/spa.conf.template'), 'utf8')
    .replaceAll('${API_UPSTREAM}', apiUrl.replace(/\/$/, ''))
    .replace('listen 8080;', `listen 127.0.0.1:${port};`)
    .replace('root /usr/share/nginx/html;', `root ${directory};`)
    .replace('/var/cache/nginx/api', path.join(workDir, 'api-cache'))
    .replaceAll('/etc/nginx/snippets/security-headers.conf', path.join(ROOT, 'docker/nginx/security-headers.conf'))
    .replaceAll('/etc/nginx/snippets/content-security-policy.conf', policy);
  // The rest of what the nginx image's own nginx.conf sets around the server block.
  const config = `worker_processes 1;
pid ${workDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
${server}
}
`;
  writeFileSync(path.join(workDir, 'nginx.conf'), config);
  // Debian installs it in /usr/sbin, which a non-root PATH may lack.
  const binary = process.env.NGINX_PATH || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
  const nginx = spawnService(name, binary, ['-p', workDir, '-c', path.join(workDir, 'nginx.conf'), '-g', 'daemon off;'], { env: process.env, quiet: true });
  nginx.on('error', () => (nginx.exited = true)); // not installed: waitForHttp reports it
  services?.add(nginx);
  await waitForHttp(`http://127.0.0.1:${port}/index.html`, 'nginx (Debian package nginx-light)', 10_000, nginx);
  return {
    close: async () => {
      await stopChild(nginx); // SIGTERM: nginx's fast shutdown
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
