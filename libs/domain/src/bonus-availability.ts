import { formatCzechDateTime } from './money';

/** Where a bonus is in its window (spec section 4): not started yet, running, or over. */
export type BonusPhase = 'waiting' | 'active' | 'expired';

export function bonusPhase(startAt: Date, endAt: Date, now: Date): BonusPhase {
  if (now < startAt) return 'waiting';
  return now < endAt ? 'active' : 'expired';
}

/**
 * Why a member cannot record a bonus's steps now, or null when they can. The server refuses steps
 * outside the bonus's window (spec section 4), and a locked bonus needs another tier first, so the
 * screens offer no step actions then rather than a button that fails.
 */
export type BonusStepsBlock = 'locked' | 'waiting' | 'expired';

export interface BonusWindow {
  startAt: Date;
  endAt: Date;
  locked: boolean;
}

export function bonusStepsBlock(bonus: BonusWindow, now: Date): BonusStepsBlock | null {
  if (bonus.locked) return 'locked';
  const phase = bonusPhase(bonus.startAt, bonus.endAt, now);
  return phase === 'active' ? null : phase;
}

/** Said instead of the step actions; a locked bonus explains itself with its lock reason. */
export const BONUS_STEPS_BLOCK_NOTES: Record<Exclude<BonusStepsBlock, 'locked'>, string> = {
  waiting: 'Bonus ještě nezačal. Kroky půjde plnit od jeho začátku.',
  expired: 'Bonus už skončil, jeho kroky nelze plnit.',
};

/** Said beside the refusal BONUS_NOT_STARTED ('Bonus ještě nezačal.'): from when it can be started. */
export function bonusNotStartedReason(startAt: Date): string {
  return `Začít ho můžete od ${formatCzechDateTime(startAt)}.`;
}
