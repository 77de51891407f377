import { formatCzk, formatPercent, limitShare, sourceDates, TAX_GAME_TYPE_LABELS, TAX_SUMMARY_NOTE, TaxGameType } from '@bonus/domain';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import type { TaxPositionView } from './tax-position.graphql';
import './tax-position.css';

interface TaxPositionProps {
  position: TaxPositionView;
  /** The overview's card: no rules and sources (the reports have them). */
  compact?: boolean;
}

/** The year's position: each gambling game type against its exemption, other income against the occasional-income limit, warnings, and the rules with their sources. */
export function TaxPosition({ position, compact = false }: TaxPositionProps) {
  return (
    <div className="tax-position" data-testid="tax-position">
      <ul className="tax-position__limits">
        {position.gambling.map((row) => (
          <LimitBar key={row.gameType} label={`${TAX_GAME_TYPE_LABELS[row.gameType as TaxGameType]}, čistá výhra`} amount={row.net} limit={position.gamblingLimit} testId={`tax-${row.gameType}`} />
        ))}
        <LimitBar label="Bankovní bonusy a odměny za doporučení" amount={position.otherIncome.total} limit={position.otherIncome.limit} note={position.otherIncome.note} testId="tax-other-income" />
      </ul>
      {position.warnings.length > 0 && (
        <div role="status">
          <ul className="tax-position__warnings">
            {position.warnings.map((warning) => (
              <li key={`${warning.code}-${warning.message}`}>
                <TriangleAlert aria-hidden="true" size={18} />
                <span>{warning.message}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="tax-position__note">{TAX_SUMMARY_NOTE}</p>
      {!compact && (
        <details className="tax-position__sources">
          <summary>Pravidla a zdroje</summary>
          <ul>
            {position.sources.map((source) => (
              <li key={source.url}>
                <p>{source.rule}</p>
                <p className="tax-position__law">
                  {source.law} · {sourceDates(source)} ·{' '}
                  <a href={source.url} target="_blank" rel="noreferrer">
                    zdroj
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function LimitBar({ label, amount, limit, note, testId }: { label: string; amount: number; limit: number; note?: string; testId: string }) {
  const id = useId();
  const share = limitShare(amount, limit);
  return (
    <li className="tax-position__limit">
      <label htmlFor={id}>
        <span>{label}</span>
        <span className="tax-position__figure">
          <strong data-testid={testId}>{formatCzk(amount)}</strong> z {formatCzk(limit)} ({formatPercent(Math.round(share * 100))})
        </span>
      </label>
      <progress id={id} max={100} value={Math.round(share * 100)} className={share >= 0.8 ? 'tax-position__bar--near' : undefined} />
      {note && <span className="tax-position__limit-note">{note}</span>}
    </li>
  );
}
