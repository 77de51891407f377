import type { Gauges } from './api-gauges';
import type { PacedLoad } from './paced-reads';

/** One minute of the soak, as printed and recorded. */
export interface MinuteRow {
  minute: number;
  /** Answers a second. */
  rps: number;
  p50: number;
  p99: number;
  /** The api's resident memory at the minute's end, MB. */
  rssMb: number;
  /** The api's heap in use, MB: the least of the minute's samples (what stays after collections; one sample falls anywhere in the sawtooth). */
  heapMb: number;
  /** The api's memory outside the heap at the minute's end, MB (what of the RSS that is not heap is Buffers). */
  externalMb: number;
  /** The most database connections of the api the minute's samples saw. */
  connections: number;
  /** The api's open handles (sockets, servers): the least of the minute's samples (members' connections come and go between loads). */
  handles: number;
  /** Failed reads (not 2xx, timed out, refused), failed writes and GraphQL operations that ended with errors. */
  errors: number;
  /** The failed reads by kind, for the printed line. */
  failedReads: { timeouts: number; non2xx: number; refused: number };
}

const MB = 2 ** 20;

/** A minute's row: its load's answers (pacedReads) and the api's samples during it; `otherErrors` are the failed writes and GraphQL errors. */
export function minuteRow(minute: number, load: PacedLoad, samples: Gauges[], otherErrors: number): MinuteRow {
  return {
    minute,
    rps: Math.round(load.answered / load.durationS),
    p50: load.p50,
    p99: load.p99,
    rssMb: Math.round(samples[samples.length - 1].rssBytes / MB),
    heapMb: Math.round(Math.min(...samples.map((sample) => sample.heapUsedBytes)) / MB),
    externalMb: Math.round(samples[samples.length - 1].externalBytes / MB),
    connections: Math.max(...samples.map((sample) => sample.connections)),
    handles: Math.min(...samples.map((sample) => sample.handles)),
    errors: load.timeouts + load.non2xx + load.refused + otherErrors,
    failedReads: { timeouts: load.timeouts, non2xx: load.non2xx, refused: load.refused },
  };
}

/** The row as the soak prints it each minute. */
export function minuteLine(row: MinuteRow): string {
  return (
    `minute ${String(row.minute).padStart(2)}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, ` +
    `api RSS ${row.rssMb} MB, heap ${row.heapMb} MB, external ${row.externalMb} MB, ${row.connections} database connections, ${row.handles} open handles, ${row.errors} errors` +
    (row.errors ? ` (reads: ${row.failedReads.timeouts} timed out, ${row.failedReads.non2xx} not 2xx, ${row.failedReads.refused} refused)` : '')
  );
}
