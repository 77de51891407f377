import type { DataSource } from 'typeorm';
import { WindowCounters } from './window-counters';

/** A database whose upserts answer when the test says so, adding each batch to its own totals. */
function slowDatabase() {
  const totals = new Map<string, number>();
  const waiting: (() => void)[] = [];
  const query = async (sql: string, parameters: [string[], string[], Date[], number[]] | undefined) => {
    if (sql.startsWith('DELETE')) return [];
    const [buckets, keys, windows, counts] = parameters!;
    await new Promise<void>((resolve) => waiting.push(resolve));
    return buckets.map((bucket, i) => {
      const id = `${bucket}|${keys[i]}|${windows[i].getTime()}`;
      totals.set(id, (totals.get(id) ?? 0) + counts[i]);
      return { bucket, key: keys[i], window_start: windows[i], count: totals.get(id) };
    });
  };
  const dataSource = { isInitialized: true, manager: { query } } as unknown as DataSource;
  return { dataSource, totals, answer: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('WindowCounters', () => {
  const at = Date.UTC(2026, 10, 29, 10, 0, 5);

  it('refuses past the limit with the seconds left in the window, and does not count a refusal', () => {
    const counters = new WindowCounters(slowDatabase().dataSource, { windowSeconds: 60, syncMs: 1000 });
    expect([1, 2, 3].map(() => counters.hit('edge:ip', '203.0.113.1', 3, at).allowed)).toEqual([true, true, true]);
    expect(counters.hit('edge:ip', '203.0.113.1', 3, at)).toEqual({ allowed: false, retryAfterSeconds: 55 });
    expect(counters.hit('edge:ip', '203.0.113.2', 3, at).allowed).toBe(true);
    // A new window starts from nothing.
    expect(counters.hit('edge:ip', '203.0.113.1', 3, at + 55_000).allowed).toBe(true);
  });

  it('keeps counting the hits of a flush under way, and learns the other copies’ totals when it answers', async () => {
    const database = slowDatabase();
    const counters = new WindowCounters(database.dataSource, { windowSeconds: 60, syncMs: 1000 });
    const now = Date.now();
    for (let i = 0; i < 3; i++) counters.hit('edge:ip', '203.0.113.9', 5, now);
    const flushed = counters.flush();
    await tick();
    // Three are on their way to the database: two more reach the limit of 5.
    expect([1, 2, 3].map(() => counters.hit('edge:ip', '203.0.113.9', 5, now).allowed)).toEqual([true, true, false]);
    // Another copy counted 4 meanwhile.
    const windowStart = now - (now % 60_000);
    database.totals.set(`edge:ip|203.0.113.9|${windowStart}`, 4);
    database.answer();
    await flushed;
    const second = counters.flush();
    await tick();
    database.answer();
    await second;
    expect(database.totals.get(`edge:ip|203.0.113.9|${windowStart}`)).toBe(9);
    expect(counters.hit('edge:ip', '203.0.113.9', 10, now).allowed).toBe(true);
    expect(counters.hit('edge:ip', '203.0.113.9', 10, now).allowed).toBe(false);
  });
});
