// The api as a live site loads it (issue #56): many members who have all opened their pages before, at 50
// connections, reading the web app's page documents and the REST reads, while other members write beside them
// (profile changes, bonus progress, presence notes). Measured in the same run against one member repeating the
// same reads with no writers: the mix must keep MIN_MIX_SHARE of that throughput at a p99 of MAX_MIX_P99_MS.
//   npm run bench:mix [-- --duration=10 --members=120 --writes-per-second=5 --cache-mb=512 --no-write]
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { loadApiConfig } from '@bonus/server';
// The load benchmark measures the api as it runs, so it starts the app itself (the one tool that may).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { startApi } from '../../apps/api/src/server';
import { freePort } from '../dev/processes.mjs';
import { appOperations, realisticVariables } from './app-operations';
import { benchIdToken, startBenchServices } from './bench-services';
import { scaleUpDemoData } from './scale-data';
import { prepareWriters } from './write-load';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const DURATION_S = Number(args.duration ?? 10);
const CONNECTIONS = 50;
const MEMBERS = Number(args.members ?? 120);
/** A live site's writes beside the reads: profile changes and bonus progress (presence notes come with the reads). */
const WRITES_PER_SECOND = Number(args['writes-per-second'] ?? 5);
const WRITERS = 10;
const MAX_MIX_P99_MS = 100;
const MIN_MIX_SHARE = 0.6;
const MIX_CONNECTION = path.join(__dirname, 'mix-connection.cjs');
const ROOT = path.resolve(__dirname, '../..');

interface MixRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of the signed-in reads the response cache answered during the load. */
  hitShare: number;
}

const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/** The response cache's hits and misses so far, both surfaces. */
async function cacheCounts(baseUrl: string): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const sum = (outcome: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('kept_answers_total{') && line.includes(`outcome="${outcome}"`))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return { hits: sum('hit'), misses: sum('miss') };
}

async function main(): Promise<boolean> {
  const { projectId, authPort, databaseUrl, dataSource, cleanups, workDir } = await startBenchServices();
  const idToken = (email: string) => benchIdToken(authPort, email);
  try {
    console.log(await scaleUpDemoData(dataSource));
    const api = await startApi(
      loadApiConfig({
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        FIREBASE_PROJECT_ID: projectId,
        API_PORT: String(await freePort()),
        LOG_LEVEL: 'info',
        LOG_FILE: path.join(workDir, 'api.log'),
        METRICS_TOKEN,
        JOBS_ENABLED: 'false',
        // One client address for every member here, and a member asking many times a second: the edge's limits
        // are for a site's clients, not a load generator's (rate-limits.spec.ts proves them).
        RATE_LIMIT_PER_IP: '0',
        RATE_LIMIT_PER_CREDENTIAL: '0',
        // `--cache-mb=N` sets the response cache's memory (KEPT_ANSWERS_MB; the api's default otherwise).
        ...(args['cache-mb'] ? { KEPT_ANSWERS_MB: String(args['cache-mb']) } : {}),
      }),
    );
    cleanups.unshift(() => api.stop());

    // The readers and the writers are premium members with bonuses started (write-load.ts).
    const people = await prepareWriters(dataSource, projectId, MEMBERS + WRITERS, idToken);
    const readers = people.tokens.slice(0, MEMBERS);
    const writers = people.tokens.slice(MEMBERS);
    const variablesOf = await realisticVariables(dataSource);
    const pageReads: MixRequest[] = [
      ...appOperations()
        .filter((operation) => operation.app === 'web' && operation.kind === 'query')
        .map((operation) => ({
          method: 'POST' as const,
          path: '/graphql',
          // As the apps' Apollo Client asks; the same in the warm-up and the load (an answer's key holds the Accept header).
          headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
          body: JSON.stringify({ operationName: operation.name, variables: variablesOf(operation), extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } } }),
        })),
      { method: 'GET', path: '/bonus_all', headers: {} },
      { method: 'GET', path: '/user', headers: {} },
      { method: 'POST', path: '/bonus_history_all', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ current_page: 1, items_per_page: 20, time_period: 'all' }) },
    ];
    // As a browser asks: every request accepts compressed answers.
    for (const read of pageReads) read.headers['accept-encoding'] = 'gzip, deflate, br';
    const reads = await answeredReads(api.url, pageReads, readers[0]);
    console.log(`${reads.length} page reads (${pageReads.length - reads.length} left out: they fail for a member without data of theirs)`);

    // Every member has opened their pages before, shortly before (a page's answers live a minute): ten at a time.
    let warmBytes = 0;
    for (let start = 0; start < readers.length; start += 10) {
      const answers = await Promise.all(readers.slice(start, start + 10).flatMap((token) => reads.map(async (read) => (await send(api.url, read, token)).arrayBuffer())));
      warmBytes += answers.reduce((total, answer) => total + answer.byteLength, 0);
    }
    console.log(`The members' pages: ${Math.round(warmBytes / 1024 / 1024)} MB of answers`);

    const single = await measure(api.url, reads, [readers[0]], 'one member, no writers');
    const writing = writeBeside(api.url, writers, people.progressBonus);
    const mix = await measure(api.url, reads, readers, `${MEMBERS} members, ${WRITES_PER_SECOND} writes/s beside`);
    const written = await writing.stop();

    const share = mix.rps / single.rps;
    const pass = mix.errors === 0 && single.errors === 0 && mix.p99 <= MAX_MIX_P99_MS && share >= MIN_MIX_SHARE;
    const table = renderTable(single, mix, share, written, reads.length);
    console.log(`\n${table}`);
    if (!('no-write' in args)) writeToDocs(table);
    return pass;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
  }
}

/** The reads that answer a member without errors (some need data a fresh member lacks). */
async function answeredReads(baseUrl: string, reads: MixRequest[], token: string): Promise<MixRequest[]> {
  const answered: MixRequest[] = [];
  for (const read of reads) {
    const response = await send(baseUrl, read, token);
    const text = await response.text();
    if (response.ok && !(read.path === '/graphql' && JSON.parse(text).errors)) answered.push(read);
  }
  return answered;
}

function send(baseUrl: string, request: MixRequest, token: string): Promise<Response> {
  return fetch(`${baseUrl}${request.path}`, { method: request.method, headers: { ...request.headers, authorization: `Bearer ${token}` }, body: request.body });
}

/** Loads the reads as `tokens` (each connection asking as several members in turn) in a worker thread. */
async function measure(baseUrl: string, reads: MixRequest[], tokens: string[], name: string): Promise<Measured> {
  process.env.BENCH_MIX = JSON.stringify({ tokens: Array.from({ length: Math.max(tokens.length, CONNECTIONS) }, (_, i) => tokens[i % tokens.length]), requests: reads, connections: CONNECTIONS });
  process.stdout.write(`${name}: ${DURATION_S} s at ${CONNECTIONS} connections… `);
  const before = await cacheCounts(baseUrl);
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: DURATION_S,
    workers: 1,
    requests: reads,
    setupClient: MIX_CONNECTION as unknown as autocannon.Options['setupClient'],
  });
  const after = await cacheCounts(baseUrl);
  const hits = after.hits - before.hits;
  const hitShare = hits / Math.max(1, hits + after.misses - before.misses);
  const measured = { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx, hitShare };
  console.log(`${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms, ${Math.round(hitShare * 100)} % from the response cache${measured.errors ? `, ${measured.errors} errors` : ''}`);
  return measured;
}

/** Writes at WRITES_PER_SECOND beside the load: nickname changes and bonus progress, by members of their own. */
function writeBeside(baseUrl: string, writers: string[], progressBonus: number): { stop: () => Promise<{ writes: number; failed: number }> } {
  let writes = 0;
  let failed = 0;
  const pending = new Set<Promise<void>>();
  const timer = setInterval(() => {
    const token = writers[writes % writers.length];
    const write =
      writes % 2 === 0
        ? { method: 'PUT', path: '/user', body: { name: `Zapisovatel ${writes}` } }
        : { method: 'PUT', path: '/bonus_progress', body: { bonus_id: progressBonus, step_idx: 1 + (Math.floor(writes / 2) % 2) } };
    writes++;
    const done = fetch(`${baseUrl}${write.path}`, { method: write.method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(write.body) })
      .then((response) => void (response.ok || failed++))
      .catch(() => void failed++)
      .finally(() => pending.delete(done));
    pending.add(done);
  }, 1000 / WRITES_PER_SECOND);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
      return { writes, failed };
    },
  };
}

function renderTable(single: Measured, mix: Measured, share: number, written: { writes: number; failed: number }, reads: number): string {
  const row = (name: string, m: Measured, goal: string) => `| ${name} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${Math.round(m.hitShare * 100)} % | ${m.errors} | ${goal} |`;
  return [
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.availableParallelism()} cores, Node ${process.version}, response cache ${args['cache-mb'] ?? 'of the default size'}${args['cache-mb'] ? ' MB' : ''}: ${reads} page reads (the web app's queries by hash, GET /bonus_all, GET /user, POST /bonus_history_all), ${CONNECTIONS} connections, ${DURATION_S} s each, 10 000 members' data.`,
    '',
    '| load | req/s | p50 ms | p99 ms | from the response cache | errors | goal |',
    '|---|---|---|---|---|---|---|',
    row('one member repeating the reads, no writers', single, 'reference'),
    row(`${MEMBERS} members who opened their pages before, ${written.writes} writes beside (${written.failed} failed)`, mix, `p99 ≤ ${MAX_MIX_P99_MS} ms, ≥ ${MIN_MIX_SHARE * 100} %`),
    '',
    `The mix keeps **${Math.round(share * 100)} %** of the one-member throughput at a p99 of **${mix.p99} ms**: ${mix.p99 <= MAX_MIX_P99_MS && share >= MIN_MIX_SHARE ? 'met' : 'not met'}.`,
  ].join('\n');
}

const START = '<!-- live-mix:start -->';
const END = '<!-- live-mix:end -->';

function writeToDocs(table: string): void {
  const file = path.join(ROOT, 'docs/benchmarks.md');
  const text = readFileSync(file, 'utf8');
  const section = `${START}\n${table}\n${END}`;
  writeFileSync(file, text.includes(START) ? text.replace(new RegExp(`${START}[\\s\\S]*?${END}`), section) : `${text.trimEnd()}\n\n## A live site's mix\n\n\`npm run bench:mix\` (\`tools/bench/live-mix.ts\`).\n\n${section}\n`);
}

main().then(
  (pass) => process.exit(pass ? 0 : 1),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
