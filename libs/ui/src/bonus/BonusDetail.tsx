import { BONUS_STEPS_BLOCK_NOTES, formatPercent, isCasinoBonus, VOLATILITY_LABELS } from '@bonus/domain';
import type { ReactNode } from 'react';
import { RichText } from '../components/RichText';
import type { BonusPresentation } from './bonus-presentation';
import { BonusBadges } from './BonusBadges';
import { BonusNextStep } from './BonusNextStep';
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
  /** Why the member cannot take it, and what changed in its terms: said before the steps. */
  lockNote?: ReactNode;
  /** The detail's one primary button, in its next-step bar; without it the steps are shown without actions (the admin's preview). */
  action?: ReactNode;
  /** The "⋯" menu of rarer actions, beside the primary one. */
  menu?: ReactNode;
  /** Where the member uploads a newer statement, beside a step's progress from their statements. */
  statementLink?: ReactNode;
  /** Messages about the steps (a refused step), right after them. */
  children?: ReactNode;
  /** What follows the steps: the offer's value, who may claim it, what others earned. */
  after?: ReactNode;
}

/**
 * A bonus as the member's detail shows it (inside the member app's modal or the admin's preview), task first
 * (issue #58 §3): the next step and the one action it needs, kept in view; the steps with their progress; then
 * what the offer is worth and what it is. A casino offer carries the 18+ and Ministry warning once, at the top.
 */
export function BonusDetail({ bonus, now, lockNote, action, menu, statementLink, children, after }: BonusDetailProps) {
  const block = stepsBlockOf(bonus, now);
  return (
    <div className="bonus-detail">
      <BonusNextStep steps={bonus.stepList} stepIdx={bonus.stepIdx} now={now} action={action} menu={menu} />
      {isCasinoBonus(bonus.bonusTypeName) && <GamblingNotice />}
      {lockNote}
      <section className="bonus-detail__section" aria-labelledby={`bonus-${bonus.id}-steps`}>
        <h3 id={`bonus-${bonus.id}-steps`}>Postup</h3>
        {block && block !== 'locked' && (
          <p className="bonus-detail__blocked" role="note">
            {BONUS_STEPS_BLOCK_NOTES[block]}
          </p>
        )}
        <BonusSteps steps={bonus.stepList} stepIdx={bonus.stepIdx} now={now} readOnly={block !== null || !action} statementLink={statementLink} />
        {children}
      </section>
      {after}
      <section className="bonus-detail__section" aria-labelledby={`bonus-${bonus.id}-about`}>
        <h3 id={`bonus-${bonus.id}-about`}>O nabídce</h3>
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
          <>
            <h4>Hry</h4>
            <ul className="bonus-games" aria-label="Hry">
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
          </>
        )}
      </section>
    </div>
  );
}
