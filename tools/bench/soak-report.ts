import type { MinuteRow } from './soak-minutes';

/** Issue #59's goals for hours of steady use, each the last minute against minute 2 (minute 1 warms up). */
const MAX_MEMORY_GROWTH_PERCENT = 15;
const MAX_P99_GROWTH = 1.5;

export interface SoakRun {
  rows: MinuteRow[];
  members: number;
  writesPerSecond: number;
  /** The closed-loop burst's throughput, and the open loop's rate (a share of it). */
  capacityRps: number;
  rateRps: number;
  /** The most connections the api may hold: its pool and its cache listener. */
  connectionCeiling: number;
  /** The api's connections still busy (a statement running, or inside a transaction) once the load stopped and its answers were in. */
  busyAfter: number;
  /** Writes done beside the reads, and the failed ones (counted in the minutes' errors too). */
  writes: number;
  failedWrites: number;
}

export interface Verdict {
  goal: string;
  measured: string;
  met: boolean;
}

export function verdictsOf(run: SoakRun): Verdict[] {
  const second = run.rows[1];
  const last = run.rows[run.rows.length - 1];
  const growth = (end: number, start: number) => `${end} MB at the end, ${start} MB at minute 2 (${end >= start ? '+' : ''}${Math.round((end / start - 1) * 100)} %)`;
  const errors = run.rows.reduce((sum, row) => sum + row.errors, 0);
  const mostConnections = Math.max(...run.rows.map((row) => row.connections));
  return [
    { goal: `api RSS at the end ≤ minute 2 + ${MAX_MEMORY_GROWTH_PERCENT} %`, measured: growth(last.rssMb, second.rssMb), met: grewAtMost(second.rssMb, last.rssMb) },
    { goal: `api heap at the end ≤ minute 2 + ${MAX_MEMORY_GROWTH_PERCENT} %`, measured: growth(last.heapMb, second.heapMb), met: grewAtMost(second.heapMb, last.heapMb) },
    { goal: `p99 of the last minute ≤ ${MAX_P99_GROWTH} × minute 2`, measured: `${last.p99} ms against ${second.p99} ms (× ${(last.p99 / Math.max(1, second.p99)).toFixed(2)})`, met: last.p99 <= MAX_P99_GROWTH * Math.max(1, second.p99) },
    { goal: 'no error', measured: `${errors} errors (${run.failedWrites} of ${run.writes} writes failed)`, met: errors === 0 },
    {
      goal: `no connection leak: at most ${run.connectionCeiling} (pool and listener), none busy once the load stopped`,
      measured: `at most ${mostConnections}, ${run.busyAfter} busy after the load`,
      met: mostConnections <= run.connectionCeiling && run.busyAfter === 0,
    },
  ];
}

/** In whole numbers, so that exactly 15 % more is within the goal. */
const grewAtMost = (start: number, end: number) => end * 100 <= start * (100 + MAX_MEMORY_GROWTH_PERCENT);

export function verdictLines(verdicts: Verdict[]): string[] {
  return verdicts.map((verdict) => `${verdict.met ? 'met    ' : 'MISSED '} ${verdict.goal}: ${verdict.measured}`);
}

/** The run as docs/benchmarks.md records it: what was loaded, the table per minute, the verdicts. */
export function soakTable(run: SoakRun, verdicts: Verdict[]): string {
  return [
    `${run.members} members reading their pages at **${run.rateRps} req/s** (half the ${run.capacityRps} req/s measured as capacity), ` +
      `${run.writesPerSecond} writes/s beside (${run.writes} writes), ${run.rows.length} minutes.`,
    '',
    '| minute | req/s | p50 ms | p99 ms | api RSS MB | api heap MB | api external MB | database connections | api open handles | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...run.rows.map((row) => `| ${row.minute} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.rssMb} | ${row.heapMb} | ${row.externalMb} | ${row.connections} | ${row.handles} | ${row.errors} |`),
    '',
    '| goal | measured | verdict |',
    '|---|---|---|',
    ...verdicts.map((verdict) => `| ${verdict.goal} | ${verdict.measured} | ${verdict.met ? 'met' : '**missed**'} |`),
  ].join('\n');
}
