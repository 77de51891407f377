// The api as a live site loads it (issue #56), part of `npm run bench:api`: many members who have all opened their
// pages before, at 50 connections, reading the web app's page documents and the REST reads, while other members
// write beside them (profile changes, bonus progress and completions, and members arriving, whose first request
// of a minute notes their presence). Measured in the same run against one member repeating the same reads with no
// writers: the mix must keep MIN_MIX_SHARE of that throughput at a p99 of MAX_MIX_P99_MS.
import type { DataSource } from 'typeorm';
import { metricTotal, scrapeMetrics } from './api-metrics';
import { loadReads, type MixRequest, prepareSiteMembers, WRITE_KINDS, writesBeside, type Written } from './page-mix';

export interface LiveMixOptions {
  baseUrl: string;
  dataSource: DataSource;
  projectId: string;
  idToken: (email: string) => Promise<string>;
  durationS: number;
  members: number;
  writesPerSecond: number;
}

export interface LiveMixResult {
  table: string;
  pass: boolean;
}

const CONNECTIONS = 50;
const MAX_MIX_P99_MS = 100;
/** The one-member load and the mix take turns in this many rounds each. */
const MIX_ROUNDS = 5;
const MIN_MIX_SHARE = 0.6;

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Share of the signed-in reads the response cache answered during the load. */
  hitShare: number;
}

export async function loadLiveMix(options: LiveMixOptions): Promise<LiveMixResult> {
  const { baseUrl } = options;
  // Every member has opened their pages before, shortly before (an answer lives a minute).
  const { readers, writers, arrivals, reads, reset } = await prepareSiteMembers(baseUrl, options.dataSource, options.projectId, options.members, options.idToken);
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
  await reset();

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

/** The response cache's hits and misses so far, both surfaces. */
async function cacheCounts(options: LiveMixOptions): Promise<{ hits: number; misses: number }> {
  const text = await scrapeMetrics(options.baseUrl);
  return { hits: metricTotal(text, 'kept_answers_total', { outcome: 'hit' }), misses: metricTotal(text, 'kept_answers_total', { outcome: 'miss' }) };
}

/** Loads the reads as `tokens` (each connection asking as several members in turn) in a worker thread. */
async function measure(options: LiveMixOptions, reads: MixRequest[], tokens: string[], name: string, durationS: number): Promise<Measured> {
  process.stdout.write(`${name}: ${durationS} s at ${CONNECTIONS} connections… `);
  const before = await cacheCounts(options);
  const result = await loadReads(options.baseUrl, reads, tokens, CONNECTIONS, durationS);
  const after = await cacheCounts(options);
  const hits = after.hits - before.hits;
  const hitShare = hits / Math.max(1, hits + after.misses - before.misses);
  // autocannon counts a timeout among its errors already.
  const measured = { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, hitShare };
  console.log(`${Math.round(measured.rps)} req/s, p99 ${measured.p99} ms, ${Math.round(hitShare * 100)} % from the response cache${measured.errors ? `, ${measured.errors} errors` : ''}`);
  return measured;
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
