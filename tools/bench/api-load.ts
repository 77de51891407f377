// Load benchmark of the api (autocannon), on embedded PostgreSQL with the demo data scaled up to
// 10 000 members, 500 bonuses and 100 000 history entries. In one run it measures a bare Node `http`
// hello-world as the ceiling, then the api's hot calls, and prints one table with throughput relative
// to the ceiling, p99 latency and SQL statements per request (counted at demo size and at full size,
// so a statement count that grows with the lists shows up; each with the api's caches dropped and
// warm). The load repeats one member's call, so it measures the cached path.
//   npm run bench:api [-- --duration=10 --connections=50]
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { CACHE_CHANNEL, createDataSource, createEmulatorAccounts, DEMO_USERS, loadApiConfig, seedDemoData } from '@bonus/server';
import { startApi } from '../../apps/api/src/server';
import { startEmbeddedPostgres } from '../db/embedded-postgres.mjs';
import { startAuthEmulator } from '../dev/auth-emulator.mjs';
import { freePort, stopChild } from '../dev/processes.mjs';
import { scaleUpDemoData } from './scale-data';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const DURATION_S = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);
const GOALS = { minShareOfCeiling: 0.1, maxP99Ms: 50 };
/** `--only=tier_all,dashboard` loads only the calls whose names contain one of the words (for profiling). */
const ONLY = args.only ? String(args.only).split(',') : null;
/** `--show-sql` prints the statements of each call's counted request with their times (to find the one to EXPLAIN). */
const SHOW_SQL = 'show-sql' in args;

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  token?: 'member' | 'admin';
  body?: unknown;
}

const DASHBOARD_QUERY = `query Dashboard {
  me { id name bonusRevenue referralRevenue potentialBonusRevenue bonusHistoryLen tier { name } }
  bonusHistoryStats(timePeriod: "year") { month reachedProfit successRate bonuses }
  bonuses { id name description expectedValue neededCapital stepIdx stepList { id title } games { id name } lock { code } }
}`;

const ALL_TARGETS: Target[] = [
  { name: 'GET /tier_all', method: 'GET', path: '/tier_all' },
  { name: 'GET /bonus_all (member)', method: 'GET', path: '/bonus_all', token: 'member' },
  { name: 'GraphQL dashboard (member)', method: 'POST', path: '/graphql', token: 'member', body: { query: DASHBOARD_QUERY } },
  { name: 'POST /bonus_history_all', method: 'POST', path: '/bonus_history_all', token: 'member', body: { current_page: 1, items_per_page: 20, time_period: 'all' } },
  { name: 'GET /bonus_all_admin', method: 'GET', path: '/bonus_all_admin?current_page=1', token: 'admin' },
];
const TARGETS = ONLY ? ALL_TARGETS.filter((target) => ONLY.some((word) => target.name.includes(word))) : ALL_TARGETS;

/** Every statement any pool client sends, counted in this process (the api runs in it). */
let statements = 0;
let statementTexts: string[] = [];
const originalQuery = Client.prototype.query;
Client.prototype.query = function countedQuery(this: Client, ...queryArgs: unknown[]) {
  statements++;
  const answer = (originalQuery as (...a: unknown[]) => unknown).apply(this, queryArgs);
  if (SHOW_SQL && answer instanceof Promise) {
    const text = typeof queryArgs[0] === 'string' ? queryArgs[0] : String((queryArgs[0] as { text?: string })?.text);
    const started = performance.now();
    void answer.finally(() => statementTexts.push(`${(performance.now() - started).toFixed(1)} ms  ${text.replace(/\s+/g, ' ').slice(0, 300)}`)).catch(() => undefined);
  }
  return answer;
} as typeof Client.prototype.query;

async function main() {
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
    await dataSource.runMigrations({ transaction: 'each' });
    await seedDemoData(dataSource);
    await createEmulatorAccounts(projectId, DEMO_USERS);
    const api = await startApi(
      loadApiConfig({ ...process.env, NODE_ENV: 'test', DATABASE_URL: db.url, FIREBASE_PROJECT_ID: projectId, API_PORT: String(await freePort()), LOG_LEVEL: 'silent', JOBS_ENABLED: 'false' }),
    );
    cleanups.unshift(() => api.stop());
    const tokens = { member: await idToken(authPort, 'premium@demo.cz'), admin: await idToken(authPort, 'admin@demo.cz') };

    const dropCaches = cacheDropper(db.url);
    cleanups.unshift(() => dropCaches.close());
    const demoStatements = new Map<string, Statements>();
    for (const target of TARGETS) demoStatements.set(target.name, await statementsPerRequest(api.url, target, tokens, dropCaches));
    console.log('Scaling the demo data up (10 000 members, 500 bonuses, 100 000 history entries)…');
    console.log(await scaleUpDemoData(dataSource));
    await dataSource.destroy();

    const hello = http.createServer((_req, res) => res.end('hello'));
    await new Promise<void>((resolve) => hello.listen(0, '127.0.0.1', resolve));
    const helloUrl = `http://127.0.0.1:${(hello.address() as { port: number }).port}`;
    const ceiling = await load('hello-world (node:http)', helloUrl, { name: 'hello', method: 'GET', path: '/' }, tokens);
    hello.close();

    const rows = [{ ...ceiling, share: 1, sqlDemo: '–', sqlScaled: '–', pass: true }];
    const counts = (statements: Statements) => `${statements.cold} / ${statements.cached}`;
    for (const target of TARGETS) {
      const sqlScaled = await statementsPerRequest(api.url, target, tokens, dropCaches);
      const result = await load(target.name, api.url, target, tokens);
      const share = result.rps / ceiling.rps;
      const sqlDemo = demoStatements.get(target.name)!;
      const pass = share >= GOALS.minShareOfCeiling && result.p99 <= GOALS.maxP99Ms && counts(sqlScaled) === counts(sqlDemo) && result.errors === 0;
      rows.push({ ...result, share, sqlDemo: counts(sqlDemo), sqlScaled: counts(sqlScaled), pass });
    }
    printTable(rows);
    if (rows.some((row) => !row.pass)) process.exitCode = 1;
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

function requestOptions(target: Target, tokens: Record<'member' | 'admin', string>) {
  return {
    method: target.method,
    headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...(target.token ? { authorization: `Bearer ${tokens[target.token]}` } : {}) },
    body: target.body ? JSON.stringify(target.body) : undefined,
  };
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
      for (const prefix of ['bonuses:', 'member:', 'catalogue:', 'touch:']) await client.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, prefix]);
      await new Promise((resolve) => setTimeout(resolve, 200));
    },
    { close: () => client.end() },
  );
}

/** One request after the caches were dropped, then one more; both counted. */
async function statementsPerRequest(baseUrl: string, target: Target, tokens: Record<'member' | 'admin', string>, dropCaches: () => Promise<void>): Promise<Statements> {
  const counted = async (label: string) => {
    const before = statements;
    statementTexts = [];
    const response = await fetch(`${baseUrl}${target.path}`, requestOptions(target, tokens));
    if (!response.ok) throw new Error(`${target.name}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    if (SHOW_SQL) console.log(`${target.name} (${label}):\n${statementTexts.map((text) => `  ${text}`).join('\n')}`);
    return statements - before;
  };
  await dropCaches();
  const cold = await counted('caches dropped');
  return { cold, cached: await counted('cached') };
}

async function load(name: string, baseUrl: string, target: Target, tokens: Record<'member' | 'admin', string>) {
  process.stdout.write(`${name}: ${DURATION_S} s at ${CONNECTIONS} connections… `);
  // The load runs in a worker thread, so it does not share the api's event loop.
  const result = await autocannon({ url: `${baseUrl}${target.path}`, connections: CONNECTIONS, duration: DURATION_S, workers: 1, ...requestOptions(target, tokens) });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`${Math.round(result.requests.average)} req/s`);
  // Bytes per answer (headers included) tell how much of the cost is just moving the payload.
  const kbPerAnswer = result.requests.total ? result.throughput.total / result.requests.total / 1024 : 0;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors, kbPerAnswer };
}

function printTable(rows: Array<{ name: string; rps: number; p50: number; p99: number; errors: number; kbPerAnswer: number; share: number; sqlDemo: string; sqlScaled: string; pass: boolean }>) {
  const header = ['call', 'req/s', 'of ceiling', 'p50 ms', 'p99 ms', 'errors', 'kB/answer', 'SQL/req demo (cold / cached)', 'SQL/req scaled (cold / cached)', 'goals'];
  const lines = rows.map((row) => [
    row.name,
    String(Math.round(row.rps)),
    `${Math.round(row.share * 100)} %`,
    String(row.p50),
    String(row.p99),
    String(row.errors),
    row.kbPerAnswer < 10 ? row.kbPerAnswer.toFixed(1) : String(Math.round(row.kbPerAnswer)),
    row.sqlDemo,
    row.sqlScaled,
    row.pass ? 'ok' : 'MISSED',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\nGoals: each call ≥ ${GOALS.minShareOfCeiling * 100} % of the ceiling, p99 ≤ ${GOALS.maxP99Ms} ms at ${CONNECTIONS} connections, SQL statements per request the same at both sizes, no errors.\n`);
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
