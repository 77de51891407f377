import { cannotStart, hiddenOffersNote } from '@bonus/domain';
import { BonusCard, Checkbox } from '@bonus/ui';
import { useState } from 'react';
import { BonusCardNotes } from './BonusCardNotes';
import { BonusLockNote } from './BonusLockNote';
import { EarningsStatsNote } from './EarningsStatsNote';
import { EligibilityPanel } from './EligibilityPanel';
import type { BonusWithDues } from './step-dues';

interface BonusListProps {
  /** The offers the filters let through, in the chosen order. */
  bonuses: BonusWithDues[];
  /** The catalogue has offers at all (the filters may have let none through). */
  anyOffers: boolean;
  summary: (count: number) => string;
  now: Date;
  onOpen: (bonusId: number) => void;
}

/**
 * The cards: by default only what the member can claim (or has started), with how many offers wait behind a
 * switch because the member has no claim to them now; those cards say why, from when, and offer a reminder.
 */
export function BonusList({ bonuses, anyOffers, summary, now, onOpen }: BonusListProps) {
  const [showIneligible, setShowIneligible] = useState(false);
  const hidden = bonuses.filter(cannotStart).length;
  const shown = showIneligible ? bonuses : bonuses.filter((bonus) => !cannotStart(bonus));
  return (
    <>
      <p className="bonus-list-summary" aria-live="polite" data-testid="bonus-list-summary">
        {summary(shown.length)}
      </p>
      {hidden > 0 && (
        <div className="bonus-ineligible-toggle">
          {!showIneligible && <p data-testid="bonus-hidden-note">{hiddenOffersNote(hidden)}</p>}
          <Checkbox label="Zobrazit i nabídky, na které teď nemáte nárok" checked={showIneligible} onChange={(e) => setShowIneligible(e.target.checked)} />
        </div>
      )}
      {shown.length === 0 ? (
        <div className="ui-card dash-empty">
          <p>
            {hidden > 0
              ? 'Na žádnou z nabídek teď nemáte nárok.'
              : anyOffers
                ? 'Žádný bonus neodpovídá zvoleným filtrům.'
                : 'Momentálně pro vás nemáme žádný další bonus. Nové přidáváme průběžně – zkuste to brzy znovu.'}
          </p>
        </div>
      ) : (
        <div className="bonus-grid">
          {shown.map((bonus) => (
            <BonusCard
              key={bonus.id}
              bonus={bonus}
              now={now}
              onOpen={() => onOpen(bonus.id)}
              notes={
                <>
                  <BonusCardNotes bonus={bonus} />
                  <EarningsStatsNote stats={bonus.earningsStats} />
                </>
              }
              lockNote={
                <>
                  {bonus.lock && <BonusLockNote lock={bonus.lock} compact />}
                  {cannotStart(bonus) && <EligibilityPanel bonus={bonus} compact />}
                </>
              }
            />
          ))}
        </div>
      )}
    </>
  );
}
