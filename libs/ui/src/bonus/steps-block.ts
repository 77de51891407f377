import { bonusStepsBlock, BonusStepsBlock } from '@bonus/domain';
import type { BonusPresentation } from './bonus-presentation';

/** The domain rule on the wire's shape (unix seconds, a lock reason or null). */
export function stepsBlockOf(bonus: BonusPresentation, now: Date): BonusStepsBlock | null {
  return bonusStepsBlock({ startAt: new Date(bonus.startTimestamp * 1000), endAt: new Date(bonus.endTimestamp * 1000), locked: bonus.lock !== null }, now);
}
