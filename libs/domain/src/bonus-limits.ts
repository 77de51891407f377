import type { BonusType, SpecialMark } from './bonuses';
import { isCasinoBonus } from './bonuses';
import { CASINO_LOCK_CODES, casinoLock, PlayStanding } from './responsible-play';
import { czkToHalere, Halere } from './money';
import { TIER_CODES, TIER_LIMITS, TierCode, UNLIMITED } from './tiers';

/**
 * Tier limits on bonuses (spec section 6), enforced by the server and shown on the cards.
 *
 * Our reading of the limits table: both the bank and the casino (slot, live, registration) limits
 * count per calendar month (Prague time). A bonus takes a slot when the member starts it (records
 * its first step) and keeps it while in progress; a completion counts in the month it was recorded.
 * Undoing a bonus back to its first step, hiding it or returning its history entry frees the slot.
 * VIP bonuses are for premium members only.
 *
 * Two more monthly caps count the bonuses the member has *taken on this month* (Prague calendar
 * month): those whose first step was recorded this month and that are still open (neither completed,
 * hidden nor undone to step 0), plus those completed this month (whenever they were started). Each
 * bonus counts once. Over them:
 * - the tier's maximum return per month (`maxReturnPerMonthCzk`, the "Max return per month" row):
 *   their expected values plus the new bonus's may not exceed it;
 * - for premium, the admin's `maxBonusesPerUser` setting: at most that many of them.
 */
export type BonusLimitKind = 'bank' | 'casino';

export function bonusLimitKind(type: BonusType): BonusLimitKind {
  return isCasinoBonus(type) ? 'casino' : 'bank';
}

export function monthlyBonusLimit(tier: TierCode, kind: BonusLimitKind): number {
  return kind === 'bank' ? TIER_LIMITS[tier].bankBonusesPerMonth : TIER_LIMITS[tier].casinoBonuses;
}

/** The tier's maximum return per month, in haléře. */
export function maxMonthlyReturnHalere(tier: TierCode): Halere {
  return czkToHalere(TIER_LIMITS[tier].maxReturnPerMonthCzk);
}

/** The bonuses taken on this month (see above): how many, and their expected value. */
export interface MonthlyTake {
  count: number;
  expectedValueHalere: Halere;
}

/**
 * Bonuses of each kind the member holds this month (started and not finished, or completed this
 * month), and what they took on this month.
 */
export interface BonusUsage extends Record<BonusLimitKind, number> {
  month: MonthlyTake;
}

export const NO_BONUS_USAGE: BonusUsage = { bank: 0, casino: 0, month: { count: 0, expectedValueHalere: 0 } };

/** One bonus the member holds: started and still open, or completed this month. */
export interface HeldBonus {
  bonusType: BonusType;
  expectedValueHalere: Halere;
  completedThisMonth: boolean;
  /** Its first step was recorded this month (and it is still open). */
  startedThisMonth: boolean;
}

export function bonusUsage(held: readonly HeldBonus[]): BonusUsage {
  const usage: BonusUsage = { bank: 0, casino: 0, month: { count: 0, expectedValueHalere: 0 } };
  for (const bonus of held) {
    usage[bonusLimitKind(bonus.bonusType)] += 1;
    if (bonus.completedThisMonth || bonus.startedThisMonth) {
      usage.month.count += 1;
      usage.month.expectedValueHalere += bonus.expectedValueHalere;
    }
  }
  return usage;
}

/** The tier's locks, then responsible play's (issue #38). */
export const BONUS_LOCK_CODES = ['BONUS_LOCKED', 'BONUS_MONTHLY_LIMIT', 'BONUS_MONTHLY_COUNT_LIMIT', 'BONUS_MAX_RETURN', ...CASINO_LOCK_CODES] as const;
export type BonusLockCode = (typeof BONUS_LOCK_CODES)[number];

export interface BonusLock {
  code: BonusLockCode;
  /** A higher tier would unlock it. */
  upgradable: boolean;
}

/** The admin's settings that bound what members take on (libs/domain site-settings). */
export interface BonusCaps {
  /** Premium members' monthly number of bonuses taken on. */
  maxBonusesPerUser: number;
}

function higherTierAllows(tier: TierCode, allows: (tier: TierCode) => boolean): boolean {
  return TIER_CODES.slice(TIER_CODES.indexOf(tier) + 1).some(allows);
}

const hasRoom = (tier: TierCode, kind: BonusLimitKind, used: number) => {
  const limit = monthlyBonusLimit(tier, kind);
  return limit === UNLIMITED || used < limit;
};

const fitsMaxReturn = (tier: TierCode, month: MonthlyTake, valueHalere: Halere) => month.expectedValueHalere + valueHalere <= maxMonthlyReturnHalere(tier);

/**
 * Whether a member may take a bonus. `started` bonuses already hold their slot and count in their
 * month, so only the tier itself (VIP, or a kind the tier has no slots for) can lock them.
 */
export function bonusLock(
  tier: TierCode,
  bonus: { bonusType: BonusType; specialMark: SpecialMark | null; expectedValueHalere: Halere },
  usage: BonusUsage,
  started: boolean,
  caps: BonusCaps,
): BonusLock | null {
  const kind = bonusLimitKind(bonus.bonusType);
  if (bonus.specialMark === 'VIP' && tier !== 'premium') return { code: 'BONUS_LOCKED', upgradable: true };
  if (monthlyBonusLimit(tier, kind) === 0) return { code: 'BONUS_LOCKED', upgradable: higherTierAllows(tier, (t) => monthlyBonusLimit(t, kind) !== 0) };
  if (started) return null;
  if (!hasRoom(tier, kind, usage[kind])) return { code: 'BONUS_MONTHLY_LIMIT', upgradable: higherTierAllows(tier, (t) => hasRoom(t, kind, usage[kind])) };
  if (tier === 'premium' && usage.month.count >= caps.maxBonusesPerUser) return { code: 'BONUS_MONTHLY_COUNT_LIMIT', upgradable: false };
  if (!fitsMaxReturn(tier, usage.month, bonus.expectedValueHalere)) {
    return { code: 'BONUS_MAX_RETURN', upgradable: higherTierAllows(tier, (t) => fitsMaxReturn(t, usage.month, bonus.expectedValueHalere)) };
  }
  return null;
}

/**
 * The one lock a member meets on an offer, on its card and when starting it (issue #53 §4). Their own casino
 * pause comes first: it holds started offers too and no upgrade lifts it. Then the tier's locks, with their
 * upgrade path. The self-exclusion declaration comes last, so it is asked only of a member whose tier and
 * month would then let them start the offer (a free member is never asked to sign for nothing).
 */
export function offerLock(
  tier: TierCode,
  bonus: { bonusType: BonusType; specialMark: SpecialMark | null; expectedValueHalere: Halere },
  usage: BonusUsage,
  started: boolean,
  caps: BonusCaps,
  play: PlayStanding,
  now: Date,
): BonusLock | null {
  const casino = casinoLock(bonus.bonusType, play, started, now);
  if (casino === 'CASINO_PAUSE') return { code: casino, upgradable: false };
  return bonusLock(tier, bonus, usage, started, caps) ?? (casino && { code: casino, upgradable: false });
}

/** The refusal of a step forward under a lock: the lock's own code, except that a pause refuses as CASINO_PAUSED. */
export function lockRefusal(code: BonusLockCode): Exclude<BonusLockCode, 'CASINO_PAUSE'> | 'CASINO_PAUSED' {
  return code === 'CASINO_PAUSE' ? 'CASINO_PAUSED' : code;
}
