import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { czechCollator, matchesSearch } from './czech-text';

/** One facet of a list shown as filter chips ("Typ": Bankovní, Automaty …). */
export interface ListFacet<Row> {
  /** Its key in the URL query string (?type=bank,slot). */
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  /** One value at most (a server filter that takes one); otherwise any number, a row passing with any of them. */
  single?: boolean;
  /** Client-side lists: the row's value(s) for this facet. Server-side lists leave it out and send `chosen` to the api. */
  valueIn?: (row: Row) => string | readonly string[];
}

export interface ListFiltersConfig<Row> {
  /** The search box's label ("Hledat bonus nebo provozovatele"). */
  searchLabel: string;
  facets: readonly ListFacet<Row>[];
  /** Client-side lists: the text a row is searched in. */
  text?: (row: Row) => string;
  /** Client-side lists: the name rows are sorted by, in Czech order. */
  sortBy?: (row: Row) => string;
  /** Runs on every change of the search or a chip (a server-paged list goes back to its first page). */
  onChange?: () => void;
}

/** The URL key of the search text; other pages link to a list with it (/admin/users?search=jana@example.cz). */
export const SEARCH_PARAM = 'search';
/** How long typing rests before a server-side search goes out. */
export const SERVER_SEARCH_DELAY_MS = 300;

/**
 * A list's search box and filter chips, kept in the URL query string so a reload or the back button
 * brings the same view again. Client-side lists get `apply` (filter, then sort in Czech order); server-side
 * lists send `serverSearch` (settled after typing pauses) and `chosen` to the api.
 */
export function useListFilters<Row>(config: ListFiltersConfig<Row>) {
  const [params, setParams] = useSearchParams();
  const search = params.get(SEARCH_PARAM) ?? '';
  // Only values the facet offers: an edited or outdated address cannot send the api a value it refuses.
  const chosen = (facetId: string) => {
    const facet = config.facets.find((candidate) => candidate.id === facetId);
    return (params.get(facetId) ?? '').split(',').filter((value) => facet?.options.some((option) => option.value === value));
  };
  const serverSearch = useSettled(search, SERVER_SEARCH_DELAY_MS);

  // Typing replaces the history entry (one entry per list view, not per keystroke); the back button leaves the list as it was.
  const update = (change: (next: URLSearchParams) => void) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
    config.onChange?.();
  };
  const setValue = (key: string, value: string) => update((next) => (value ? next.set(key, value) : next.delete(key)));

  const setSearch = (text: string) => setValue(SEARCH_PARAM, text);
  const toggle = (facet: ListFacet<Row>, value: string) => {
    const current = chosen(facet.id);
    const on = current.includes(value);
    setValue(facet.id, (facet.single ? (on ? [] : [value]) : on ? current.filter((v) => v !== value) : [...current, value]).join(','));
  };
  const active = search !== '' || config.facets.some((facet) => chosen(facet.id).length > 0);
  const clear = () => update((next) => [SEARCH_PARAM, ...config.facets.map((facet) => facet.id)].forEach((key) => next.delete(key)));

  const passes = (row: Row) =>
    (!search || !config.text || matchesSearch(config.text(row), search)) &&
    config.facets.every((facet) => {
      const wanted = chosen(facet.id);
      if (wanted.length === 0 || !facet.valueIn) return true;
      const values = ([] as string[]).concat(facet.valueIn(row));
      return values.some((value) => wanted.includes(value));
    });
  const apply = (rows: readonly Row[] | undefined): Row[] | undefined => {
    if (!rows) return undefined;
    const kept = rows.filter(passes);
    const { sortBy } = config;
    return sortBy ? kept.sort((a, b) => czechCollator.compare(sortBy(a), sortBy(b))) : kept;
  };

  return { search, serverSearch, chosen, setSearch, toggle, clear, active, apply, config };
}

export type ListFilters<Row> = ReturnType<typeof useListFilters<Row>>;

/** `value` once it has stayed the same for `delay` ms (the first value at once). */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
