import { TEXT_LIMITS } from '@bonus/domain';
import { Button } from '@bonus/ui';
import { Check, Search, X } from 'lucide-react';
import { useId } from 'react';
import type { ListFilters } from './use-list-filters';
import './list-filters.css';

interface ListFilterBarProps<Row> {
  filters: ListFilters<Row>;
  /** "Zobrazeno 3 z 12": how many rows pass, of how many (a server list: matches only). */
  shown?: number;
  total?: number;
}

/**
 * The search box (filters as one types) and a row of chips per facet above an admin list. Chips are toggle
 * buttons (aria-pressed), grouped with their facet's name; the count is announced politely as it changes.
 */
export function ListFilterBar<Row>({ filters, shown, total }: ListFilterBarProps<Row>) {
  const searchId = useId();
  const { config, search, setSearch, chosen, toggle, active, clear } = filters;
  return (
    <div className="list-filters">
      <div className="list-filters__search" role="search">
        <label htmlFor={searchId}>{config.searchLabel}</label>
        <span className="list-filters__search-box">
          <Search size={16} aria-hidden="true" />
          <input id={searchId} type="search" value={search} maxLength={TEXT_LIMITS.search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />
        </span>
      </div>
      {config.facets.map((facet) => (
        <div key={facet.id} className="list-filters__facet" role="group" aria-label={facet.label}>
          <span className="list-filters__facet-label" aria-hidden="true">
            {facet.label}
          </span>
          {facet.options.map((option) => {
            const on = chosen(facet.id).includes(option.value);
            return (
              <button key={option.value} type="button" className="list-filters__chip" aria-pressed={on} onClick={() => toggle(facet, option.value)}>
                {on && <Check size={14} aria-hidden="true" />}
                {option.label}
              </button>
            );
          })}
        </div>
      ))}
      <div className="list-filters__summary">
        {shown !== undefined && (
          <p aria-live="polite" className="list-filters__count">
            {!active ? `Celkem ${shown}` : total !== undefined ? `Zobrazeno ${shown} z ${total}` : `Nalezeno ${shown}`}
          </p>
        )}
        {active && (
          <Button variant="secondary" className="list-filters__clear" onClick={clear}>
            <X size={14} aria-hidden="true" /> Zrušit filtry
          </Button>
        )}
      </div>
    </div>
  );
}
