import { cannotStart, hiddenOffersNote, isCasinoBonus } from '@bonus/domain';
import { BonusCard, Checkbox, GamblingNotice } from '@bonus/ui';
import { useState } from 'react';
import { BonusCardNotes } from './BonusCardNotes';
import { BonusLockNote } from './BonusLockNote';
import { EarningsStatsNote } from './EarningsStatsNote';
import { EligibilityPanel } from './EligibilityPanel';
import { PausedCasinoOffers } from './PausedCasinoOffers';
import type { BonusWithDues } from './step-dues';

interface BonusListProps {
  /** The offers the filters let through, in the chosen order. */
  bonuses: BonusWithDues[];
  /** The catalogue has offers at all (the filters may have let none through). */
  anyOffers: boolean;
  summary: (count: number) => string;
  now: Date;
  /** When the member's casino pause ends (their session's), for the line that stands for the paused offers. */
  casinoPauseUntil: Date | null;
  onOpen: (bonusId: number) => void;
}

const pausedOut = (bonus: BonusWithDues) => bonus.lock?.code === 'CASINO_PAUSE';

/**
 * The cards: by default only what the member can claim (or has started), with how many offers wait behind a
 * switch because the member has no claim to them now; those cards say why, from when, and offer a reminder.
 * During a casino pause the casino offers stand behind one line instead. One 18+ and Ministry warning above
 * the cards stands for every casino offer listed; each casino card carries only an "18+" chip.
 */
export function BonusList({ bonuses, anyOffers, summary, now, casinoPauseUntil, onOpen }: BonusListProps) {
  const [showIneligible, setShowIneligible] = useState(false);
  const paused = bonuses.filter(pausedOut);
  const listed = bonuses.filter((bonus) => !pausedOut(bonus));
  const hidden = listed.filter(cannotStart).length;
  const shown = showIneligible ? listed : listed.filter((bonus) => !cannotStart(bonus));
  const listsCasino = paused.length > 0 || shown.some((bonus) => isCasinoBonus(bonus.bonusTypeName));
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
      {listsCasino && <GamblingNotice />}
      {paused.length > 0 && <PausedCasinoOffers offers={paused} pauseUntil={casinoPauseUntil} now={now} />}
      {shown.length === 0 && paused.length === 0 && (
        <div className="ui-card dash-empty">
          <p>
            {hidden > 0
              ? 'Na žádnou z nabídek teď nemáte nárok.'
              : anyOffers
                ? 'Žádný bonus neodpovídá zvoleným filtrům.'
                : 'Momentálně pro vás nemáme žádný další bonus. Nové přidáváme průběžně – zkuste to brzy znovu.'}
          </p>
        </div>
      )}
      {shown.length > 0 && (
        <div className="bonus-grid">
          {shown.map((bonus) => (
            <BonusCard
              key={bonus.id}
              bonus={bonus}
              now={now}
              gamblingNotice="chip"
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
