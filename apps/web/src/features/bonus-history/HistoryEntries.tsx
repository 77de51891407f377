import { BONUS_TYPE_LABELS, BonusType, formatCzechDate } from '@bonus/domain';
import { Button, DiffChip, Money } from '@bonus/ui';
import type { BonusHistoryEntryView } from '../../shared/bonus-history-entry.graphql';

const dateOf = (entry: BonusHistoryEntryView) => formatCzechDate(new Date(entry.creationTimestamp * 1000));

/** One page of completed bonuses: a table on desktop, cards on mobile (CSS shows one of them), each with its edit button. */
export function HistoryEntries({ entries, onEdit }: { entries: BonusHistoryEntryView[]; onEdit: (entry: BonusHistoryEntryView) => void }) {
  return (
    <>
      <table className="dash-table history-table">
        <caption className="visually-hidden">Splněné bonusy</caption>
        <thead>
          <tr>
            <th scope="col">Datum</th>
            <th scope="col">Bonus</th>
            <th scope="col">Typ</th>
            <th scope="col" className="ui-num">
              Očekávaná hodnota
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
          {entries.map((entry) => (
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
                <Button variant="secondary" onClick={() => onEdit(entry)} aria-label={`Upravit ${entry.bonus.name}`}>
                  Upravit
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="history-cards">
        {entries.map((entry) => (
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
            <Button variant="secondary" onClick={() => onEdit(entry)} aria-label={`Upravit ${entry.bonus.name}`}>
              Upravit
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
