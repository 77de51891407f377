import type { DataSource, EntityManager } from 'typeorm';

/**
 * Works through a queue table (deliveries to send, say) in batches, each in a transaction of its own:
 * `claim` selects up to `size` due rows FOR UPDATE SKIP LOCKED, so copies running at once never take the
 * same row, and `handle` settles each row inside that transaction. Stops after a batch that was not full.
 */
export async function drainInLockedBatches<Row>(
  dataSource: DataSource,
  size: number,
  claim: (manager: EntityManager, size: number) => Promise<Row[]>,
  handle: (manager: EntityManager, row: Row) => Promise<void>,
): Promise<void> {
  for (;;) {
    const handled = await dataSource.transaction(async (manager) => {
      const batch = await claim(manager, size);
      for (const row of batch) await handle(manager, row);
      return batch.length;
    });
    if (handled < size) return;
  }
}
