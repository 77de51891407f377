import type { BonusType, SpecialMark } from './bonuses';
import { isCasinoBonus } from './bonuses';
import { TIER_CODES, TIER_LIMITS, TierCode, UNLIMITED } from './tiers';

/**
 * Tier limits on bonuses (spec section 6), enforced by the server and shown on the cards.
 *
 * Our reading of the limits table: both the bank and the casino (slot, live, registration) limits
 * count per calendar month (Prague time). A bonus takes a slot when the member starts it (records
 * its first step) and keeps it while in progress; a completion counts in the month it was recorded.
 * Undoing a bonus back to its first step, hiding it or returning its history entry frees the slot.
 * VIP bonuses are for premium members only.
 */
export type BonusLimitKind = 'bank' | 'casino';

export function bonusLimitKind(type: BonusType): BonusLimitKind {
  return isCasinoBonus(type) ? 'casino' : 'bank';
}

export function monthlyBonusLimit(tier: TierCode, kind: BonusLimitKind): number {
  return kind === 'bank' ? TIER_LIMITS[tier].bankBonusesPerMonth : TIER_LIMITS[tier].casinoBonuses;
}

/** Bonuses of each kind the member has taken this month (started and not finished, or completed this month). */
export type BonusUsage = Record<BonusLimitKind, number>;

export type BonusLockCode = 'BONUS_LOCKED' | 'BONUS_MONTHLY_LIMIT';

export interface BonusLock {
  code: BonusLockCode;
  /** A higher tier would unlock it. */
  upgradable: boolean;
}

function higherTierAllows(tier: TierCode, allows: (tier: TierCode) => boolean): boolean {
  return TIER_CODES.slice(TIER_CODES.indexOf(tier) + 1).some(allows);
}

const hasRoom = (tier: TierCode, kind: BonusLimitKind, used: number) => {
  const limit = monthlyBonusLimit(tier, kind);
  return limit === UNLIMITED || used < limit;
};

/**
 * Whether a member may take a bonus. `started` bonuses already hold their slot, so only the tier
 * itself (VIP, or a kind the tier has no slots for) can lock them.
 */
export function bonusLock(
  tier: TierCode,
  bonus: { bonusType: BonusType; specialMark: SpecialMark | null },
  usage: BonusUsage,
  started: boolean,
): BonusLock | null {
  const kind = bonusLimitKind(bonus.bonusType);
  if (bonus.specialMark === 'VIP' && tier !== 'premium') return { code: 'BONUS_LOCKED', upgradable: true };
  if (monthlyBonusLimit(tier, kind) === 0) return { code: 'BONUS_LOCKED', upgradable: higherTierAllows(tier, (t) => monthlyBonusLimit(t, kind) !== 0) };
  if (started || hasRoom(tier, kind, usage[kind])) return null;
  return { code: 'BONUS_MONTHLY_LIMIT', upgradable: higherTierAllows(tier, (t) => hasRoom(t, kind, usage[kind])) };
}
