import { bonusButtonLabel, isCasinoBonus, quickSteps, upcomingStepDue } from '@bonus/domain';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { StepIcon } from '../brand/StepIcon';
import { Button } from '../components/Button';
import type { BonusPresentation } from './bonus-presentation';
import { BonusBadges } from './BonusBadges';
import { BonusTimingLine } from './BonusTimingLine';
import { BonusFacts } from './BonusFacts';
import { OperatorMark } from './OperatorMark';
import { stepsBlockOf } from './steps-block';
import { AgeChip } from '../responsible-play/AgeChip';
import { GamblingNotice } from '../responsible-play/GamblingNotice';
import './bonus.css';

interface BonusCardProps {
  bonus: BonusPresentation;
  now: Date;
  onOpen: () => void;
  /** Why the member cannot take it (the member app's note links to its membership settings). */
  lockNote?: ReactNode;
  /** What else the member should know at a glance: deadlines, changed terms. */
  notes?: ReactNode;
  /**
   * A casino card's own 18+ and Ministry warning ('notice', a card shown alone), or only an "18+" chip where the
   * page shows the warning once above its casino offers ('chip').
   */
  gamblingNotice?: 'notice' | 'chip';
}

/**
 * A catalogue card: the operator and essentials, its time (when it starts, or by when: its end or the member's
 * next step deadline, whichever comes first), why it is locked, two quick steps and '+N more', and 'Začít' or
 * 'Pokračovat' as the card's one primary button; outside its window or locked only a lighter 'Zobrazit'.
 */
export function BonusCard({ bonus, now, onOpen, lockNote, notes, gamblingNotice = 'notice' }: BonusCardProps) {
  const { shown, moreLabel } = quickSteps(bonus.stepList);
  const block = stepsBlockOf(bonus, now);
  const label = bonusButtonLabel(bonus.stepIdx, block);
  const casino = isCasinoBonus(bonus.bonusTypeName);
  return (
    <article className={`bonus-card${block === 'locked' ? ' bonus-card--locked' : ''}`} aria-labelledby={`bonus-${bonus.id}-name`}>
      <div className="bonus-card__head">
        <OperatorMark name={bonus.company.name} logoUrl={bonus.company.logoUrl} />
        <div>
          <h3 id={`bonus-${bonus.id}-name`}>{bonus.name}</h3>
          <p className="bonus-card__company">{bonus.company.name}</p>
        </div>
      </div>
      <BonusBadges bonus={bonus} beside={casino && gamblingNotice === 'chip' && <AgeChip />} />
      <BonusFacts bonus={bonus} />
      <BonusTimingLine
        startTimestamp={bonus.startTimestamp}
        endTimestamp={bonus.endTimestamp}
        now={now}
        nextStepDueAt={upcomingStepDue(bonus.stepList.map((step) => step.due?.dueTimestamp), bonus.stepIdx, now)}
      />
      {notes}
      {lockNote}
      {shown.length > 0 && (
        <ol className="bonus-quick-steps">
          {shown.map((step, index) => {
            const done = index < bonus.stepIdx;
            return (
              <li key={step.id} className={done ? 'is-done' : undefined}>
                {done ? <Check size={16} aria-hidden="true" focusable="false" className="bonus-done-icon" /> : <StepIcon icon={step.icon} size={16} />} {step.title}
                {done && <span className="visually-hidden"> (hotovo)</span>}
              </li>
            );
          })}
          {moreLabel && <li className="bonus-quick-steps__more">{moreLabel}</li>}
        </ol>
      )}
      <Button variant={label === 'Zobrazit' ? 'secondary' : 'primary'} onClick={onOpen} aria-label={`${label}: ${bonus.name}`}>
        {label}
      </Button>
      {casino && gamblingNotice === 'notice' && <GamblingNotice compact />}
    </article>
  );
}
