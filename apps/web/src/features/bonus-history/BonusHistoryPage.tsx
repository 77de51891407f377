import { useQuery } from '@apollo/client/react';
import { BONUS_HISTORY_QUERY } from './bonus-history.graphql';
import type { BonusHistoryEntryView } from '../../shared/bonus-history-entry.graphql';
import {
  BONUS_TYPE_LABELS,
  BONUS_TYPES,
  BonusType,
  COUNTED,
  DEFAULT_HISTORY_PAGE_SIZE,
  DEFAULT_HISTORY_PERIOD,
  formatCount,
  HISTORY_PAGE_SIZES,
  HISTORY_PERIOD_TOTAL_LABELS,
  HistoryPeriod,
  HISTORY_PERIODS,
  pageCount,
} from '@bonus/domain';
import { Alert, DiffChip, LoadingState, Money, Pagination } from '@bonus/ui';
import { useState } from 'react';
import { ChipGroup, toggle } from '../../shared/dashboard/ChipGroup';
import { useRedirectOnLoadFailure } from '../../shared/dashboard/load-failure';
import { HistoryEditModal } from './HistoryEditModal';
import { HistoryEntries } from './HistoryEntries';
import './bonus-history.css';

const PERIOD_LABELS: Record<HistoryPeriod, string> = { week: 'Týden', month: 'Měsíc', year: 'Rok', all: 'Vše' };

/** Historie bonusů: completed bonuses with filters, paging and an edit modal (table on desktop, cards on mobile). */
export function BonusHistoryPage() {
  const [types, setTypes] = useState<BonusType[]>([]);
  const [period, setPeriod] = useState<HistoryPeriod>(DEFAULT_HISTORY_PERIOD);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_HISTORY_PAGE_SIZE);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<BonusHistoryEntryView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, previousData, loading, error } = useQuery(BONUS_HISTORY_QUERY, {
    variables: { input: { currentPage: page, itemsPerPage: pageSize, timePeriod: period, bonusTypeFilters: types } },
    fetchPolicy: 'cache-and-network',
  });
  useRedirectOnLoadFailure(Boolean(error), 'BONUS_HISTORY_LOAD_FAILED');
  const history = (data ?? previousData)?.bonusHistory;
  // Any change of filter starts again at the first page.
  const refilter = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setPage(1);
  };

  return (
    <section className="dash-page" aria-labelledby="history-title">
      <h1 id="history-title">Historie bonusů</h1>
      <div className="history-controls">
        <ChipGroup
          legend="Typ"
          options={BONUS_TYPES.map((value) => ({ value, label: BONUS_TYPE_LABELS[value] }))}
          selected={types}
          onToggle={(value) => refilter(setTypes)(toggle(types, value))}
        />
        <label>
          Období{' '}
          <select className="dash-select" value={period} onChange={(e) => refilter(setPeriod)(e.target.value as HistoryPeriod)}>
            {HISTORY_PERIODS.map((value) => (
              <option key={value} value={value}>
                {PERIOD_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Na stránku{' '}
          <select className="dash-select" value={pageSize} onChange={(e) => refilter(setPageSize)(Number(e.target.value))}>
            {HISTORY_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {notice && <Alert kind="success">{notice}</Alert>}
      {!history ? (
        loading && <LoadingState label="Načítám historii…" />
      ) : history.items.length === 0 ? (
        <div className="ui-card dash-empty">
          <p>V tomto období nemáte žádný splněný bonus.</p>
        </div>
      ) : (
        <>
          <HistoryEntries entries={history.items} onEdit={setEditing} />
          <p className="history-total" data-testid="history-total">
            {HISTORY_PERIOD_TOTAL_LABELS[period]}: <strong><Money czk={history.totals.reachedProfit} /></strong> z <Money czk={history.totals.expectedValue} /> očekávaných{' '}
            <DiffChip actual={history.totals.reachedProfit} expected={history.totals.expectedValue} /> · {formatCount(history.totalCount, COUNTED.record)}
          </p>
          <Pagination page={page} pageCount={pageCount(history.totalCount, pageSize)} onPage={setPage} />
        </>
      )}
      {editing && (
        <HistoryEditModal
          entry={editing}
          onClose={() => setEditing(null)}
          onDone={(message) => {
            setNotice(message);
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
