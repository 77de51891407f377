import type { MinuteRow } from './soak-minutes';
import { type SoakRun, verdictsOf } from './soak-report';

const minute = (n: number, row: Partial<MinuteRow> = {}): MinuteRow => ({ minute: n, rps: 1000, p50: 5, p99: 20, rssMb: 400, heapMb: 100, externalMb: 50, connections: 8, handles: 130, errors: 0, failedReads: { timeouts: 0, non2xx: 0, refused: 0 }, ...row });
const run = (rows: MinuteRow[], more: Partial<SoakRun> = {}): SoakRun => ({
  rows,
  members: 120,
  writesPerSecond: 5,
  capacityRps: 2000,
  rateRps: 1000,
  connectionCeiling: 11,
  busyAfter: 0,
  writes: 900,
  failedWrites: 0,
  ...more,
});
const missed = (soak: SoakRun) => verdictsOf(soak).filter((verdict) => !verdict.met).map((verdict) => verdict.goal);

describe('the soak goals', () => {
  it('compares the end with minute 2, not minute 1 (the warm-up)', () => {
    expect(missed(run([minute(1, { rssMb: 200, heapMb: 50, p99: 5 }), minute(2), minute(3, { rssMb: 460, heapMb: 115, p99: 30 })]))).toEqual([]);
  });

  it('misses memory that grew more than 15 % and a p99 that grew more than 1.5 times', () => {
    expect(missed(run([minute(1), minute(2), minute(3, { rssMb: 461 })]))).toEqual(['api RSS at the end ≤ minute 2 + 15 %']);
    expect(missed(run([minute(1), minute(2), minute(3, { heapMb: 116 })]))).toEqual(['api heap at the end ≤ minute 2 + 15 %']);
    expect(missed(run([minute(1), minute(2), minute(3, { p99: 31 })]))).toEqual(['p99 of the last minute ≤ 1.5 × minute 2']);
  });

  it('misses any error in any minute, the warm-up included', () => {
    expect(missed(run([minute(1, { errors: 1 }), minute(2), minute(3)]))).toEqual(['no error']);
  });

  it('misses connections above the pool and listener, and any still busy once the load stopped', () => {
    const leak = 'no connection leak: at most 11 (pool and listener), none busy once the load stopped';
    expect(missed(run([minute(1), minute(2, { connections: 12 }), minute(3)]))).toEqual([leak]);
    expect(missed(run([minute(1), minute(2), minute(3)], { busyAfter: 1 }))).toEqual([leak]);
  });
});
