import { activeFilterCount, bonusListViewFromQuery, bonusListViewToQuery, DEFAULT_BONUS_LIST_VIEW } from './bonus-list-query';

describe('the bonus list view in the address', () => {
  it('round-trips filters and sort', () => {
    const view = { filters: { types: ['bank', 'slot'] as const, marks: ['VIP'] as const, risks: [1, 3] }, sortKey: 'profit' as const, direction: 'desc' as const };
    const query = bonusListViewToQuery(view);
    expect(query.toString()).toBe('type=bank%2Cslot&mark=VIP&risk=1%2C3&sort=profit&dir=desc');
    expect(bonusListViewFromQuery(new URLSearchParams(query.toString()))).toEqual(view);
  });

  it('leaves the defaults out of the address', () => {
    expect(bonusListViewToQuery(DEFAULT_BONUS_LIST_VIEW).toString()).toBe('');
    expect(bonusListViewFromQuery(new URLSearchParams())).toEqual(DEFAULT_BONUS_LIST_VIEW);
  });

  it('drops what it does not know from an edited or old link', () => {
    const view = bonusListViewFromQuery(new URLSearchParams('type=bank,poker,bank&mark=gold&risk=0,2,9,x&sort=name&dir=up'));
    expect(view).toEqual({ filters: { types: ['bank'], marks: [], risks: [2] }, sortKey: 'endDate', direction: 'asc' });
  });

  it('counts the filters that are on', () => {
    expect(activeFilterCount({ types: ['bank'], marks: ['VIP'], risks: [1, 2] })).toBe(4);
    expect(activeFilterCount(DEFAULT_BONUS_LIST_VIEW.filters)).toBe(0);
  });
});
