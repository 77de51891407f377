import { FIRST_GENERATION_PRICE_CZK, formatCount, formatPercent, PREMIUM_MEMBER_LIMIT, TIER_CODES, TIER_IDS, TIER_LIMITS, TierCode, UNLIMITED } from '@bonus/domain';
import { TierEntity } from '../../features/tiers/tier.entity';
import { BASIC_SUBTITLE, monthlyCapText } from '../migrations/1797900000100-no-income-wording';

const PRESENTATION: Record<TierCode, Pick<TierEntity, 'name' | 'subtitle' | 'color' | 'buttonText' | 'featured' | 'specialMark'>> = {
  free: { name: 'Free', subtitle: 'Vyzkoušejte si první bonusy', color: '#64748b', buttonText: 'Začít zdarma', featured: false, specialMark: null },
  basic: { name: 'Basic', subtitle: BASIC_SUBTITLE, color: '#3b82f6', buttonText: 'Vybrat Basic', featured: true, specialMark: 'Nejoblíbenější' },
  premium: { name: 'Premium', subtitle: 'Všechny bonusy a investiční průvodce', color: '#f59e0b', buttonText: 'Vybrat Premium', featured: false, specialMark: null },
};

/** Pricing-table features, worded from the limits table so the two never disagree. */
export function tierFeatures(code: TierCode): string[] {
  const limits = TIER_LIMITS[code];
  const bank = limits.bankBonusesPerMonth === UNLIMITED ? 'Neomezeně bankovních bonusů' : `${formatCount(limits.bankBonusesPerMonth, { one: 'bankovní bonus', few: 'bankovní bonusy', other: 'bankovních bonusů' })} měsíčně`;
  const casino = limits.casinoBonuses === 0 ? 'Bez kasinových bonusů' : formatCount(limits.casinoBonuses, { one: 'kasinový bonus', few: 'kasinové bonusy', other: 'kasinových bonusů' });
  return [
    bank,
    casino,
    // A limit of the tier, not a promise: what the member may take on a month (bonus-limits.ts).
    monthlyCapText(limits.maxReturnPerMonthCzk),
    limits.support,
    ...limits.extras,
    `${formatPercent(limits.referralSharePercent)} z plateb pozvaných přátel`,
  ];
}

export function tierRows(): Partial<TierEntity>[] {
  return TIER_CODES.map((code) => ({
    id: TIER_IDS[code],
    code,
    ...PRESENTATION[code],
    features: tierFeatures(code),
    basePriceHalere: FIRST_GENERATION_PRICE_CZK[code] * 100,
    maxReturnCzk: TIER_LIMITS[code].maxReturnPerMonthCzk,
    referralRewardPercent: TIER_LIMITS[code].referralSharePercent,
    memberLimit: code === 'premium' ? PREMIUM_MEMBER_LIMIT : null,
  }));
}

export const GENERATIONS = [
  { number: 1, name: '1. generace', limit: 1000 },
  { number: 2, name: '2. generace', limit: 1500 },
  { number: 3, name: '3. generace', limit: 2000 },
];

/** Demo promo codes for registration (percent off the first months). */
export const PROMO_CODES = [
  { code: 'VITEJTE20', discountPercent: 20, months: 3 },
  { code: 'PRVNIMESIC', discountPercent: 50, months: 1, maxRedemptions: 100 },
];
