import { DataSource } from 'typeorm';
import { DomainError } from '@bonus/domain';

const ORDERED_TABLES = ['faq', 'faq_category', 'investment_category', 'investment_product'] as const;

/** Gives the listed rows positions 0, 1, 2 … in one statement; an unknown id changes nothing. */
export async function reorder(dataSource: DataSource, table: (typeof ORDERED_TABLES)[number], ids: number[]): Promise<void> {
  if (!ORDERED_TABLES.includes(table)) throw new RangeError(`Not an ordered table: ${table}`);
  await dataSource.transaction(async (manager) => {
    const [, affected] = await manager.query(
      `UPDATE ${table} AS t SET position = o.position - 1 FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position) WHERE t.id = o.id`,
      [ids],
    );
    if (affected !== new Set(ids).size) throw new DomainError('NOT_FOUND', { table, ids });
  });
}
