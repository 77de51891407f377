// Load benchmark of the api (autocannon), on embedded PostgreSQL with the demo data scaled up to
// 10 000 members, 500 bonuses and 100 000 history entries (issue #25). In one run, with the same data,
// it measures each hot call of the api against a reference for that call and prints one table:
// - public reads against a node:http server answering the same bytes from memory (static reference);
// - signed-in reads against the least work such a read can do here: node:http, the token's digest
//   looked up in a Map, ONE prepared statement for the member row (the api's own statement) on a pool
//   of the api's size, and the same bytes (references.ts);
// - writes (bonus progress, completions) without a reference: throughput, p99 and statements, each
//   connection writing as its own member (write-load.ts).
// Statements per request are counted at demo size and at full size, so a count that grows with the
// data shows up; each with the api's caches dropped and warm. Reads repeat one member's call, so they
// measure the cached path. A bare node:http hello-world is measured first as the machine's ceiling.
// Exit code 1 when a goal is missed. The npm script sets NODE_ENV=production, so libraries take the paths
// they take in production (graphql-js skips its development-only checks); the api itself is configured
// for the embedded services as in tests.
//   npm run bench:api [-- --duration=10 --connections=50 --only=bonus_all,dashboard --show-sql]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { CACHE_CHANNEL, createDataSource, createEmulatorAccounts, DEMO_USERS, loadApiConfig, seedDemoData } from '@bonus/server';
// The load benchmark measures the api as it runs, so it starts the app itself (the one tool that may).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startApi } from '../../apps/api/src/server';
import { startEmbeddedPostgres } from '../db/embedded-postgres.mjs';
import { startAuthEmulator } from '../dev/auth-emulator.mjs';
import { freePort, stopChild } from '../dev/processes.mjs';
import { KeptAnswer, ReferenceServer, startReference } from './references';
import { scaleUpDemoData } from './scale-data';
import { prepareWriters, WRITER_CONNECTION, Writers } from './write-load';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const DURATION_S = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);
const MAX_P99_MS = 50;
/** `--only=tier_all,dashboard` loads only the calls whose names contain one of the words (for profiling). */
const ONLY = args.only ? String(args.only).split(',') : null;
/** `--show-sql` prints the statements of each call's counted request with their times (to find the one to EXPLAIN). */
const SHOW_SQL = 'show-sql' in args;

type Caller = 'member' | 'admin' | 'writer';

interface Target {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  caller?: Caller;
  /** Reads: one body, or none. */
  body?: unknown;
  /** Writes: the bodies each connection sends in turn (a valid change every time). */
  bodies?: (writers: Writers) => unknown[];
  /** Reads only: what the call is measured against, and the share of it it must reach. */
  reference?: { kind: 'static' | 'least-work'; goal: number };
}

const DASHBOARD_QUERY = `query Dashboard {
  me { id name bonusRevenue referralRevenue potentialBonusRevenue bonusHistoryLen tier { name } }
  bonusHistoryStats(timePeriod: "year") { month reachedProfit successRate bonuses }
  bonuses { id name description expectedValue neededCapital stepIdx stepList { id title } games { id name } lock { code } }
}`;

const STATIC = { kind: 'static', goal: 0.5 } as const;
const LEAST_WORK = { kind: 'least-work', goal: 0.5 } as const;

const ALL_TARGETS: Target[] = [
  { name: 'GET /tier_all', method: 'GET', path: '/tier_all', reference: STATIC },
  { name: 'GET /generation', method: 'GET', path: '/generation', reference: STATIC },
  { name: 'GET /user/get_stats', method: 'GET', path: '/user/get_stats', reference: STATIC },
  { name: 'GET /bonus_all', method: 'GET', path: '/bonus_all', caller: 'member', reference: LEAST_WORK },
  { name: 'POST /bonus_history_all', method: 'POST', path: '/bonus_history_all', caller: 'member', body: { current_page: 1, items_per_page: 20, time_period: 'all' }, reference: LEAST_WORK },
  { name: 'GET /bonus_all_admin', method: 'GET', path: '/bonus_all_admin?current_page=1', caller: 'admin', reference: LEAST_WORK },
  { name: 'GET /user', method: 'GET', path: '/user', caller: 'member', reference: LEAST_WORK },
  { name: 'GraphQL dashboard', method: 'POST', path: '/graphql', caller: 'member', body: { query: DASHBOARD_QUERY }, reference: { kind: 'least-work', goal: 0.25 } },
  // Complete the second step of a started bonus, then undo it.
  { name: 'PUT /bonus_progress (write)', method: 'PUT', path: '/bonus_progress', caller: 'writer', bodies: (w) => [2, 1].map((step_idx) => ({ bonus_id: w.progressBonus, step_idx })) },
  // Complete one bonus after another (each has its steps done); the entries are deleted after the load.
  { name: 'POST /bonus_history (write)', method: 'POST', path: '/bonus_history', caller: 'writer', bodies: (w) => w.completable.map((bonus_id) => ({ bonus_id, reached_profit: 100 })) },
];
const TARGETS = ONLY ? ALL_TARGETS.filter((target) => ONLY.some((word) => target.name.includes(word))) : ALL_TARGETS;

/** Every statement any pool client sends, counted in this process (the api runs in it). */
let statements = 0;
let statementTexts: string[] = [];
const originalQuery = Client.prototype.query;
Client.prototype.query = function countedQuery(this: Client, ...queryArgs: unknown[]) {
  statements++;
  const answer = (originalQuery as (...a: unknown[]) => unknown).apply(this, queryArgs);
  if (SHOW_SQL) {
    const text = (typeof queryArgs[0] === 'string' ? queryArgs[0] : String((queryArgs[0] as { text?: string })?.text)).replace(/\s+/g, ' ').slice(0, 300);
    const started = performance.now();
    // pg's Pool.query (the prepared member row) passes a callback and gets no promise to time.
    if (answer instanceof Promise) void answer.finally(() => statementTexts.push(`${(performance.now() - started).toFixed(1)} ms  ${text}`)).catch(() => undefined);
    else statementTexts.push(`  (pool)  ${text}`);
  }
  return answer;
} as typeof Client.prototype.query;

/** A request of a target: its first body (the cold count, and reads' only one) or, for writes, the `index`th of its cycle. */
interface Callers {
  tokens: Record<Exclude<Caller, 'writer'>, string>;
  writers: Writers;
}

function requestOf(target: Target, callers: Callers, index = 0) {
  const body = target.bodies ? target.bodies(callers.writers)[index] : target.body;
  const token = target.caller === 'writer' ? callers.writers.tokens[0] : target.caller && callers.tokens[target.caller];
  return {
    method: target.method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  };
}

async function main(): Promise<boolean> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'bonus-klub-bench-'));
  chmodSync(workDir, 0o755);
  const projectId = 'demo-bonus-klub-bench';
  const authPort = await freePort();
  const [db, emulator] = await Promise.all([
    startEmbeddedPostgres({ dataDir: path.join(workDir, 'pg'), port: await freePort(), database: 'bench', persistent: false }),
    startAuthEmulator({ dataDir: workDir, port: authPort, projectId, quiet: true }),
  ]);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${authPort}`;
  const cleanups: Array<() => Promise<unknown>> = [async () => stopChild(emulator), async () => db.stop(), async () => rmSync(workDir, { recursive: true, force: true })];
  try {
    const dataSource = await createDataSource({ url: db.url }).initialize();
    cleanups.unshift(() => dataSource.destroy());
    await dataSource.runMigrations({ transaction: 'each' });
    await seedDemoData(dataSource);
    await createEmulatorAccounts(projectId, DEMO_USERS);
    const config = loadApiConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url, FIREBASE_PROJECT_ID: projectId, API_PORT: String(await freePort()), LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' });
    const api = await startApi(config);
    cleanups.unshift(() => api.stop());
    const signIn = (email: string) => idToken(authPort, email);
    const callers: Callers = {
      tokens: { member: await signIn('premium@demo.cz'), admin: await signIn('admin@demo.cz') },
      writers: await prepareWriters(dataSource, projectId, CONNECTIONS, signIn),
    };
    process.env.BENCH_WRITER_TOKENS = JSON.stringify(callers.writers.tokens); // read by writer-connection.cjs in autocannon's worker

    const dropCaches = cacheDropper(db.url);
    cleanups.unshift(() => dropCaches.close());
    const demoStatements = new Map<string, Statements>();
    for (const target of TARGETS) demoStatements.set(target.name, await statementsPerRequest(api.url, target, callers, dropCaches));
    console.log('Scaling the demo data up (10 000 members, 500 bonuses, 100 000 history entries)…');
    console.log(await scaleUpDemoData(dataSource));
    await callers.writers.reset();

    const references = {
      static: await startReference(),
      'least-work': await startReference({
        databaseUrl: db.url,
        poolSize: config.DATABASE_POOL_SIZE,
        uids: { [callers.tokens.member]: 'demo-premium', [callers.tokens.admin]: 'demo-admin' },
      }),
    } satisfies Record<string, ReferenceServer>;
    cleanups.unshift(() => Promise.all(Object.values(references).map((reference) => reference.close())));

    const hello = http.createServer((_req, res) => res.end('hello'));
    await new Promise<void>((resolve) => hello.listen(0, '127.0.0.1', resolve));
    const ceiling = await load('hello-world (node:http)', `http://127.0.0.1:${(hello.address() as { port: number }).port}`, { name: 'hello', method: 'GET', path: '/' }, callers);
    hello.close();

    const rows: Row[] = [];
    for (const target of TARGETS) {
      const sqlFull = await statementsPerRequest(api.url, target, callers, dropCaches);
      const sqlDemo = demoStatements.get(target.name)!;
      const sameCounts = sqlFull.cold === sqlDemo.cold && sqlFull.cached === sqlDemo.cached;
      const result = await load(target.name, api.url, target, callers);
      if (target.bodies) await callers.writers.reset();
      const row: Row = { ...result, sqlDemo, sqlFull, pass: sameCounts && result.errors === 0 };
      if (target.reference) {
        const reference = references[target.reference.kind];
        reference.answer(target.method, target.path, await keptAnswer(api.url, target, callers));
        const measured = await load(`  its ${target.reference.kind} reference`, reference.url, target, callers);
        Object.assign(row, { referenceRps: measured.rps, goal: target.reference.goal });
        row.pass &&= measured.errors === 0 && result.rps / measured.rps >= target.reference.goal && result.p99 <= MAX_P99_MS;
      }
      rows.push(row);
    }
    printTable(ceiling, rows);
    return rows.every((row) => row.pass);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
  }
}

async function idToken(authPort: number, email: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!', returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`no token for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Headers node:http writes itself (or that describe the connection, not the answer). */
const SET_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** The api's answer to a read, kept for its reference to answer byte for byte. */
async function keptAnswer(baseUrl: string, target: Target, callers: Callers): Promise<KeptAnswer> {
  const response = await fetch(`${baseUrl}${target.path}`, requestOf(target, callers));
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !SET_BY_NODE.has(name)));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** Statements of a call with nothing cached (every api cache dropped first) and with the caches warm. */
interface Statements {
  cold: number;
  cached: number;
}

/** Drops every cached value in the api, as an admin change would, and gives the NOTIFY time to arrive. */
function cacheDropper(databaseUrl: string) {
  const client = new Client({ connectionString: databaseUrl });
  const connected = client.connect();
  return Object.assign(
    async () => {
      await connected;
      for (const prefix of ['bonuses:', 'member:', 'catalogue:', 'stats:', 'touch:']) await client.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, prefix]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
    { close: () => client.end() },
  );
}

/** One request after the caches were dropped, then one more (for writes, the next of its cycle); both counted. */
async function statementsPerRequest(baseUrl: string, target: Target, callers: Callers, dropCaches: () => Promise<void>): Promise<Statements> {
  const counted = async (label: string, index: number) => {
    const before = statements;
    statementTexts = [];
    const response = await fetch(`${baseUrl}${target.path}`, requestOf(target, callers, index));
    if (!response.ok) throw new Error(`${target.name}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    if (SHOW_SQL) console.log(`${target.name} (${label}):\n${statementTexts.map((text) => `  ${text}`).join('\n')}`);
    return statements - before;
  };
  // The admin's settings (kept 5 s per process) and the caller's last-seen time (written once a minute)
  // go by the clock, not by the invalidation channel: a read by the same caller first loads and writes
  // them, so both counts are the same whenever the previous call ran.
  if (target.caller) await (await fetch(`${baseUrl}/bonus_all`, { headers: requestOf(target, callers).headers })).arrayBuffer();
  await dropCaches();
  const cold = await counted('caches dropped', 0);
  const cached = await counted('cached', 1);
  if (target.bodies) await callers.writers.reset();
  return { cold, cached };
}

async function load(name: string, baseUrl: string, target: Target, callers: Callers) {
  process.stdout.write(`${name}: ${DURATION_S} s at ${CONNECTIONS} connections… `);
  const request = requestOf(target, callers);
  // The load runs in a worker thread, so it does not share the api's event loop. Writes cycle through
  // their bodies, each connection as its own writer (set up in the worker by WRITER_CONNECTION).
  const writes = target.bodies
    ? { requests: target.bodies(callers.writers).map((body) => ({ method: target.method, path: target.path, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })), setupClient: WRITER_CONNECTION }
    : {};
  const result = await autocannon({ url: `${baseUrl}${target.path}`, connections: CONNECTIONS, duration: DURATION_S, workers: 1, ...request, ...writes });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`${Math.round(result.requests.average)} req/s${errors ? `, ${errors} errors` : ''}`);
  return { name, rps: result.requests.average, p99: result.latency.p99, errors };
}

interface Row {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  referenceRps?: number;
  goal?: number;
  sqlDemo: Statements;
  sqlFull: Statements;
  pass: boolean;
}

function printTable(ceiling: { rps: number; p99: number }, rows: Row[]) {
  const counts = (statements: Statements) => `${statements.cold} / ${statements.cached}`;
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  const header = ['call', 'req/s', 'reference req/s', 'share', 'goal', 'p99 ms', 'errors', 'statements demo (cold / cached)', 'statements full (cold / cached)', 'pass'];
  const lines = [
    ['hello-world (node:http), the ceiling', String(Math.round(ceiling.rps)), '–', '–', '–', String(ceiling.p99), '0', '–', '–', '–'],
    ...rows.map((row) => [
      row.name,
      String(Math.round(row.rps)),
      row.referenceRps === undefined ? '–' : String(Math.round(row.referenceRps)),
      row.referenceRps === undefined ? '–' : percent(row.rps / row.referenceRps),
      row.goal === undefined ? '–' : `≥ ${percent(row.goal)}`,
      String(row.p99),
      String(row.errors),
      counts(row.sqlDemo),
      counts(row.sqlFull),
      row.pass ? 'ok' : 'MISSED',
    ]),
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(
    `\nGoals: reads reach their share of their reference (public: node:http answering the same bytes; signed-in: node:http + the member-row statement + the same bytes), ` +
      `p99 ≤ ${MAX_P99_MS} ms at ${CONNECTIONS} connections; every call: statements per request the same at both sizes, no errors.\n`,
  );
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

// An explicit exit code: the stopped emulator and database must not decide it.
main().then(
  (passed) => process.exit(passed ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
