import { bonusButtonLabel, bonusStartsText, formatCzk, quickSteps, riskLabel } from '@bonus/domain';
import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import type { BonusPresentation } from './bonus-presentation';
import { BonusBadges } from './BonusBadges';
import { BonusCountdown } from './BonusCountdown';
import { stepsBlockOf } from './steps-block';
import './bonus.css';

interface BonusCardProps {
  bonus: BonusPresentation;
  now: Date;
  onOpen: () => void;
  /** Why the member cannot take it (the member app's note links to its membership settings). */
  lockNote?: ReactNode;
}

/**
 * A catalogue card: the essentials, when it starts if it has not yet, why it is locked, two quick
 * steps and '+N more', and 'Začít' or 'Pokračovat' (only 'Zobrazit' outside its window).
 */
export function BonusCard({ bonus, now, onOpen, lockNote }: BonusCardProps) {
  const { shown, moreLabel } = quickSteps(bonus.stepList);
  const label = bonusButtonLabel(bonus.stepIdx, stepsBlockOf(bonus, now));
  const startAt = new Date(bonus.startTimestamp * 1000);
  return (
    <article className={`bonus-card${bonus.lock ? ' bonus-card--locked' : ''}`} aria-labelledby={`bonus-${bonus.id}-name`}>
      <BonusBadges bonus={bonus} />
      <h3 id={`bonus-${bonus.id}-name`}>{bonus.name}</h3>
      <p className="bonus-card__company">{bonus.company.name}</p>
      <dl className="ui-facts">
        <div>
          <dt>Očekávaný zisk</dt>
          <dd>{formatCzk(bonus.expectedValue)}</dd>
        </div>
        <div>
          <dt>Potřebný kapitál</dt>
          <dd>{formatCzk(bonus.neededCapital)}</dd>
        </div>
        <div>
          <dt>Riziko</dt>
          <dd>{riskLabel(bonus.riskRate)}</dd>
        </div>
      </dl>
      <BonusCountdown startTimestamp={bonus.startTimestamp} endTimestamp={bonus.endTimestamp} now={now} />
      {startAt > now && <p className="bonus-card__starts">{bonusStartsText(startAt)}</p>}
      {lockNote}
      {shown.length > 0 && (
        <ol className="bonus-quick-steps">
          {shown.map((step, index) => (
            <li key={step.id} className={index < bonus.stepIdx ? 'is-done' : undefined}>
              <span aria-hidden="true">{index < bonus.stepIdx ? '✅' : step.icon}</span> {step.title}
            </li>
          ))}
          {moreLabel && <li className="bonus-quick-steps__more">{moreLabel}</li>}
        </ol>
      )}
      <Button onClick={onOpen} aria-label={`${label}: ${bonus.name}`}>
        {label}
      </Button>
    </article>
  );
}
