import { bonusStepsBlock, BonusStepsBlock, cannotStart } from '@bonus/domain';
import type { BonusPresentation } from './bonus-presentation';

/** The domain rule on the wire's shape (unix seconds, a lock reason or null); an offer the member may not claim and has not started is locked too. */
export function stepsBlockOf(bonus: BonusPresentation, now: Date): BonusStepsBlock | null {
  return bonusStepsBlock({ startAt: new Date(bonus.startTimestamp * 1000), endAt: new Date(bonus.endTimestamp * 1000), locked: bonus.lock !== null || (bonus.eligibility !== undefined && cannotStart({ eligibility: bonus.eligibility, stepIdx: bonus.stepIdx })) }, now);
}
