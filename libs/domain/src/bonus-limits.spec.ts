import { bonusLimitKind, bonusLock, BonusUsage, bonusUsage, HeldBonus, lockRefusal, maxMonthlyReturnHalere, monthlyBonusLimit, NO_BONUS_USAGE, offerLock } from './bonus-limits';
import { NO_PLAY_STANDING } from './responsible-play';
import { bonusHistoryQuerySchema, bonusProgressInputSchema, completeBonusInputSchema, earningsFormSchema } from './bonus-input';

const bank = { bonusType: 'bank' as const, specialMark: null, expectedValueHalere: 100_00 };
const slot = { bonusType: 'slot' as const, specialMark: null, expectedValueHalere: 100_00 };
const vipBank = { bonusType: 'bank' as const, specialMark: 'VIP' as const, expectedValueHalere: 100_00 };
const none = NO_BONUS_USAGE;
const caps = { maxBonusesPerUser: 15 };
const used = (bank: number, casino: number, month = NO_BONUS_USAGE.month): BonusUsage => ({ bank, casino, month });
const worth = (czk: number) => ({ ...bank, expectedValueHalere: czk * 100 });

describe('bonus limits per tier (spec section 6)', () => {
  it('follows the limits table', () => {
    expect(['free', 'basic', 'premium'].map((t) => monthlyBonusLimit(t as 'free', 'bank'))).toEqual([2, 8, -1]);
    expect(['free', 'basic', 'premium'].map((t) => monthlyBonusLimit(t as 'free', 'casino'))).toEqual([0, 3, 10]);
    expect(['free', 'basic', 'premium'].map((t) => maxMonthlyReturnHalere(t as 'free'))).toEqual([2000_00, 8000_00, 15000_00]);
    expect(['bank', 'slot', 'live', 'registration'].map((t) => bonusLimitKind(t as 'bank'))).toEqual(['bank', 'casino', 'casino', 'casino']);
  });

  it('keeps VIP bonuses for premium members', () => {
    expect(bonusLock('free', vipBank, none, false, caps)).toEqual({ code: 'BONUS_LOCKED', upgradable: true });
    expect(bonusLock('basic', vipBank, none, true, caps)).toEqual({ code: 'BONUS_LOCKED', upgradable: true });
    expect(bonusLock('premium', vipBank, none, false, caps)).toBeNull();
  });

  it('locks casino bonuses for the free tier, whose limit is 0', () => {
    expect(bonusLock('free', slot, none, false, caps)).toEqual({ code: 'BONUS_LOCKED', upgradable: true });
    expect(bonusLock('basic', slot, none, false, caps)).toBeNull();
  });

  it('refuses a new bonus once the month is used up, but not one already started', () => {
    expect(bonusLock('free', bank, used(1, 0), false, caps)).toBeNull();
    expect(bonusLock('free', bank, used(2, 0), false, caps)).toEqual({ code: 'BONUS_MONTHLY_LIMIT', upgradable: true });
    expect(bonusLock('free', bank, used(2, 0), true, caps)).toBeNull();
    expect(bonusLock('basic', slot, used(0, 3), false, caps)).toEqual({ code: 'BONUS_MONTHLY_LIMIT', upgradable: true });
    expect(bonusLock('premium', slot, used(0, 10), false, caps)).toEqual({ code: 'BONUS_MONTHLY_LIMIT', upgradable: false });
    expect(bonusLock('premium', bank, used(500, 0), false, caps)).toBeNull();
  });
});

describe('the monthly caps on what a member takes on', () => {
  const month = (count: number, czk: number) => ({ count, expectedValueHalere: czk * 100 });

  it("refuses a bonus whose expected value would take the month over the tier's maximum return", () => {
    expect(bonusLock('free', worth(2000), none, false, caps)).toBeNull();
    expect(bonusLock('free', worth(2001), none, false, caps)).toEqual({ code: 'BONUS_MAX_RETURN', upgradable: true });
    expect(bonusLock('free', worth(1000), used(1, 0, month(1, 1000)), false, caps)).toBeNull();
    expect(bonusLock('free', worth(1001), used(1, 0, month(1, 1000)), false, caps)).toEqual({ code: 'BONUS_MAX_RETURN', upgradable: true });
    expect(bonusLock('basic', worth(3000), used(3, 0, month(3, 5000)), false, caps)).toBeNull();
    expect(bonusLock('basic', worth(3000), used(3, 0, month(3, 5001)), false, caps)).toEqual({ code: 'BONUS_MAX_RETURN', upgradable: true });
    // Premium is the top tier, and no tier fits a bonus worth more than its maximum.
    expect(bonusLock('premium', worth(1), used(5, 0, month(5, 15000)), false, caps)).toEqual({ code: 'BONUS_MAX_RETURN', upgradable: false });
    expect(bonusLock('basic', worth(15001), none, false, caps)).toEqual({ code: 'BONUS_MAX_RETURN', upgradable: false });
    // A started bonus already counts in its month.
    expect(bonusLock('free', worth(1500), used(1, 0, month(1, 2000)), true, caps)).toBeNull();
  });

  it("limits premium members to the admin's number of bonuses a month, and only them", () => {
    expect(bonusLock('premium', bank, used(14, 0, month(14, 1400)), false, caps)).toBeNull();
    expect(bonusLock('premium', bank, used(15, 0, month(15, 1500)), false, caps)).toEqual({ code: 'BONUS_MONTHLY_COUNT_LIMIT', upgradable: false });
    expect(bonusLock('premium', bank, used(15, 0, month(15, 1500)), true, caps)).toBeNull();
    expect(bonusLock('premium', bank, used(2, 0, month(2, 200)), false, { maxBonusesPerUser: 2 })).toEqual({ code: 'BONUS_MONTHLY_COUNT_LIMIT', upgradable: false });
    expect(bonusLock('basic', bank, used(2, 0, month(2, 200)), false, { maxBonusesPerUser: 2 })).toBeNull();
  });

  it('counts each held bonus for its kind, and what was started or completed this month once for the month', () => {
    const held = (bonusType: HeldBonus['bonusType'], czk: number, completedThisMonth: boolean, startedThisMonth: boolean): HeldBonus => ({ bonusType, expectedValueHalere: czk * 100, completedThisMonth, startedThisMonth });
    expect(bonusUsage([])).toEqual(NO_BONUS_USAGE);
    expect(
      bonusUsage([
        held('bank', 1000, true, false), // started last month, completed this month
        held('bank', 700, true, true), // started and completed this month: once
        held('slot', 500, false, true), // started this month, still open
        held('live', 900, false, false), // started last month, still open: holds its slot, not this month's
      ]),
    ).toEqual({ bank: 2, casino: 2, month: { count: 3, expectedValueHalere: 2200_00 } });
  });
});

describe('the order of locks on an offer (issue #53 §4)', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const paused = { declaredAt: null, pauseUntil: new Date(now.getTime() + 3_600_000) };
  const declared = { declaredAt: now, pauseUntil: null };
  const lock = (tier: 'free' | 'basic' | 'premium', play = NO_PLAY_STANDING, usage = none, started = false) => offerLock(tier, slot, usage, started, caps, play, now);

  it('shows a tier that can never take a casino offer its upgrade path, not the declaration', () => {
    expect(lock('free')).toEqual({ code: 'BONUS_LOCKED', upgradable: true });
    expect(lock('free', declared)).toEqual({ code: 'BONUS_LOCKED', upgradable: true });
  });

  it('asks for the declaration only when the tier and the month would then let the member start', () => {
    expect(lock('basic')).toEqual({ code: 'SELF_EXCLUSION_DECLARATION_MISSING', upgradable: false });
    expect(lock('basic', NO_PLAY_STANDING, used(0, 3))).toEqual({ code: 'BONUS_MONTHLY_LIMIT', upgradable: true });
    expect(lock('basic', declared)).toBeNull();
    expect(lock('basic', NO_PLAY_STANDING, none, true)).toBeNull();
  });

  it('puts a running pause before every other lock, and leaves bank offers to the tier alone', () => {
    expect(lock('free', paused)).toEqual({ code: 'CASINO_PAUSE', upgradable: false });
    expect(lock('premium', paused, none, true)).toEqual({ code: 'CASINO_PAUSE', upgradable: false });
    expect(offerLock('free', bank, used(2, 0), false, caps, paused, now)).toEqual({ code: 'BONUS_MONTHLY_LIMIT', upgradable: true });
    expect(offerLock('free', bank, none, false, caps, paused, now)).toBeNull();
  });

  it('refuses a step forward with the lock\'s code, a pause as CASINO_PAUSED', () => {
    expect(lockRefusal('CASINO_PAUSE')).toBe('CASINO_PAUSED');
    expect(lockRefusal('SELF_EXCLUSION_DECLARATION_MISSING')).toBe('SELF_EXCLUSION_DECLARATION_MISSING');
    expect(lockRefusal('BONUS_LOCKED')).toBe('BONUS_LOCKED');
  });
});

describe('bonus call inputs', () => {
  it('accepts a step index and a whole-crown profit, and explains bad ones in Czech', () => {
    expect(bonusProgressInputSchema.parse({ bonus_id: '4', step_idx: 2 })).toEqual({ bonus_id: 4, step_idx: 2 });
    expect(bonusProgressInputSchema.safeParse({ bonus_id: 4, step_idx: -1 }).success).toBe(false);
    expect(completeBonusInputSchema.parse({ bonus_id: 1, reached_profit: -200 })).toEqual({ bonus_id: 1, note: '', reached_profit: -200, confirm_unusual: false });
    const missing = completeBonusInputSchema.safeParse({ bonus_id: 1 });
    expect(missing.error?.issues[0].message).toBe('Zadejte dosažený výdělek');
    expect(completeBonusInputSchema.safeParse({ bonus_id: 1, reached_profit: '1500' }).error?.issues[0].message).toBe('Výdělek musí být číslo');
    expect(completeBonusInputSchema.safeParse({ bonus_id: 1, reached_profit: 10.5 }).error?.issues[0].message).toBe('Zadejte výdělek v celých korunách');
  });

  it('defaults the history page to 10 items of this month', () => {
    expect(bonusHistoryQuerySchema.parse({})).toEqual({ current_page: 1, items_per_page: 10, time_period: 'month', bonus_type_filters: [] });
    expect(bonusHistoryQuerySchema.safeParse({ items_per_page: 15 }).success).toBe(false);
    expect(bonusHistoryQuerySchema.safeParse({ bonus_type_filters: ['poker'] }).success).toBe(false);
  });
});

describe('earnings form', () => {
  it('reads Czech-typed amounts and requires a whole number', () => {
    expect(earningsFormSchema.parse({ reached_profit: '1 500' })).toEqual({ reached_profit: 1500, note: '' });
    expect(earningsFormSchema.parse({ reached_profit: '−200', note: ' ok ' })).toEqual({ reached_profit: -200, note: 'ok' });
    expect(earningsFormSchema.safeParse({ reached_profit: '' }).error?.issues[0].message).toBe('Zadejte dosažený výdělek');
    expect(earningsFormSchema.safeParse({ reached_profit: 'hodně' }).error?.issues[0].message).toBe('Výdělek musí být číslo');
    expect(earningsFormSchema.safeParse({ reached_profit: '12,5' }).error?.issues[0].message).toBe('Zadejte výdělek v celých korunách');
    expect(earningsFormSchema.parse({ reached_profit: 300 })).toEqual({ reached_profit: 300, note: '' });
  });
});
