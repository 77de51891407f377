import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { TierService } from './tier.service';
import { SharedCache } from '../../cache/shared-cache';

describe('TierService', () => {
  let db: TestDatabase;
  let service: TierService;
  const cache = new SharedCache();

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    service = new TierService(db.dataSource, cache);
  });
  afterAll(() => db.drop());

  // Changed behind the api's back, so the cached catalogue is dropped by hand.
  const onSale = async (number: number) => {
    await db.dataSource.transaction(async (m) => {
      await m.query('UPDATE generation SET in_use = false');
      await m.query('UPDATE generation SET in_use = true WHERE number = $1', [number]);
    });
    cache.clear();
  };

  it('prices the tiers for the first generation: 0, 899, 1299 Kč', async () => {
    const tiers = await service.listTiers();
    expect(tiers.map((t) => [t.id, t.code, t.price])).toEqual([
      [1, 'free', 0],
      [2, 'basic', 899],
      [3, 'premium', 1299],
    ]);
    expect(tiers.map((t) => t.referral_reward)).toEqual([5, 10, 15]);
  });

  it('charges 25 % more per later generation on sale', async () => {
    await onSale(2);
    expect((await service.listTiers()).map((t) => t.price)).toEqual([0, 1124, 1624]);
    await onSale(3);
    expect((await service.listTiers()).map((t) => t.price)).toEqual([0, 1405, 2030]);
    await onSale(1);
  });

  it('reports the generation on sale with its load capped at the limit', async () => {
    const generation = await service.generation();
    expect(generation).toMatchObject({ name: '1. generace', in_use: true, limit: 1000 });
    expect(generation.current_load).toBeLessThanOrEqual(generation.limit);
  });

  it('reports sold out when no generation is on sale', async () => {
    await db.dataSource.query('UPDATE generation SET in_use = false');
    cache.clear();
    await expect(service.listTiers()).rejects.toMatchObject({ code: 'GENERATION_SOLD_OUT', status: 409 });
    await onSale(1);
  });
});
