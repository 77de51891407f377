import { bonusLimitKind, bonusLock, monthlyBonusLimit } from './bonus-limits';
import { bonusHistoryQuerySchema, bonusProgressInputSchema, completeBonusInputSchema, earningsFormSchema } from './bonus-input';

const bank = { bonusType: 'bank' as const, specialMark: null };
const slot = { bonusType: 'slot' as const, specialMark: null };
const vipBank = { bonusType: 'bank' as const, specialMark: 'VIP' as const };
const none = { bank: 0, casino: 0 };

describe('bonus limits per tier (spec section 6)', () => {
  it('follows the limits table', () => {
    expect(['free', 'basic', 'premium'].map((t) => monthlyBonusLimit(t as 'free', 'bank'))).toEqual([2, 8, -1]);
    expect(['free', 'basic', 'premium'].map((t) => monthlyBonusLimit(t as 'free', 'casino'))).toEqual([0, 3, 10]);
    expect(['bank', 'slot', 'live', 'registration'].map((t) => bonusLimitKind(t as 'bank'))).toEqual(['bank', 'casino', 'casino', 'casino']);
  });

  it('keeps VIP bonuses for premium members', () => {
    expect(bonusLock('free', vipBank, none, false)).toEqual({ code: 'BONUS_LOCKED', upgradable: true });
    expect(bonusLock('basic', vipBank, none, true)).toEqual({ code: 'BONUS_LOCKED', upgradable: true });
    expect(bonusLock('premium', vipBank, none, false)).toBeNull();
  });

  it('locks casino bonuses for the free tier, whose limit is 0', () => {
    expect(bonusLock('free', slot, none, false)).toEqual({ code: 'BONUS_LOCKED', upgradable: true });
    expect(bonusLock('basic', slot, none, false)).toBeNull();
  });

  it('refuses a new bonus once the month is used up, but not one already started', () => {
    expect(bonusLock('free', bank, { bank: 1, casino: 0 }, false)).toBeNull();
    expect(bonusLock('free', bank, { bank: 2, casino: 0 }, false)).toEqual({ code: 'BONUS_MONTHLY_LIMIT', upgradable: true });
    expect(bonusLock('free', bank, { bank: 2, casino: 0 }, true)).toBeNull();
    expect(bonusLock('basic', slot, { bank: 0, casino: 3 }, false)).toEqual({ code: 'BONUS_MONTHLY_LIMIT', upgradable: true });
    expect(bonusLock('premium', slot, { bank: 0, casino: 10 }, false)).toEqual({ code: 'BONUS_MONTHLY_LIMIT', upgradable: false });
    expect(bonusLock('premium', bank, { bank: 500, casino: 0 }, false)).toBeNull();
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
