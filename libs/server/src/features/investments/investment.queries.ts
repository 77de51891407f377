import type { DataSource } from 'typeorm';

/** The SQL of the investment guide's editing. */

/** The position after the last category, or after the last product of any category. */
export async function nextPosition(dataSource: DataSource, table: 'investment_category' | 'investment_product'): Promise<number> {
  const [{ next }] = await dataSource.query(`SELECT coalesce(max(position) + 1, 0)::int AS next FROM ${table}`);
  return next;
}
