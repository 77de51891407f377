// The api as a live site loads it (issue #56), part of `npm run bench:api`: many members who have all opened their
// pages before, at 50 connections, reading the web app's page documents and the REST reads, while other members
// write beside them (profile changes, bonus progress and completions, and members arriving, whose first request
// of a minute notes their presence). Measured in the same run against one member repeating the same reads with no
// writers: the mix must keep MIN_MIX_SHARE of that throughput at a p99 of MAX_MIX_P99_MS.
import path from 'node:path';
import autocannon from 'autocannon';
import type { DataSource } from 'typeorm';
import { appOperations, realisticVariables } from './app-operations';
import { prepareWriters, type Writers } from './write-load';

export interface LiveMixOptions {
  baseUrl: string;
  dataSource: DataSource;
  projectId: string;
  idToken: (email: string) => Promise<string>;
  /** The api's metrics token, to read the response cache's hits and misses. */
  metricsToken: string;
  durationS: number;
  members: number;
  writesPerSecond: number;
}

export interface LiveMixResult {
  table: string;
  pass: boolean;
}

const CONNECTIONS = 50;
/** Members who write beside the reads; each completes its own bonuses, so none waits on another's row lock. */
const WRITERS = 10;
/** Members who arrive during the mix (one request each: a presence note and answers computed for them). */
const ARRIVALS = 100;
const MAX_MIX_P99_MS = 100;
/** The one-member load and the mix take turns in this many rounds each. */
const MIX_ROUNDS = 5;
const MIN_MIX_SHARE = 0.6;
const MIX_CONNECTION = path.join(__dirname, 'mix-connection.cjs');

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

interface Written {
  writes: number;
  failed: number;
  byKind: Record<WriteKind, number>;
}

export async function loadLiveMix(options: LiveMixOptions): Promise<LiveMixResult> {
  const { baseUrl } = options;
  // Readers, writers and arrivals are premium members with bonuses started (write-load.ts).
  const people = await prepareWriters(options.dataSource, options.projectId, options.members + WRITERS + ARRIVALS, options.idToken);
  const readers = people.tokens.slice(0, options.members);
  const writers = { ...people, tokens: people.tokens.slice(options.members, options.members + WRITERS) };
  const arrivals = people.tokens.slice(options.members + WRITERS);
  const reads = await answeredReads(baseUrl, pageReads(await realisticVariables(options.dataSource)), readers[0]);

  // Every member has opened their pages before, shortly before (an answer lives a minute): ten at a time.
  for (let start = 0; start < readers.length; start += 10) {
    await Promise.all(readers.slice(start, start + 10).flatMap((token) => reads.map(async (read) => (await send(baseUrl, read, token)).arrayBuffer())));
  }
  // The two loads take turns, so that the machine's drift (and any other work on it) falls on both alike.
  const writes = writesBeside(baseUrl, writers, arrivals, options.writesPerSecond);
  const rounds = { single: [] as Measured[], mix: [] as Measured[] };
  const roundS = options.durationS / MIX_ROUNDS;
  for (let round = 1; round <= MIX_ROUNDS; round++) {
    rounds.single.push(await measure(options, reads, [readers[0]], `one member, no writers (round ${round} of ${MIX_ROUNDS})`, roundS));
    writes.start();
    rounds.mix.push(await measure(options, reads, readers, `${options.members} members, ${options.writesPerSecond} writes/s beside (round ${round} of ${MIX_ROUNDS})`, roundS));
    await writes.stop();
  }
  await people.reset();

  const single = combined(rounds.single);
  const mix = combined(rounds.mix);
  const share = mix.rps / single.rps;
  const pass = mix.errors === 0 && single.errors === 0 && writes.written.failed === 0 && mix.p99 <= MAX_MIX_P99_MS && share >= MIN_MIX_SHARE;
  return { table: renderTable(options, single, mix, share, writes.written, reads.length), pass };
}

/** Rounds of one load as one: mean throughput and hit share, median latencies, all errors. */
function combined(rounds: Measured[]): Measured {
  const mean = (pick: (m: Measured) => number) => rounds.reduce((sum, m) => sum + pick(m), 0) / rounds.length;
  const median = (pick: (m: Measured) => number) => rounds.map(pick).sort((a, b) => a - b)[Math.floor(rounds.length / 2)];
  return { rps: mean((m) => m.rps), hitShare: mean((m) => m.hitShare), p50: median((m) => m.p50), p99: median((m) => m.p99), errors: rounds.reduce((sum, m) => sum + m.errors, 0) };
}

/** The web app's page documents (by hash, as its Apollo Client asks) and the REST reads of a member's pages. */
function pageReads(variablesOf: Awaited<ReturnType<typeof realisticVariables>>): MixRequest[] {
  const reads: MixRequest[] = [
    ...appOperations()
      .filter((operation) => operation.app === 'web' && operation.kind === 'query')
      .map((operation) => ({
        method: 'POST' as const,
        path: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9' },
        body: JSON.stringify({ operationName: operation.name, variables: variablesOf(operation), extensions: { persistedQuery: { version: 1, sha256Hash: operation.hash } } }),
      })),
    { method: 'GET', path: '/bonus_all', headers: {} },
    { method: 'GET', path: '/user', headers: {} },
    { method: 'POST', path: '/bonus_history_all', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ current_page: 1, items_per_page: 20, time_period: 'all' }) },
  ];
  // As a browser asks: every request accepts compressed answers.
  for (const read of reads) read.headers['accept-encoding'] = 'gzip, deflate, br';
  return reads;
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

/** The response cache's hits and misses so far, both surfaces. */
async function cacheCounts(options: LiveMixOptions): Promise<{ hits: number; misses: number }> {
  const text = await (await fetch(`${options.baseUrl}/metrics`, { headers: { authorization: `Bearer ${options.metricsToken}` } })).text();
  const sum = (outcome: string) =>
    text
      .split('\n')
      .filter((line) => line.startsWith('kept_answers_total{') && line.includes(`outcome="${outcome}"`))
      .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
  return { hits: sum('hit'), misses: sum('miss') };
}

/** Loads the reads as `tokens` (each connection asking as several members in turn) in a worker thread. */
async function measure(options: LiveMixOptions, reads: MixRequest[], tokens: string[], name: string, durationS: number): Promise<Measured> {
  process.env.BENCH_MIX = JSON.stringify({ tokens: Array.from({ length: Math.max(tokens.length, CONNECTIONS) }, (_, i) => tokens[i % tokens.length]), requests: reads, connections: CONNECTIONS });
  process.stdout.write(`${name}: ${durationS} s at ${CONNECTIONS} connections… `);
  const before = await cacheCounts(options);
  const result = await autocannon({
    url: options.baseUrl,
    connections: CONNECTIONS,
    duration: durationS,
    workers: 1,
    requests: reads,
    setupClient: MIX_CONNECTION as unknown as autocannon.Options['setupClient'],
  });
  const after = await cacheCounts(options);
  const hits = after.hits - before.hits;
  const hitShare = hits / Math.max(1, hits + after.misses - before.misses);
  const measured = { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx, hitShare };
  console.log(`${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms, ${Math.round(hitShare * 100)} % from the response cache${measured.errors ? `, ${measured.errors} errors` : ''}`);
  return measured;
}

type WriteKind = 'profile' | 'progress' | 'completion' | 'arrival';
const WRITE_KINDS: WriteKind[] = ['profile', 'progress', 'completion', 'arrival'];

/** The `n`th write beside the load: each kind in turn, each writer in turn, every arrival once. */
function nthWrite(n: number, writers: Writers, arrivals: string[]): { kind: WriteKind; method: string; path: string; token: string; body?: unknown } {
  const kind = WRITE_KINDS[n % WRITE_KINDS.length];
  const round = Math.floor(n / WRITE_KINDS.length);
  const token = writers.tokens[round % writers.tokens.length];
  switch (kind) {
    case 'profile':
      return { kind, method: 'PUT', path: '/user', token, body: { name: `Zapisovatel ${n}` } };
    case 'progress':
      // Each writer's second step done, then undone, then done again.
      return { kind, method: 'PUT', path: '/bonus_progress', token, body: { bonus_id: writers.progressBonus, step_idx: 2 - (Math.floor(round / writers.tokens.length) % 2) } };
    case 'completion':
      // Writer w completes its (round / writers)th bonus: every writer a different one each time.
      return { kind, method: 'POST', path: '/bonus_history', token, body: { bonus_id: writers.completable[Math.floor(round / writers.tokens.length)], reached_profit: 100 } };
    case 'arrival':
      return { kind, method: 'GET', path: '/bonus_all', token: arrivals[round % arrivals.length] };
  }
}

/** Writes at `perSecond` while started, each as its own request, counted over every start. */
function writesBeside(baseUrl: string, writers: Writers, arrivals: string[], perSecond: number) {
  const written: Written = { writes: 0, failed: 0, byKind: { profile: 0, progress: 0, completion: 0, arrival: 0 } };
  const pending = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  const writeNext = () => {
    const write = nthWrite(written.writes++, writers, arrivals);
    written.byKind[write.kind]++;
    const headers: Record<string, string> = { authorization: `Bearer ${write.token}`, ...(write.body ? { 'content-type': 'application/json' } : {}) };
    const done = fetch(`${baseUrl}${write.path}`, { method: write.method, headers, body: write.body ? JSON.stringify(write.body) : undefined })
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) written.failed++;
      })
      .catch(() => void written.failed++)
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  return {
    written,
    start: () => void (timer = setInterval(writeNext, 1000 / perSecond)),
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

function renderTable(options: LiveMixOptions, single: Measured, mix: Measured, share: number, written: Written, reads: number): string {
  const row = (name: string, m: Measured, goal: string) => `| ${name} | ${Math.round(m.rps)} | ${m.p50} | ${m.p99} | ${Math.round(m.hitShare * 100)} % | ${m.errors} | ${goal} |`;
  const writes = `${written.writes} writes beside (${WRITE_KINDS.map((kind) => `${written.byKind[kind]} ${kind}`).join(', ')}; ${written.failed} failed)`;
  return [
    `${reads} page reads (the web app's queries by hash, GET /bonus_all, GET /user, POST /bonus_history_all), ${CONNECTIONS} connections, ${options.durationS} s each in ${MIX_ROUNDS} alternating rounds (throughput: their mean; latency: the median round).`,
    '',
    '| load | req/s | p50 ms | p99 ms | from the response cache | errors | goal |',
    '|---|---|---|---|---|---|---|',
    row('one member repeating the reads, no writers', single, 'reference'),
    row(`${options.members} members who opened their pages before, ${writes}`, mix, `p99 ≤ ${MAX_MIX_P99_MS} ms, ≥ ${MIN_MIX_SHARE * 100} %`),
    '',
    `The mix keeps **${Math.round(share * 100)} %** of the one-member throughput at a p99 of **${mix.p99} ms**: ${mix.p99 <= MAX_MIX_P99_MS && share >= MIN_MIX_SHARE && written.failed === 0 ? 'met' : 'not met'}.`,
  ].join('\n');
}
