import { promoCodeCreateSchema, promoCodeState } from './promo-codes';

describe('promo codes in the back office', () => {
  it('takes a code with its discount, months, window and limit, normalising the code', () => {
    expect(promoCodeCreateSchema.parse({ code: ' jaro-26 ', discount_percent: 20, months: 3, valid_from: 1_800_000_000, valid_until: 1_900_000_000, max_redemptions: 50 })).toEqual({
      code: 'JARO-26',
      discount_percent: 20,
      months: 3,
      valid_from: 1_800_000_000,
      valid_until: 1_900_000_000,
      max_redemptions: 50,
    });
    expect(promoCodeCreateSchema.parse({ code: 'LETO', discount_percent: 100, months: 1, valid_from: null, max_redemptions: null })).toEqual({ code: 'LETO', discount_percent: 100, months: 1 });
  });

  it('refuses out-of-range values with Czech messages', () => {
    const problems = (input: object) => promoCodeCreateSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(problems({ code: 'X', discount_percent: 0, months: 25, max_redemptions: 0 })).toEqual([
      'Slevový kód může obsahovat jen písmena, číslice a pomlčky (3–32 znaků).',
      'Sleva musí být celé číslo od 1 do 100 %.',
      'Počet měsíců musí být celé číslo od 1 do 24.',
      'Počet použití musí být celé číslo od 1 do 1 000 000.',
    ]);
    expect(problems({ code: 'OKNO', discount_percent: 10, months: 1, valid_from: 2_000, valid_until: 1_000 })).toEqual(['Konec platnosti musí být po jejím začátku.']);
    expect(problems({ code: 'DALEKO', discount_percent: 10, months: 1, valid_until: 2 ** 53 - 1 })).toEqual(['Zadejte platné datum.']);
  });

  it('tells where a code stands', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const base = { active: true, validFrom: null, validUntil: null, maxRedemptions: null, redemptions: 0 };
    expect(promoCodeState(base, now)).toBe('running');
    expect(promoCodeState({ ...base, validFrom: new Date('2026-12-01') }, now)).toBe('scheduled');
    expect(promoCodeState({ ...base, maxRedemptions: 2, redemptions: 2 }, now)).toBe('used_up');
    expect(promoCodeState({ ...base, validUntil: now }, now)).toBe('ended');
    expect(promoCodeState({ ...base, active: false }, now)).toBe('ended');
  });
});
