import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { eventually, ROOT } from './testing/api-process';
import { descendants, ProcessEntry, stillRunning } from './testing/process-tree';
import { freePort } from './testing/test-api';

// `npm start` (tools/dev/start.mjs) as a user runs it, on free ports and a throw-away DATA_DIR: a
// signal to its process group stops every process it started, in order, and it writes nowhere else.
jest.setTimeout(120_000);

const PORT_VARIABLES = ['API_PORT', 'WEB_PORT', 'ADMIN_PORT', 'AUTH_EMULATOR_PORT', 'DB_PORT'] as const;
/** The jest setup's own services; the stack must start its own. */
const NOT_INHERITED = ['DATABASE_URL', 'TEST_POSTGRES_URL', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_PROJECT_ID', 'FIREBASE_SERVICE_ACCOUNT_JSON', 'NODE_ENV', 'MAIL_DIR', 'VITE_CONFIG_NATIVE_IGNORE_WARNING'];
const READY = 'Press Ctrl-C to stop.';
const READY_WITHIN_MS = 90_000;
/** What a newcomer reads before the services' logs: services, URLs, demo accounts. */
const MOST_LINES = 60;
const WARNING = /warn|⚠|\(!\)|deprecat/i;

interface StartedStack {
  child: ChildProcess;
  ports: Record<(typeof PORT_VARIABLES)[number], number>;
  output: () => string[];
  /** How long it took to print that it is ready. */
  readyMs: number;
}

async function startStack(dataDir: string): Promise<StartedStack> {
  const ports = Object.fromEntries(await Promise.all(PORT_VARIABLES.map(async (name) => [name, await freePort()]))) as StartedStack['ports'];
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])) };
  for (const name of NOT_INHERITED) delete env[name];
  // A process group of its own, as a terminal gives `npm start`, so the test can signal the whole group.
  const started = Date.now();
  const child = spawn(process.execPath, ['tools/dev/start.mjs'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const stack = { child, ports, output: () => printed.split('\n'), readyMs: 0 };
  try {
    await eventually(async () => {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${printed}`);
      if (!printed.includes(READY)) throw new Error(`not ready:\n${printed.slice(-2000)}`);
    }, READY_WITHIN_MS);
    stack.readyMs = Date.now() - started;
  } catch (error) {
    if (child.exitCode === null) await signalGroup(stack, 'SIGTERM');
    throw error;
  }
  return stack;
}

/** Sends `signal` to the stack's process group and waits for the orchestrator to exit; returns its exit code. */
async function signalGroup(stack: StartedStack, signal: NodeJS.Signals): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => stack.child.once('exit', resolve));
  process.kill(-stack.child.pid!, signal);
  return exited;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Files under `directory` changed since `since` (ms). */
function changedSince(directory: string, since: number): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(directory, name))
    .filter((file) => (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= since);
}

describe('npm start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-start-'));
  chmodSync(dataDir, 0o755); // as root, PostgreSQL runs as its own user, which must reach its data
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs `check` on a freshly started stack and its processes; whatever happens, nothing of it is left running. */
  async function withStack(check: (stack: StartedStack, processes: ProcessEntry[]) => Promise<void>) {
    const stack = await startStack(dataDir);
    const processes = descendants(stack.child.pid!);
    try {
      await check(stack, processes);
    } finally {
      if (stack.child.exitCode === null && stack.child.signalCode === null) await signalGroup(stack, 'SIGTERM');
      for (const leftover of stillRunning(processes)) process.kill(leftover.pid, 'SIGKILL'); // only after a failure
    }
  }

  async function expectEverythingStopped(stack: StartedStack, processes: ProcessEntry[], signal: NodeJS.Signals) {
    for (const service of ['serve-postgres.mjs', 'bin/postgres', 'firebase emulators:start', 'apps/api/src/main.ts', 'apps/web/vite.config', 'apps/admin/vite.config']) {
      expect([service, processes.some((entry) => entry.command.includes(service))]).toEqual([service, true]);
    }

    const signalled = Date.now();
    expect(await signalGroup(stack, signal)).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(30_000);
    await eventually(async () => expect(stillRunning(processes)).toEqual([]), 5_000);
    for (const [name, port] of Object.entries(stack.ports)) expect([name, await portIsFree(port)]).toEqual([name, true]);

    // Short lines, each service before what it uses.
    const lines = stack.output();
    const stops = ['admin', 'web', 'api', 'postgres'].map((service) => lines.indexOf(`${service} stopped`));
    expect(stops.every((index) => index >= 0)).toBe(true);
    expect([...stops].sort((a, b) => a - b)).toEqual(stops);
    expect(lines).toContain('auth stopped');
    expect(lines).toContain('Stopped.');
    for (const line of lines.slice(lines.indexOf(`${signal}: stopping…`))) expect(line.length).toBeLessThan(500);
  }

  it('starts on fresh data within 90 s (services, URLs, demo accounts in at most 60 lines, no warning); on SIGTERM to its group stops all it started, the api before PostgreSQL; writes only under DATA_DIR', async () => {
    const since = Date.now();
    await withStack(async (stack, processes) => {
      const lines = stack.output();
      const untilReady = lines.slice(0, lines.findIndex((line) => line.includes(READY)) + 1);
      expect(stack.readyMs).toBeLessThan(READY_WITHIN_MS);
      expect(untilReady.length).toBeLessThanOrEqual(MOST_LINES);
      expect(untilReady.filter((line) => WARNING.test(line))).toEqual([]);
      const summary = untilReady.join('\n');
      for (const url of [`http://localhost:${stack.ports.WEB_PORT}`, `http://localhost:${stack.ports.ADMIN_PORT}`, `http://127.0.0.1:${stack.ports.API_PORT}`]) expect(summary).toContain(url);
      expect(summary).toContain('premium@demo.cz');

      // Mail goes to DATA_DIR/mail too: a referral invitation is an e-mail anyone may ask for.
      const db = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${stack.ports.DB_PORT}/bonus_klub` });
      await db.connect();
      const [{ code }] = (await db.query('SELECT code FROM referral_code WHERE in_use LIMIT 1')).rows;
      await db.end();
      const invited = await fetch(`http://127.0.0.1:${stack.ports.API_PORT}/referenced/send_reg_email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'pozvany@example.cz', referral_code: code }),
      });
      expect(invited.status).toBe(200);
      // Queued by the request, written by the member-mail job moments later.
      await eventually(async () => expect(readdirSync(path.join(dataDir, 'mail')).filter((file) => file.endsWith('.eml'))).toHaveLength(1));

      await expectEverythingStopped(stack, processes, 'SIGTERM');
    });
    // The cluster, the emulator's configuration and settings, Vite's caches: all in DATA_DIR…
    for (const part of ['postgres/PG_VERSION', 'firebase.json', 'config/configstore', 'vite/web', 'vite/admin']) expect([part, existsSync(path.join(dataDir, part))]).toEqual([part, true]);
    // …and nothing in the repository's default data directory.
    expect(changedSince(path.join(ROOT, '.data'), since)).toEqual([]);
  });

  it('stops the same way on SIGHUP (the terminal closed), reusing the data it kept', async () => {
    await withStack((stack, processes) => expectEverythingStopped(stack, processes, 'SIGHUP'));
  });
});
