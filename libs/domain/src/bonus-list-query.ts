import { BONUS_TYPES, RISK_MAX, RISK_MIN, SPECIAL_MARKS } from './bonuses';
import { BonusFilters, BonusSortKey, NO_FILTERS, SortDirection } from './bonus-list';

/** What the member chose on the bonus list: filters and sort. */
export interface BonusListView {
  filters: BonusFilters;
  sortKey: BonusSortKey;
  direction: SortDirection;
}

export const DEFAULT_BONUS_LIST_VIEW: BonusListView = { filters: NO_FILTERS, sortKey: 'endDate', direction: 'asc' };

const SORT_KEYS: readonly BonusSortKey[] = ['risk', 'profit', 'endDate'];
const DIRECTIONS: readonly SortDirection[] = ['asc', 'desc'];

/** Values of a comma-separated parameter that are among `allowed`; anything else (an old or edited link) is dropped. */
function listParam<T>(params: URLSearchParams, name: string, allowed: readonly T[], parse: (raw: string) => unknown = (raw) => raw): T[] {
  const raw = params.get(name);
  if (!raw) return [];
  return [...new Set(raw.split(',').map(parse))].filter((value): value is T => allowed.includes(value as T));
}

/**
 * The list's view kept in the address (?type=bank,slot&mark=VIP&risk=1,2&sort=profit&dir=desc), so it
 * survives a reload and a filtered list can be shared. Defaults are left out to keep the address short.
 */
export function bonusListViewFromQuery(params: URLSearchParams): BonusListView {
  const risks = Array.from({ length: RISK_MAX - RISK_MIN + 1 }, (_, index) => RISK_MIN + index);
  const sortKey = params.get('sort') as BonusSortKey;
  const direction = params.get('dir') as SortDirection;
  return {
    filters: { types: listParam(params, 'type', BONUS_TYPES), marks: listParam(params, 'mark', SPECIAL_MARKS), risks: listParam(params, 'risk', risks, Number) },
    sortKey: SORT_KEYS.includes(sortKey) ? sortKey : DEFAULT_BONUS_LIST_VIEW.sortKey,
    direction: DIRECTIONS.includes(direction) ? direction : DEFAULT_BONUS_LIST_VIEW.direction,
  };
}

export function bonusListViewToQuery(view: BonusListView): URLSearchParams {
  const params = new URLSearchParams();
  const lists = { type: view.filters.types, mark: view.filters.marks, risk: view.filters.risks };
  for (const [name, values] of Object.entries(lists)) if (values.length) params.set(name, values.join(','));
  if (view.sortKey !== DEFAULT_BONUS_LIST_VIEW.sortKey) params.set('sort', view.sortKey);
  if (view.direction !== DEFAULT_BONUS_LIST_VIEW.direction) params.set('dir', view.direction);
  return params;
}

/** How many filters are on, for the collapsed "Filtry" control on phones. */
export function activeFilterCount(filters: BonusFilters): number {
  return filters.types.length + filters.marks.length + filters.risks.length;
}
