import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const READY = 'Press Ctrl-C to stop.';
const READY_WITHIN_MS = 90_000;
/** What a newcomer reads before the services' logs: services, URLs, demo accounts. */
const MOST_LINES = 60;
const WARNING = /warn|⚠|\(!\)|deprecat/i;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `npm start`'s script on an empty data directory and its own ports; resolves with what it printed up to ready. */
function firstStart(dataDir: string, ports: Record<string, number>): { child: ChildProcess; ready: Promise<{ lines: string[]; ms: number }> } {
  const env = { ...process.env, DATA_DIR: dataDir, API_PORT: `${ports.api}`, WEB_PORT: `${ports.web}`, ADMIN_PORT: `${ports.admin}`, AUTH_EMULATOR_PORT: `${ports.auth}`, DB_PORT: `${ports.db}` };
  for (const name of ['DATABASE_URL', 'FIREBASE_SERVICE_ACCOUNT_JSON', 'NODE_ENV', 'VITE_CONFIG_NATIVE_IGNORE_WARNING']) delete env[name];
  const started = Date.now();
  const child = spawn(process.execPath, ['tools/dev/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const ready = new Promise<{ lines: string[]; ms: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready within ${READY_WITHIN_MS / 1000} s:\n${output}`)), READY_WITHIN_MS);
    const take = (chunk: Buffer) => {
      output += chunk;
      const end = output.indexOf(READY);
      if (end < 0) return;
      clearTimeout(timer);
      resolve({ lines: output.slice(0, end + READY.length).split('\n'), ms: Date.now() - started });
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output}`)));
  });
  return { child, ready };
}

describe('the first npm start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-first-start-'));
  // Open to the embedded PostgreSQL's own user (it runs as one when the tests run as root), as `npm start`'s .data is.
  chmodSync(dataDir, 0o755);
  let child: ChildProcess | undefined;

  afterAll(async () => {
    // By its PID: start.mjs stops its services in order on SIGINT, then exits.
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('is ready on fresh data within 90 s and prints services, URLs and demo accounts in at most 60 lines, without a warning', async () => {
    const ports = { api: await freePort(), web: await freePort(), admin: await freePort(), auth: await freePort(), db: await freePort() };
    const start = firstStart(dataDir, ports);
    child = start.child;
    const { lines, ms } = await start.ready;
    expect(ms).toBeLessThan(READY_WITHIN_MS);
    expect(lines.length).toBeLessThanOrEqual(MOST_LINES);
    expect(lines.filter((line) => WARNING.test(line))).toEqual([]);
    const printed = lines.join('\n');
    for (const url of [`http://localhost:${ports.web}`, `http://localhost:${ports.admin}`, `http://127.0.0.1:${ports.api}`]) expect(printed).toContain(url);
    expect(printed).toContain('premium@demo.cz');
  }, 150_000);
});
