import { countdown } from './countdown';

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
  const phase = countdown(bonus.startAt, bonus.endAt, now).phase;
  return phase === 'active' ? null : phase;
}

/** Said instead of the step actions; a locked bonus explains itself with its lock reason. */
export const BONUS_STEPS_BLOCK_NOTES: Record<Exclude<BonusStepsBlock, 'locked'>, string> = {
  waiting: 'Bonus ještě nezačal. Kroky půjde plnit od jeho začátku.',
  expired: 'Bonus už skončil, jeho kroky nelze plnit.',
};
