import { ArrowDown, ArrowUp } from 'lucide-react';
import { useState } from 'react';
import { ChipGroup, toggle } from '../../shared/dashboard/ChipGroup';
import { activeFilterCount, BONUS_TYPE_LABELS, BONUS_TYPES, BonusFilters, BonusListView, BonusSortKey, RISK_LABELS, SPECIAL_MARK_LABELS, SPECIAL_MARKS } from '@bonus/domain';

const SORT_LABELS: Record<BonusSortKey, string> = { risk: 'Riziko', profit: 'Zisk', endDate: 'Konec platnosti' };

/**
 * Filters by type, mark and risk; sort by risk, profit or end date, ascending or descending. On phones
 * they wait behind one "Filtry" button (bonuses.css), so the first card is not a screen further down.
 */
export function BonusFiltersBar({ view, onChange }: { view: BonusListView; onChange: (change: (current: BonusListView) => BonusListView) => void }) {
  const [expanded, setExpanded] = useState(false);
  const setFilters = (change: (current: BonusFilters) => Partial<BonusFilters>) => onChange((current) => ({ ...current, filters: { ...current.filters, ...change(current.filters) } }));
  const chooseSort = (sortKey: BonusSortKey) => onChange((current) => ({ ...current, sortKey }));
  const count = activeFilterCount(view.filters);
  return (
    <div className={`bonus-filters${expanded ? ' bonus-filters--expanded' : ''}`}>
      <button type="button" className="ui-button ui-button--secondary bonus-filters__toggle" aria-expanded={expanded} aria-controls="bonus-filters-panel" onClick={() => setExpanded(!expanded)}>
        Filtry{count > 0 && ` (${count})`}
      </button>
      <div id="bonus-filters-panel" className="bonus-filters__panel">
        <ChipGroup
          legend="Typ"
          options={BONUS_TYPES.map((value) => ({ value, label: BONUS_TYPE_LABELS[value] }))}
          selected={view.filters.types}
          onToggle={(value) => setFilters((filters) => ({ types: toggle(filters.types, value) }))}
        />
        <ChipGroup
          legend="Označení"
          options={SPECIAL_MARKS.map((value) => ({ value, label: SPECIAL_MARK_LABELS[value] }))}
          selected={view.filters.marks}
          onToggle={(value) => setFilters((filters) => ({ marks: toggle(filters.marks, value) }))}
        />
        <ChipGroup
          legend="Riziko"
          options={RISK_LABELS.map((label, index) => ({ value: index + 1, label }))}
          selected={view.filters.risks}
          onToggle={(value) => setFilters((filters) => ({ risks: toggle(filters.risks, value) }))}
        />
        <div className="bonus-sort">
          <label htmlFor="bonus-sort">Řadit podle</label>
          <select id="bonus-sort" value={view.sortKey} onChange={(e) => chooseSort(e.target.value as BonusSortKey)}>
            {(Object.keys(SORT_LABELS) as BonusSortKey[]).map((key) => (
              <option key={key} value={key}>
                {SORT_LABELS[key]}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="ui-button ui-button--secondary bonus-sort__direction"
            onClick={() => onChange((current) => ({ ...current, direction: current.direction === 'asc' ? 'desc' : 'asc' }))}
            aria-label={view.direction === 'asc' ? 'Řazeno vzestupně, přepnout na sestupně' : 'Řazeno sestupně, přepnout na vzestupně'}
          >
            {view.direction === 'asc' ? <ArrowUp size={18} aria-hidden="true" focusable="false" /> : <ArrowDown size={18} aria-hidden="true" focusable="false" />}
            {view.direction === 'asc' ? 'Vzestupně' : 'Sestupně'}
          </button>
        </div>
      </div>
    </div>
  );
}
