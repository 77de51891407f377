// Child processes of the dev orchestrator and the test setups: started in their own process group,
// output prefixed with the service name, stopped by PID (group) with a SIGKILL fallback.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);
/** Longer than the api's own shutdown bound (apps/api/src/run-process.ts), so that it gets to finish. */
const KILL_AFTER_MS = 15_000;

/**
 * Ports this process has handed out: once closed, a port may be offered again at once, and a stack
 * asks for several (api, apps, database, the emulator and its hub) before any of them listens.
 */
const handedOut = new Set();

/** Asks the OS for a free loopback port that this process has not handed out before. */
export async function freePort() {
  for (;;) {
    const port = await unusedPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

function unusedPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * A long-running service in a process group of its own, so that signals meant for the orchestrator
 * (Ctrl-C, a SIGTERM to its group) reach it only through stopChild, in order. Emits 'line' for each
 * line it prints. `stdin: 'pipe'` gives it a stdin that closes when the orchestrator dies.
 * @param {{ env: NodeJS.ProcessEnv, quiet?: boolean, cwd?: string, stdin?: 'ignore' | 'pipe' }} options
 */
export function spawnService(name, command, args, { env, quiet = false, cwd = ROOT, stdin = 'ignore' }) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: [stdin, 'pipe', 'pipe'] });
  child.serviceName = name;
  child.recentOutput = [];
  // Who shows this child's lines: it forwards them itself unless quiet; a caller may take over later (see 'line').
  child.quiet = quiet;
  const forward = (stream, target) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        child.recentOutput.push(line);
        child.emit('line', line);
        if (child.recentOutput.length > 40) child.recentOutput.shift();
        if (!child.quiet && line.trim()) target.write(`[${name}] ${line}\n`);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    child.exited = true;
    if (!child.stopping) process.stderr.write(`[${name}] exited (${signal ?? code})\n${child.quiet ? child.recentOutput.join('\n') + '\n' : ''}`);
  });
  return child;
}

/** Runs a one-shot step to completion; its output is shown only if it fails. */
export function runStep(name, command, args, env) {
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

/** Waits until `url` answers below 500; gives up at the deadline or as soon as `child` (if given) exits. */
export async function waitForHttp(url, name, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child?.exited) throw new Error(`${name} stopped while starting:\n${child.recentOutput.join('\n')}`);
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
export async function stopChild(child) {
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
  }, KILL_AFTER_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * The services a stack has started, stopped one by one in the reverse order, so each stops before
 * what it uses (the api before PostgreSQL). A service added once stopping has begun is stopped too.
 */
export function serviceGroup() {
  const running = [];
  let stopped = null;
  let log = () => undefined;
  const drain = async () => {
    while (running.length) {
      const child = running.pop();
      await stopChild(child);
      log(`${child.serviceName} stopped`);
    }
  };
  return {
    /** The services running now, in the order they started. */
    running: () => [...running],
    add(child) {
      running.push(child);
      if (stopped) stopped = stopped.then(drain);
    },
    /** Stops everything (once), with one short line per service. */
    stop(logLine = log) {
      log = logLine;
      stopped ??= drain();
      return stopped;
    },
  };
}

/**
 * Calls `stop` once the process that started this one has exited (this one is then given another parent).
 * npm (11) does not pass a SIGTERM it gets on to the script it runs, and exits: without this, `npm start`
 * would leave its services running without an owner.
 */
export function whenOwnerExits(stop, everyMs = 500) {
  const owner = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === owner) return;
    clearInterval(timer);
    stop();
  }, everyMs);
  timer.unref();
}
