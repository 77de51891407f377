import { useQuery } from '@apollo/client/react';
import { BONUS_HISTORY_QUERY } from './bonus-history.graphql';
import { BonusHistoryEntryView } from '../../shared/bonus-history-entry.graphql';
import {
  BONUS_TYPE_LABELS,
  BONUS_TYPES,
  BonusType,
  COUNTED,
  DEFAULT_HISTORY_PAGE_SIZE,
  DEFAULT_HISTORY_PERIOD,
  formatCount,
  formatCzechDate,
  HISTORY_PAGE_SIZES,
  HISTORY_PERIOD_TOTAL_LABELS,
  HistoryPeriod,
  HISTORY_PERIODS,
  pageCount,
} from '@bonus/domain';
import { Alert, Button, DiffChip, LoadingState, Money, Pagination } from '@bonus/ui';
import { useState } from 'react';
import { ChipGroup, toggle } from '../../shared/dashboard/ChipGroup';
import { useRedirectOnLoadFailure } from '../../shared/dashboard/load-failure';
import { HistoryEditModal } from './HistoryEditModal';
import './bonus-history.css';

const PERIOD_LABELS: Record<HistoryPeriod, string> = { week: 'Týden', month: 'Měsíc', year: 'Rok', all: 'Vše' };
const dateOf = (entry: BonusHistoryEntryView) => formatCzechDate(new Date(entry.creationTimestamp * 1000));

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
          <table className="dash-table history-table">
            <caption className="visually-hidden">Splněné bonusy</caption>
            <thead>
              <tr>
                <th scope="col">Datum</th>
                <th scope="col">Bonus</th>
                <th scope="col">Typ</th>
                <th scope="col" className="ui-num">
                  Očekávaný zisk
                </th>
                <th scope="col" className="ui-num">
                  Dosažený zisk
                </th>
                <th scope="col" className="ui-num">
                  Rozdíl
                </th>
                <th scope="col">Poznámka</th>
                <th scope="col">
                  <span className="visually-hidden">Akce</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{dateOf(entry)}</td>
                  <td>
                    {entry.bonus.name}
                    <br />
                    <small>{entry.bonus.companyName}</small>
                  </td>
                  <td>{BONUS_TYPE_LABELS[entry.bonus.bonusType as BonusType]}</td>
                  <td className="ui-num">
                    <Money czk={entry.bonus.expectedValue} />
                  </td>
                  <td className={entry.reachedProfit < 0 ? 'ui-num is-loss' : 'ui-num'}>
                    <Money czk={entry.reachedProfit} />
                  </td>
                  <td className="ui-num">
                    <DiffChip actual={entry.reachedProfit} expected={entry.bonus.expectedValue} />
                  </td>
                  <td>{entry.note}</td>
                  <td>
                    <Button variant="secondary" onClick={() => setEditing(entry)} aria-label={`Upravit ${entry.bonus.name}`}>
                      Upravit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="history-cards">
            {history.items.map((entry) => (
              <li key={entry.id} className="ui-card">
                <p className="history-cards__date">
                  {dateOf(entry)} · {BONUS_TYPE_LABELS[entry.bonus.bonusType as BonusType]}
                </p>
                <h2>{entry.bonus.name}</h2>
                <p>
                  Dosaženo <strong className={entry.reachedProfit < 0 ? 'is-loss' : undefined}><Money czk={entry.reachedProfit} /></strong> z očekávaných <Money czk={entry.bonus.expectedValue} />{' '}
                  <DiffChip actual={entry.reachedProfit} expected={entry.bonus.expectedValue} />
                </p>
                {entry.note && <p>{entry.note}</p>}
                <Button variant="secondary" onClick={() => setEditing(entry)} aria-label={`Upravit ${entry.bonus.name}`}>
                  Upravit
                </Button>
              </li>
            ))}
          </ul>
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
