import { BONUS_STEPS_BLOCK_NOTES, formatPercent, isCasinoBonus, VOLATILITY_LABELS } from '@bonus/domain';
import type { ReactNode } from 'react';
import { RichText } from '../components/RichText';
import type { BonusPresentation } from './bonus-presentation';
import { BonusBadges } from './BonusBadges';
import { BonusTimingLine } from './BonusTimingLine';
import { BonusFacts } from './BonusFacts';
import { BonusSteps } from './BonusSteps';
import { OperatorMark } from './OperatorMark';
import { stepsBlockOf } from './steps-block';
import { GamblingNotice } from '../responsible-play/GamblingNotice';
import './bonus.css';

interface BonusDetailProps {
  bonus: BonusPresentation;
  now: Date;
  /** Why the member cannot take it (the member app's note links to its membership settings). */
  lockNote?: ReactNode;
  /** Saving a step: no step buttons work until it is done. */
  busy?: boolean;
  /** Records the member's progress; without it the steps are shown without actions (the admin's preview). */
  onRecord?: (stepIdx: number) => void;
  /** What follows the steps: messages. */
  children?: ReactNode;
}


/** A bonus with its steps, as the member's detail shows it (inside the member app's modal or the admin's preview). */
export function BonusDetail({ bonus, now, lockNote, busy = false, onRecord, children }: BonusDetailProps) {
  const block = stepsBlockOf(bonus, now);
  return (
    <div className="bonus-detail">
      <div className="bonus-detail__summary">
        <div className="bonus-detail__operator">
          <OperatorMark name={bonus.company.name} logoUrl={bonus.company.logoUrl} size={48} />
          <div>
            <p className="bonus-detail__company">{bonus.company.name}</p>
            <BonusBadges bonus={bonus} />
          </div>
        </div>
        <BonusFacts bonus={bonus} />
        <BonusTimingLine startTimestamp={bonus.startTimestamp} endTimestamp={bonus.endTimestamp} now={now} />
      </div>
      <RichText html={bonus.description} className="bonus-detail__description" />
      <p className="bonus-detail__links">
        {block !== 'locked' && (
          <a href={bonus.urlLink} target="_blank" rel="noopener noreferrer">
            Přejít na bonus ↗
          </a>
        )}
        <a href={bonus.urlBonusConditions} target="_blank" rel="noopener noreferrer">
          Podmínky bonusu ↗
        </a>
      </p>
      {bonus.games.length > 0 && (
        <section aria-label="Hry">
          <h3>Hry</h3>
          <ul className="bonus-games">
            {bonus.games.map((game) => (
              <li key={game.id}>
                <a href={game.urlLink} target="_blank" rel="noopener noreferrer">
                  {game.name}
                </a>{' '}
                <span>
                  {game.gameStudio} · RTP {formatPercent(game.rtp)} · volatilita {VOLATILITY_LABELS[game.volatility]}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {lockNote}
      <h3>Postup</h3>
      {block && block !== 'locked' && (
        <p className="bonus-detail__blocked" role="note">
          {BONUS_STEPS_BLOCK_NOTES[block]}
        </p>
      )}
      <BonusSteps steps={bonus.stepList} stepIdx={bonus.stepIdx} busy={busy} readOnly={block !== null || !onRecord} onRecord={(step) => onRecord?.(step)} />
      {children}
      {isCasinoBonus(bonus.bonusTypeName) && <GamblingNotice />}
    </div>
  );
}
