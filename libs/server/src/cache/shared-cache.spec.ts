import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { CACHE_KEYS, SharedCache } from './shared-cache';

describe('SharedCache', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(() => db.drop());

  it('loads once for concurrent readers and keeps the value until its TTL', async () => {
    let clock = 5_000;
    const cache = new SharedCache(() => clock);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', 1000, load), cache.get('k', 1000, load), cache.get('k', 1000, load)])).toEqual([1, 1, 1]);
    clock = 6_000;
    expect(await cache.get('k', 1000, load)).toBe(1);
    expect(cache.peek('k')).toBe(1);
    clock = 6_001;
    expect(cache.peek('k')).toBeUndefined(); // peeking never loads, nor serves past the TTL
    expect(await cache.get('k', 1000, load)).toBe(2);
  });

  it('keeps at most 50 000 entries, dropping the least recently used first', async () => {
    let clock = 0;
    const cache = new SharedCache(() => clock);
    for (let i = 0; i < 5_000; i++) await cache.get(`short:${i}`, 10, async () => i);
    for (let i = 0; i < 60_000; i++) await cache.get(`long:${i}`, 60_000, async () => i);
    clock = 100; // the short ones have expired
    await cache.get('one-more', 60_000, async () => 0);
    let loads = 0;
    const count = async () => ++loads;
    // The oldest entries made room; the newest are still cached.
    expect(await cache.get('long:0', 60_000, count)).toBe(1);
    expect(await cache.get('long:59999', 60_000, count)).toBe(59_999);
    expect(loads).toBe(1);
  });

  it('drops expired entries that are never read again within a minute, however few are stored', async () => {
    let clock = 1_000; // lru-cache takes a start time of 0 for none
    const cache = new SharedCache(() => clock);
    // A member's reads under the data_version before their last write: never asked for again.
    for (let i = 0; i < 1_000; i++) await cache.get(`member:1:${i}:bonuses`, 5 * 60_000, async () => i);
    await cache.get('catalogue:tiers', 10 * 60_000, async () => 'tiers');
    clock += 5 * 60_000 + 1;
    expect(cache.size).toBe(1_001); // nothing read them, so nothing dropped them yet
    await cache.get('one-more', 60_000, async () => 0);
    expect(cache.size).toBe(2);
    expect(cache.peek('catalogue:tiers')).toBe('tiers');
  });

  it('does not keep a failed load', async () => {
    const cache = new SharedCache();
    await expect(cache.get('k', 1000, () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', 1000, async () => 'ok')).toBe('ok');
  });

  it('does not store what a load read before an invalidation that came during it', async () => {
    const cache = new SharedCache();
    let release!: (value: string) => void;
    const slow = cache.get('k', 60_000, () => new Promise<string>((resolve) => (release = resolve)));
    await cache.invalidate('k', db.dataSource.manager);
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('k', 60_000, async () => 'new')).toBe('new');
  });

  it('drops a key in every copy listening on the database, and only when the changing transaction commits', async () => {
    const here = new SharedCache();
    const there = new SharedCache();
    await there.listen(db.url);
    try {
      let version = 1;
      const read = () => there.get(CACHE_KEYS.tiers, 60_000, async () => version);
      expect(await read()).toBe(1);
      version = 2;
      await db.dataSource.transaction(async (manager) => {
        await here.invalidate(CACHE_KEYS.catalogue, manager);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await read()).toBe(1); // not committed yet: the other copy still serves its value
      });
      await waitFor(async () => (await read()) === 2);
      // A rolled-back change sends nothing.
      version = 3;
      await db.dataSource
        .transaction(async (manager) => {
          await here.invalidate(CACHE_KEYS.catalogue, manager);
          throw new Error('rollback');
        })
        .catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await read()).toBe(2);
    } finally {
      await there.close();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
