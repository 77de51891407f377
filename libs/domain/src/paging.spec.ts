import { listPageQuerySchema, pageCountOf, pageOf, pageWindow, readPage } from './paging';

describe('list paging', () => {
  it('reads the first 20 entries when nothing is asked', () => {
    const query = listPageQuerySchema.parse({});
    expect(query).toEqual({ current_page: 1, items_per_page: 20 });
    expect(pageWindow(query)).toEqual({ limit: 20, offset: 0 });
  });

  it('skips the pages before the one asked for', () => {
    expect(pageWindow(listPageQuerySchema.parse({ current_page: 3, items_per_page: 50 }))).toEqual({ limit: 50, offset: 100 });
  });

  it.each([{ current_page: 0 }, { current_page: 1.5 }, { current_page: 40_000 }, { items_per_page: 15 }, { items_per_page: 1000 }])('refuses %p in Czech', (input) => {
    const result = listPageQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/stránky|stránce/);
  });

  it('says which page it is and how many entries there are in all', () => {
    expect(pageOf(['a'], 41, { current_page: 3, items_per_page: 20 })).toEqual({ items: ['a'], totalCount: 41, currentPage: 3, itemsPerPage: 20 });
  });

  it.each([
    [0, 20, 1],
    [20, 20, 1],
    [21, 20, 2],
    [101, 50, 3],
  ])('counts %i entries at %i per page as %i pages', (totalCount, itemsPerPage, pages) => {
    expect(pageCountOf({ totalCount, itemsPerPage })).toBe(pages);
  });

  it("reads a page's rows in its window beside the count of all entries", async () => {
    const windows: Array<{ limit: number; offset: number }> = [];
    const page = await readPage(
      { current_page: 3, items_per_page: 10 },
      async (window) => (windows.push(window), ['u', 'v']),
      async () => 22,
    );
    expect(windows).toEqual([{ limit: 10, offset: 20 }]);
    expect(page).toEqual({ items: ['u', 'v'], totalCount: 22, currentPage: 3, itemsPerPage: 10 });
  });
});
