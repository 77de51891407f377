// A live site's members as the load benchmarks send them (live-mix.ts, soak.ts): the page reads of the web
// app each member asks for, and the writes beside them (profile changes, bonus progress and completions,
// members arriving, whose first request of a minute notes their presence).
import path from 'node:path';
import autocannon from 'autocannon';
import type { DataSource } from 'typeorm';
import { appOperations, realisticVariables } from './app-operations';
import { prepareWriters, type Writers } from './write-load';

/** Members who write beside the reads; each completes its own bonuses, so none waits on another's row lock. */
const WRITERS = 10;
/** Members who arrive during the load (one request each: a presence note and answers computed for them). */
const ARRIVALS = 100;
const MIX_CONNECTION = path.join(__dirname, 'mix-connection.cjs');

export interface MixRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface SiteMembers {
  /** ID tokens of the members who read. */
  readers: string[];
  writers: Writers;
  /** ID tokens of the members who arrive (in turn) during the load. */
  arrivals: string[];
  /** The page reads that answer a member without errors. */
  reads: MixRequest[];
  /** Writers back to their prepared state, once the load is over. */
  reset: () => Promise<void>;
}

/**
 * `readers` members who have all opened their pages shortly before (an answer lives a minute), writers and
 * arrivals beside them; all premium members with bonuses started (write-load.ts).
 */
export async function prepareSiteMembers(baseUrl: string, dataSource: DataSource, projectId: string, readers: number, idToken: (email: string) => Promise<string>): Promise<SiteMembers> {
  const people = await prepareWriters(dataSource, projectId, readers + WRITERS + ARRIVALS, idToken);
  const readerTokens = people.tokens.slice(0, readers);
  const writers = { ...people, tokens: people.tokens.slice(readers, readers + WRITERS) };
  const reads = await answeredReads(baseUrl, pageReads(await realisticVariables(dataSource)), readerTokens[0]);
  await openPages(baseUrl, reads, readerTokens);
  return { readers: readerTokens, writers, arrivals: people.tokens.slice(readers + WRITERS), reads, reset: people.reset };
}

/** Every member opens every page once, ten members at a time. */
export async function openPages(baseUrl: string, reads: MixRequest[], tokens: string[]): Promise<void> {
  for (let start = 0; start < tokens.length; start += 10) {
    await Promise.all(tokens.slice(start, start + 10).flatMap((token) => reads.map(async (read) => (await send(baseUrl, read, token)).arrayBuffer())));
  }
}

/**
 * Checks the product counts per member against guessing (a promo code: 20 an hour), not page reads: a member
 * types a code once or twice, and a soak that repeated it met the limit after 20 minutes (RATE_LIMITED).
 */
const ATTEMPT_LIMITED_OPERATIONS = new Set(['PromoCode']);

/** The web app's page documents (by hash, as its Apollo Client asks) and the REST reads of a member's pages. */
function pageReads(variablesOf: Awaited<ReturnType<typeof realisticVariables>>): MixRequest[] {
  const reads: MixRequest[] = [
    ...appOperations()
      .filter((operation) => operation.app === 'web' && operation.kind === 'query' && !ATTEMPT_LIMITED_OPERATIONS.has(operation.name))
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

export function send(baseUrl: string, request: MixRequest, token: string): Promise<Response> {
  return fetch(`${baseUrl}${request.path}`, { method: request.method, headers: { ...request.headers, authorization: `Bearer ${token}` }, body: request.body });
}

/**
 * `connections` each asking as several of `tokens` in turn for every read, for `durationS`, in a worker thread, in a
 * closed loop: each connection's next request as soon as its answer is in.
 */
export function loadReads(baseUrl: string, reads: MixRequest[], tokens: string[], connections: number, durationS: number): Promise<autocannon.Result> {
  // Read by mix-connection.cjs in autocannon's worker.
  process.env.BENCH_MIX = JSON.stringify({ tokens: Array.from({ length: Math.max(tokens.length, connections) }, (_, i) => tokens[i % tokens.length]), requests: reads, connections });
  return autocannon({
    url: baseUrl,
    connections,
    duration: durationS,
    workers: 1,
    requests: reads,
    setupClient: MIX_CONNECTION as unknown as autocannon.Options['setupClient'],
  });
}

export type WriteKind = 'profile' | 'progress' | 'completion' | 'arrival';
export const WRITE_KINDS: WriteKind[] = ['profile', 'progress', 'completion', 'arrival'];

export interface Written {
  writes: number;
  failed: number;
  byKind: Record<WriteKind, number>;
}

interface Write {
  kind: WriteKind;
  method: string;
  path: string;
  token: string;
  body?: unknown;
}

/**
 * The `n`th write beside the load: each kind in turn, each writer in turn, every arrival once. Writer w
 * completes its (round / writers)th bonus: every writer a different one each time; past the last one
 * (a long soak), the completion is corrected instead (PUT /bonus_history of its latest entry).
 */
function nthWrite(n: number, writers: Writers, arrivals: string[], latestEntry: (token: string) => number | undefined): Write {
  const kind = WRITE_KINDS[n % WRITE_KINDS.length];
  const round = Math.floor(n / WRITE_KINDS.length);
  const token = writers.tokens[round % writers.tokens.length];
  const cycle = Math.floor(round / writers.tokens.length);
  switch (kind) {
    case 'profile':
      return { kind, method: 'PUT', path: '/user', token, body: { name: `Zapisovatel ${n}` } };
    case 'progress':
      // Each writer's second step done, then undone, then done again.
      return { kind, method: 'PUT', path: '/bonus_progress', token, body: { bonus_id: writers.progressBonus, step_idx: 2 - (cycle % 2) } };
    case 'completion': {
      const bonus = writers.completable[cycle];
      if (bonus !== undefined) return { kind, method: 'POST', path: '/bonus_history', token, body: { bonus_id: bonus, reached_profit: 100 } };
      return { kind, method: 'PUT', path: '/bonus_history', token, body: { id: latestEntry(token), reached_profit: 100 + cycle } };
    }
    case 'arrival':
      return { kind, method: 'GET', path: '/bonus_all', token: arrivals[round % arrivals.length] };
  }
}

/** Writes at `perSecond` while started, each as its own request, counted over every start. */
export function writesBeside(baseUrl: string, writers: Writers, arrivals: string[], perSecond: number) {
  const written: Written = { writes: 0, failed: 0, byKind: { profile: 0, progress: 0, completion: 0, arrival: 0 } };
  const pending = new Set<Promise<void>>();
  /** Each writer's latest completion (its id), for the corrections once its bonuses are all completed. */
  const latest = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  const writeNext = () => {
    const write = nthWrite(written.writes++, writers, arrivals, (token) => latest.get(token));
    written.byKind[write.kind]++;
    const headers: Record<string, string> = { authorization: `Bearer ${write.token}`, ...(write.body ? { 'content-type': 'application/json' } : {}) };
    const done = fetch(`${baseUrl}${write.path}`, { method: write.method, headers, body: write.body ? JSON.stringify(write.body) : undefined })
      .then(async (response) => {
        if (!response.ok) written.failed++;
        if (response.ok && write.kind === 'completion' && write.method === 'POST') latest.set(write.token, ((await response.json()) as { id: number }).id);
        else await response.arrayBuffer();
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
