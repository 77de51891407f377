import { z } from 'zod';
import { HISTORY_PAGE_SIZES, type HistoryPageSize } from './history';
import { DB_SMALLINT_MAX } from './input-bounds';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** Lists that grow (payouts, invited members, newsletters, promo codes, earnings to review) are read a page at a time. */
export const DEFAULT_LIST_PAGE_SIZE: HistoryPageSize = 20;

/** A page number counted from 1; 1 when omitted. */
export const pageNumberSchema = z.number({ error: M.pageInvalid }).int({ error: M.pageInvalid }).min(1, { error: M.pageInvalid }).max(DB_SMALLINT_MAX, { error: M.pageInvalid }).optional().default(1);

/** Entries per page: 10, 20, 50 or 100; `fallback` when omitted. */
export const pageSizeSchema = (fallback: HistoryPageSize) => z.literal(HISTORY_PAGE_SIZES, { error: M.pageSizeInvalid }).optional().default(fallback);

export const listPageQuerySchema = z.object({ current_page: pageNumberSchema, items_per_page: pageSizeSchema(DEFAULT_LIST_PAGE_SIZE) });
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/** One page of a list, with how many entries there are in all. */
export interface Page<Item> {
  items: Item[];
  totalCount: number;
  currentPage: number;
  itemsPerPage: number;
}

/** The rows a page covers, for LIMIT and OFFSET. */
export function pageWindow({ current_page, items_per_page }: ListPageQuery): { limit: number; offset: number } {
  return { limit: items_per_page, offset: (current_page - 1) * items_per_page };
}

/** How many pages a list has (at least 1, so an empty list shows page 1 of 1). */
export function pageCountOf({ totalCount, itemsPerPage }: { totalCount: number; itemsPerPage: number }): number {
  return Math.max(1, Math.ceil(totalCount / itemsPerPage));
}

export function pageOf<Item>(items: Item[], totalCount: number, { current_page, items_per_page }: ListPageQuery): Page<Item> {
  return { items, totalCount, currentPage: current_page, itemsPerPage: items_per_page };
}

/** Reads one page: its rows (within the page's window) and the count of all entries, side by side. */
export async function readPage<Item>(query: ListPageQuery, rows: (window: { limit: number; offset: number }) => Promise<Item[]>, count: () => Promise<number>): Promise<Page<Item>> {
  const [items, totalCount] = await Promise.all([rows(pageWindow(query)), count()]);
  return pageOf(items, totalCount, query);
}
