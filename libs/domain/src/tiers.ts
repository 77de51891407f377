/** Membership tiers, ordered free < basic < premium (spec sections 4, 6, 9). */
export const TIER_CODES = ['free', 'basic', 'premium'] as const;
export type TierCode = (typeof TIER_CODES)[number];

/** Tier ids are stable: 1 free, 2 basic, 3 premium; a higher id is a higher tier. */
export const TIER_IDS: Record<TierCode, number> = { free: 1, basic: 2, premium: 3 };

/** Registration preselects this tier (spec section 9). */
export const DEFAULT_REGISTRATION_TIER_ID = TIER_IDS.basic;

export const UNLIMITED = -1;

export interface TierLimits {
  bankBonusesPerMonth: number;
  casinoBonuses: number;
  maxReturnPerMonthCzk: number;
  support: string;
  extras: readonly string[];
  /** Share of what an invited member pays that goes to their referrer, in percent. */
  referralSharePercent: number;
}

/** The limits table of spec section 6. */
export const TIER_LIMITS: Record<TierCode, TierLimits> = {
  free: {
    bankBonusesPerMonth: 2,
    casinoBonuses: 0,
    maxReturnPerMonthCzk: 2000,
    support: 'E-mailová podpora do 48 h',
    extras: ['Základní přehled'],
    referralSharePercent: 5,
  },
  basic: {
    bankBonusesPerMonth: 8,
    casinoBonuses: 3,
    maxReturnPerMonthCzk: 8000,
    support: 'E-mailová podpora do 24 h',
    extras: ['Řízení rizik', 'Měsíční reporty'],
    referralSharePercent: 10,
  },
  premium: {
    bankBonusesPerMonth: UNLIMITED,
    casinoBonuses: 10,
    maxReturnPerMonthCzk: 15000,
    support: 'Prioritní podpora v chatu',
    extras: ['VIP bonusy', 'Pokročilý přehled', 'Daňové reporty', 'Týdenní analýzy', 'Mobilní aplikace'],
    referralSharePercent: 15,
  },
};

/** Monthly price of each tier in the first generation, in whole CZK (spec section 9). */
export const FIRST_GENERATION_PRICE_CZK: Record<TierCode, number> = { free: 0, basic: 899, premium: 1299 };

/** Premium membership is capped at this many members (spec section 6, extras). */
export const PREMIUM_MEMBER_LIMIT = 500;

/**
 * Public pages tell one scarcity story: the generation's capacity (the next costs 25 % more). A tier's own
 * member limit (premium, spec section 6) is still enforced, and named only once reached, to explain why it cannot be chosen.
 */
export function tierSoldOutNote(placesLeft: number | null): string | null {
  return placesLeft !== null && placesLeft <= 0 ? 'Vyprodáno: volná místa už nejsou.' : null;
}

export function isTierCode(value: string): value is TierCode {
  return (TIER_CODES as readonly string[]).includes(value);
}

export function compareTiers(a: TierCode, b: TierCode): number {
  return TIER_IDS[a] - TIER_IDS[b];
}

export function isPaidTier(code: TierCode): boolean {
  return FIRST_GENERATION_PRICE_CZK[code] > 0;
}

/** Upgrade options are all tiers with a higher id (spec section 2, Settings). */
export function upgradeOptions<T extends { id: number }>(tiers: readonly T[], currentTierId: number): T[] {
  return tiers.filter((tier) => tier.id > currentTierId);
}

/**
 * The settings' upgrade offer: the old product showed it only on the free tier; ours also offers
 * basic members premium, so it shows whenever a higher tier exists.
 */
export function showsUpgradeButton(code: TierCode): boolean {
  return code !== 'premium';
}

/** Investments are premium content (spec section 6). */
export function canSeeInvestments(code: TierCode): boolean {
  return code === 'premium';
}
