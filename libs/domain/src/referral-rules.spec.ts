import { referralValidityQuerySchema, sendRegistrationEmailInputSchema, transactionStatsQuerySchema, withdrawalInputSchema } from './referral-input';
import { autoPayoutKey, clawbackHalere, isSelfReferral, pragueMonth, referralRewardHalere } from './referrals';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES } from './rich-text';

const person = (id: string, email: string | null, bankAccount: string | null = null) => ({ id, email, bankAccount });

describe('referral rewards', () => {
  it("credits the referrer's share of what was paid, rounded half up", () => {
    expect(referralRewardHalere(89900, 10)).toBe(8990);
    expect(referralRewardHalere(129900, 15)).toBe(19485);
    expect(referralRewardHalere(0, 15)).toBe(0);
  });

  it('claws back the reward for the refunded part only', () => {
    expect(clawbackHalere(8990, 89900, 89900)).toBe(8990);
    expect(clawbackHalere(8990, 89900, 44950)).toBe(4495);
    expect(clawbackHalere(8990, 89900, 999999)).toBe(8990);
    expect(clawbackHalere(0, 0, 100)).toBe(0);
  });

  it('treats the same person, mailbox or payout account as a self-referral', () => {
    expect(isSelfReferral(person('a', 'x@seznam.cz'), person('a', 'y@seznam.cz'))).toBe(true);
    expect(isSelfReferral(person('a', 'Jan.Novak+bonus@Seznam.cz'), person('b', 'jan.novak@seznam.cz'))).toBe(true);
    expect(isSelfReferral(person('a', 'a@x.cz', '19-2000145399/0800'), person('b', 'b@x.cz', '19-2000145399/0800'))).toBe(true);
    expect(isSelfReferral(person('a', 'a@x.cz', '19-2000145399/0800'), person('b', 'b@x.cz', null))).toBe(false);
    expect(isSelfReferral(person('a', null), person('b', null))).toBe(false);
  });

  it('keys automatic payouts by member and Prague month', () => {
    expect(pragueMonth(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12');
    expect(pragueMonth(new Date('2026-11-30T22:30:00Z'))).toBe('2026-11');
    expect(autoPayoutKey('u1', new Date('2026-12-03T06:00:00Z'))).toBe('auto:u1:2026-12');
  });

  it('answers the Prague month right however moments follow each other (the last answer is kept for its UTC hour)', () => {
    const moments: Array<[string, string]> = [
      ['2026-03-31T21:59:59.999Z', '2026-03'], // summer time: 23:59 on 31 March in Prague
      ['2026-03-31T21:00:00.000Z', '2026-03'],
      ['2026-03-31T22:00:00.000Z', '2026-04'],
      ['2026-03-31T22:59:59.999Z', '2026-04'],
      ['2026-10-31T22:59:59.999Z', '2026-10'], // winter time: 23:59 on 31 October
      ['2026-10-31T23:00:00.000Z', '2026-11'],
      ['2026-10-31T22:30:00.000Z', '2026-10'],
    ];
    for (const [moment, month] of [...moments, ...moments.reverse()]) expect([moment, pragueMonth(new Date(moment))]).toEqual([moment, month]);
    expect(() => pragueMonth(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('referral and withdrawal inputs', () => {
  it('normalises codes and checks the landing e-mail in Czech', () => {
    expect(referralValidityQuerySchema.parse({ referral_code: ' abcd2345ef ' })).toEqual({ referral_code: 'ABCD2345EF' });
    expect(referralValidityQuerySchema.safeParse({ referral_code: 'x!' }).error?.issues[0].message).toBe('Neplatný referral kód');
    expect(sendRegistrationEmailInputSchema.safeParse({ email: '', referral_code: 'ABCD2345EF' }).error?.issues[0].message).toBe('Email je povinný');
    expect(sendRegistrationEmailInputSchema.safeParse({ email: 'nope', referral_code: 'ABCD2345EF' }).error?.issues[0].message).toBe('Neplatný formát emailu');
  });

  it('requires a positive whole amount and a mod-11 valid account', () => {
    const account = '19-2000145399/0800';
    expect(withdrawalInputSchema.parse({ amount: 500, bank_account: account })).toEqual({ amount: 500, bank_account: account });
    expect(withdrawalInputSchema.safeParse({ bank_account: account }).error?.issues[0].message).toBe('Zadejte částku výběru');
    expect(withdrawalInputSchema.safeParse({ amount: 0, bank_account: account }).error?.issues[0].message).toBe('Částka musí být větší než 0 Kč');
    expect(withdrawalInputSchema.safeParse({ amount: 'x', bank_account: account }).error?.issues[0].message).toBe('Částka musí být větší než 0 Kč');
    expect(withdrawalInputSchema.safeParse({ amount: 1.5, bank_account: account }).error?.issues[0].message).toBe('Zadejte částku v celých korunách');
    expect(withdrawalInputSchema.safeParse({ amount: 5, bank_account: '19-2000145398/0800' }).error?.issues[0].message).toMatch(/Neplatné číslo účtu/);
    expect(withdrawalInputSchema.safeParse({ amount: 5, bank_account: '' }).error?.issues[0].message).toBe('Nejdříve si uložte bankovní účet');
    expect(transactionStatsQuerySchema.parse({})).toEqual({ time_period: 'half_year' });
  });
});

describe('rich text allow-list', () => {
  it('allows formatting and safe links only', () => {
    expect(RICH_TEXT_TAGS).not.toContain('script');
    expect(RICH_TEXT_TAGS).not.toContain('img');
    expect(RICH_TEXT_ATTRIBUTES).toEqual({ a: ['href', 'target', 'rel'] });
    expect(RICH_TEXT_URL_SCHEMES).not.toContain('javascript');
  });
});
