import fc from 'fast-check';
import { CountedTransaction, fromPreposition, requirementProgress, requirementProgressText, requirementProgressWords, RequirementContext, StepRequirement, stepRequirementSchema, transactionVerdict } from './step-requirements';

const CS: RequirementContext = { startedOn: '2026-11-01', bankCode: '0800', bankName: 'České spořitelny' };
const THREE_PAYMENTS: StepRequirement = { kind: 'card_payments', count: 3, min_amount: 100, within_days: 60 };
const payment = (overrides: Partial<CountedTransaction> = {}): CountedTransaction => ({ bookedOn: '2026-11-10', amountHalere: -25_000, kind: 'card_payment', gambling: false, accountBankCode: '0800', ...overrides });

describe('stepRequirementSchema', () => {
  it('takes the two kinds and refuses anything else in Czech', () => {
    expect(stepRequirementSchema.parse(THREE_PAYMENTS)).toEqual(THREE_PAYMENTS);
    expect(stepRequirementSchema.parse({ kind: 'incoming_total', min_amount: 25_000, within_days: 30 })).toEqual({ kind: 'incoming_total', min_amount: 25_000, within_days: 30 });
    const message = (value: unknown) => stepRequirementSchema.safeParse(value).error?.issues[0].message;
    expect(message({ ...THREE_PAYMENTS, count: 0 })).toBe('Počet plateb musí být celé číslo od 1 do 100.');
    expect(message({ ...THREE_PAYMENTS, within_days: 366 })).toBe('Lhůta musí být celý počet dní od 1 do 365.');
    expect(message({ ...THREE_PAYMENTS, min_amount: 1.5 })).toBe('Minimální částka musí být celé číslo Kč od 0 do 1 000 000.');
    expect(message({ kind: 'salary' })).toBe('Neznámý druh požadavku (čekáme card_payments nebo incoming_total).');
    expect(stepRequirementSchema.safeParse({ ...THREE_PAYMENTS, extra: 1 }).success).toBe(false);
  });
});

describe('transactionVerdict', () => {
  it('counts a card payment at the offer’s bank, at least the minimum, within the window', () => {
    expect(transactionVerdict(payment(), THREE_PAYMENTS, CS)).toEqual({ counts: true, reason: null });
  });

  it.each([
    ['an own transfer', payment({ kind: 'own_transfer' }), 'Převod mezi vlastními účty'],
    ['a betting payment', payment({ gambling: true }), 'Platba u sázkové kanceláře se do podmínek nepočítá'],
    ['another bank’s account', payment({ accountBankCode: '0300' }), 'Platba není z účtu u České spořitelny'],
    ['an account of unknown bank', payment({ accountBankCode: null }), 'Platba není z účtu u České spořitelny'],
    ['a payment before the start', payment({ bookedOn: '2026-10-31' }), 'Platba proběhla před začátkem nabídky'],
    ['a payment after the window', payment({ bookedOn: '2026-12-31' }), 'Platba proběhla po lhůtě 60 dní'],
    ['a transfer', payment({ kind: 'transfer_out' }), 'Počítají se jen platby kartou'],
    ['an amount below the minimum', payment({ amountHalere: -9_999 }), 'Částka je pod minimem 100 Kč'],
  ])('does not count %s, and says why', (_name, transaction, reason) => {
    expect(transactionVerdict(transaction, THREE_PAYMENTS, CS)).toEqual({ counts: false, reason: reason.replace(' Kč', '\u00a0Kč') });
  });
});

describe('requirementProgress', () => {
  it('counts card payments and the days left; met once enough counted', () => {
    const two = [payment(), payment({ bookedOn: '2026-11-20' }), payment({ gambling: true })];
    // Days 1 Nov–30 Dec: on 3 Dec, 28 days are left counting that day.
    expect(requirementProgress(two, THREE_PAYMENTS, CS, '2026-12-03')).toEqual({ done: 2, needed: 3, met: false, remainingDays: 28, counted: two.slice(0, 2) });
    expect(requirementProgress([...two, payment({ bookedOn: '2026-12-30' })], THREE_PAYMENTS, CS, '2027-01-15')).toMatchObject({ done: 3, needed: 3, met: true, remainingDays: 0 });
  });

  it('sums money coming in for incoming_total, leaving out own transfers and money going out', () => {
    const income: StepRequirement = { kind: 'incoming_total', min_amount: 25_000, within_days: 31 };
    const transactions = [
      payment({ kind: 'transfer_in', amountHalere: 2_000_000 }),
      payment({ kind: 'own_transfer', amountHalere: 1_000_000 }),
      payment({ kind: 'transfer_in', amountHalere: 500_050, bookedOn: '2026-11-25' }),
      payment({ kind: 'transfer_out', amountHalere: -300_000 }),
    ];
    expect(requirementProgress(transactions, income, CS, '2026-11-26')).toEqual({ done: 25_000, needed: 25_000, met: true, remainingDays: 6, counted: [transactions[0], transactions[2]] });
  });

  it('counts exactly the transactions booked on a day of the window [start, start + days), whatever they are', () => {
    const day = (offset: number) => new Date(Date.UTC(2026, 10, 1 + offset)).toISOString().slice(0, 10);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -40, max: 100 }), { maxLength: 30 }), fc.integer({ min: 1, max: 90 }), (offsets, withinDays) => {
        const requirement: StepRequirement = { ...THREE_PAYMENTS, within_days: withinDays };
        const progress = requirementProgress(offsets.map((offset) => payment({ bookedOn: day(offset) })), requirement, CS, '2026-11-01');
        expect(progress.done).toBe(offsets.filter((offset) => offset >= 0 && offset < withinDays).length);
        expect(progress.counted).toHaveLength(progress.done);
        expect(progress.remainingDays).toBe(withinDays);
      }),
    );
  });
});

describe('requirementProgressText', () => {
  it('reads as the offer detail says it', () => {
    expect(requirementProgressText({ done: 2, needed: 3, met: false, remainingDays: 27 }, THREE_PAYMENTS)).toBe('2 ze 3 plateb, zbývá 27\u00a0dní');
    expect(requirementProgressText({ done: 1, needed: 5, met: false, remainingDays: 1 }, { ...THREE_PAYMENTS, count: 5 })).toBe('1 z 5 plateb, zbývá 1\u00a0den');
    expect(requirementProgressText({ done: 18_000, needed: 25_000, met: false, remainingDays: 0 }, { kind: 'incoming_total', min_amount: 25_000, within_days: 30 })).toBe('18\u00a0000\u00a0Kč z 25\u00a0000\u00a0Kč, lhůta uplynula');
  });

  it('agrees with the counts: z 1 platby, zbývají 3 dny, chybí 1 platba / 2 platby / 5 plateb', () => {
    const needs = (count: number) => ({ ...THREE_PAYMENTS, count });
    expect(requirementProgressWords({ done: 0, needed: 1, met: false, remainingDays: 3 }, needs(1))).toEqual({ done: '0 z 1 platby', missing: 'chybí 1\u00a0platba', time: 'zbývají 3\u00a0dny' });
    expect(requirementProgressWords({ done: 1, needed: 3, met: false, remainingDays: 5 }, needs(3)).missing).toBe('chybí 2\u00a0platby');
    expect(requirementProgressWords({ done: 0, needed: 4, met: false, remainingDays: 5 }, needs(4)).missing).toBe('chybí 4\u00a0platby');
    expect(requirementProgressWords({ done: 1, needed: 6, met: false, remainingDays: 5 }, needs(6)).missing).toBe('chybí 5\u00a0plateb');
    expect(requirementProgressWords({ done: 3, needed: 3, met: true, remainingDays: 5 }, needs(3))).toEqual({ done: '3 ze 3 plateb', missing: null, time: 'splněno' });
    expect(requirementProgressWords({ done: 18_000, needed: 25_000, met: false, remainingDays: 0 }, { kind: 'incoming_total', min_amount: 25_000, within_days: 30 }).missing).toBe('chybí 7\u00a0000\u00a0Kč');
  });

  it('says "ze" before numbers read with a sibilant or consonant cluster', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 10, 13, 15, 17, 20, 30, 45, 70, 100].map((n) => `${fromPreposition(n)} ${n}`)).toEqual([
      'z 1', 'ze 2', 'ze 3', 'ze 4', 'z 5', 'ze 6', 'ze 7', 'z 8', 'z 10', 'ze 13', 'z 15', 'ze 17', 'z 20', 'ze 30', 'ze 45', 'ze 70', 'ze 100',
    ]);
  });
});
