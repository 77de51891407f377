import { fieldErrors } from './form-validation';
import { evaluateEligibility } from './eligibility';
import {
  casinoLock,
  casinoPauseEnd,
  casinoPauseInputSchema,
  companyUpdateInputSchema,
  isPaused,
  lengthenedPause,
  mayPublishOffer,
  NO_PLAY_STANDING,
  operatorStatusInputSchema,
  OperatorStatusRecord,
  pausedOffersNote,
  restrictedOperators,
} from './responsible-play';

const now = new Date('2026-11-25T10:00:00Z');
const later = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('casino pause', () => {
  it('takes whole days from 2 to 365, refusing anything else in Czech', () => {
    expect(casinoPauseInputSchema.parse({ days: 2 })).toEqual({ days: 2 });
    expect(casinoPauseInputSchema.parse({ days: 365 })).toEqual({ days: 365 });
    for (const days of [1, 366, 2.5, -3, '7', null]) {
      expect(fieldErrors(casinoPauseInputSchema, { days })).toEqual({ days: 'Pauzu lze nastavit na 2 až 365 dní (celé číslo).' });
    }
  });

  it('ends days × 24 hours after the request, across a DST change too', () => {
    expect(casinoPauseEnd(now, 7).toISOString()).toBe('2026-12-02T10:00:00.000Z');
    expect(casinoPauseEnd(new Date('2026-03-28T12:00:00Z'), 2).toISOString()).toBe('2026-03-30T12:00:00.000Z');
  });

  it('is only ever lengthened', () => {
    expect(lengthenedPause(null, later(48))).toEqual(later(48));
    expect(lengthenedPause(later(100), later(48))).toEqual(later(100));
    expect(lengthenedPause(later(10), later(48))).toEqual(later(48));
  });

  it('lasts until its end, exclusive', () => {
    expect(isPaused(null, now)).toBe(false);
    expect(isPaused(later(1), now)).toBe(true);
    expect(isPaused(now, now)).toBe(false);
  });
});

describe('the line that stands for casino offers during a pause', () => {
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');
  const until = new Date('2026-12-29T15:00:00Z');

  it('names the end day in the short Czech form and agrees the noun and the verb with the count', () => {
    expect(plain(pausedOffersNote(17, until, now))).toBe('Pauza od kasin do 29. 12.: 17 kasinových nabídek skryto');
    expect(plain(pausedOffersNote(1, until, now))).toBe('Pauza od kasin do 29. 12.: 1 kasinová nabídka skryta');
    expect(plain(pausedOffersNote(3, until, now))).toBe('Pauza od kasin do 29. 12.: 3 kasinové nabídky skryty');
    expect(plain(pausedOffersNote(5, until, now))).toBe('Pauza od kasin do 29. 12.: 5 kasinových nabídek skryto');
  });

  it('gives the year of an end about a year away, and no date when the end is not known', () => {
    expect(plain(pausedOffersNote(2, casinoPauseEnd(now, 365), now))).toBe('Pauza od kasin do 25. 11. 2027: 2 kasinové nabídky skryty');
    expect(plain(pausedOffersNote(2, null, now))).toBe('Pauza od kasin: 2 kasinové nabídky skryty');
  });
});

describe('casino lock', () => {
  const declared = { declaredAt: now, pauseUntil: null };

  it('never locks a bank offer', () => {
    expect(casinoLock('bank', { declaredAt: null, pauseUntil: later(5) }, false, now)).toBeNull();
  });

  it('asks for the declaration before a casino offer is started, not after', () => {
    for (const type of ['slot', 'live', 'registration'] as const) expect(casinoLock(type, NO_PLAY_STANDING, false, now)).toBe('SELF_EXCLUSION_DECLARATION_MISSING');
    expect(casinoLock('slot', NO_PLAY_STANDING, true, now)).toBeNull();
    expect(casinoLock('slot', declared, false, now)).toBeNull();
  });

  it('locks every casino offer while a pause lasts, the pause first', () => {
    expect(casinoLock('live', { declaredAt: null, pauseUntil: later(1) }, false, now)).toBe('CASINO_PAUSE');
    expect(casinoLock('live', { ...declared, pauseUntil: later(1) }, true, now)).toBe('CASINO_PAUSE');
    expect(casinoLock('live', { ...declared, pauseUntil: now }, true, now)).toBeNull();
  });
});

describe('operator licence', () => {
  it('lets banks publish bank offers, and casino offers only with a licence valid now', () => {
    expect(mayPublishOffer('bank', { kind: 'bank', license: null }, now)).toBe(true);
    expect(mayPublishOffer('slot', { kind: 'bank', license: null }, now)).toBe(false);
    expect(mayPublishOffer('bank', { kind: 'casino', license: null }, now)).toBe(false);
    expect(mayPublishOffer('live', { kind: 'casino', license: { number: 'MF-1', validUntil: later(1) } }, now)).toBe(true);
    expect(mayPublishOffer('live', { kind: 'casino', license: { number: 'MF-1', validUntil: now } }, now)).toBe(false);
  });
});

describe('operator status', () => {
  const record = (companyId: number, status: OperatorStatusRecord['status'], sinceHours: number, recordedHours = 0): OperatorStatusRecord => ({
    companyId,
    status,
    since: later(sinceHours),
    recordedAt: later(recordedHours),
  });

  it('validates the input with Czech messages', () => {
    expect(operatorStatusInputSchema.parse({ company_id: 3, status: 'closed', since_timestamp: 1 })).toEqual({ company_id: 3, status: 'closed', since_timestamp: 1 });
    expect(fieldErrors(operatorStatusInputSchema, { company_id: 0, status: 'banned', since_timestamp: -1 })).toEqual({
      company_id: 'Vyberte provozovatele.',
      status: 'Neznámý stav účtu.',
      since_timestamp: 'Zadejte datum.',
    });
    // Beyond a date the server can compute with (8640000000001 s is no JavaScript date) or an integer column.
    expect(fieldErrors(operatorStatusInputSchema, { company_id: 2_147_483_648, status: 'closed', since_timestamp: 8_640_000_000_001 })).toEqual({
      company_id: 'Vyberte provozovatele.',
      since_timestamp: 'Zadejte datum.',
    });
  });

  it('restricts by the latest status per operator: bonus_restricted, closed and self_excluded', () => {
    expect([...restrictedOperators([record(1, 'bonus_restricted', -10), record(2, 'closed', -5), record(3, 'self_excluded', -1), record(4, 'stake_limited', -1), record(5, 'active', -1)], now)]).toEqual([1, 2, 3]);
  });

  it('lifts a restriction by a later active status, whatever order they were recorded in', () => {
    expect(restrictedOperators([record(1, 'active', -1, -20), record(1, 'closed', -10, -2)], now).size).toBe(0);
    expect(restrictedOperators([record(1, 'closed', -1, -2), record(1, 'active', -10, -1)], now).has(1)).toBe(true);
  });

  it('takes the newer record of the same day, and ignores statuses dated in the future', () => {
    expect(restrictedOperators([record(1, 'closed', -1, -3), record(1, 'active', -1, -2)], now).size).toBe(0);
    expect(restrictedOperators([record(1, 'active', -1, -2), record(1, 'closed', -1, -3)], now).size).toBe(0);
    expect(restrictedOperators([record(1, 'closed', 5)], now).size).toBe(0);
  });

  it('makes the operator offers ineligible with OPERATOR_RESTRICTED, before any rule', () => {
    const facts = { now, birthDate: null, accounts: [], finishedThisOffer: true, companyName: () => 'Fortuna', offerCompanyId: 7, restrictedOperators: new Set([7]) };
    const result = evaluateEligibility([{ kind: 'once_per_person' }], facts);
    expect(result.eligible).toBe(false);
    expect(result.reasons.map((reason) => reason.code)).toEqual(['OPERATOR_RESTRICTED', 'ELIGIBILITY_ALREADY_CLAIMED']);
    expect(result.reasons[0].message).toBe('U Fortuny máte podle svého záznamu omezené bonusy nebo zrušený účet, jeho nabídky proto nevyužijete.');
    expect(result.reasons[0].eligibleFrom).toBeNull();
    expect(evaluateEligibility([], { ...facts, offerCompanyId: 8 }).eligible).toBe(true);
    expect(evaluateEligibility([], { ...facts, restrictedOperators: undefined }).eligible).toBe(true);
  });
});

describe('company update input', () => {
  const casino = { id: 3, kind: 'casino', license_number: 'MF-1', license_valid_until: 1_900_000_000 };
  it('takes a casino with a whole licence or none, and a bank with its ČNB code but no licence', () => {
    expect(companyUpdateInputSchema.parse(casino)).toEqual({ ...casino, bank_code: null });
    expect(companyUpdateInputSchema.parse({ ...casino, license_number: null, license_valid_until: null }).license_number).toBeNull();
    expect(companyUpdateInputSchema.parse({ id: 1, kind: 'bank', bank_code: '0800', license_number: null, license_valid_until: null }).kind).toBe('bank');
    // A bank is known by its ČNB code: its members' statements count by it; a casino has none.
    expect(fieldErrors(companyUpdateInputSchema, { id: 1, kind: 'bank', license_number: null, license_valid_until: null })).toEqual({ bank_code: 'Vyberte kód banky z číselníku ČNB: podle něj se počítají výpisy z účtů u této banky.' });
    expect(fieldErrors(companyUpdateInputSchema, { id: 1, kind: 'bank', bank_code: '0001', license_number: null, license_valid_until: null })).toEqual({ bank_code: 'Vyberte kód banky z číselníku ČNB: podle něj se počítají výpisy z účtů u této banky.' });
    expect(fieldErrors(companyUpdateInputSchema, { ...casino, bank_code: '0800' })).toEqual({ bank_code: 'Kasino kód banky nemá.' });
  });
  it('refuses half a licence and a licensed bank in Czech', () => {
    expect(fieldErrors(companyUpdateInputSchema, { ...casino, license_valid_until: null })).toEqual({ license_number: 'Kasino potřebuje číslo licence Ministerstva financí i datum její platnosti.' });
    expect(fieldErrors(companyUpdateInputSchema, { ...casino, kind: 'bank', bank_code: '0800' })).toEqual({ license_number: 'Banka licenci kasina nemá.' });
    expect(fieldErrors(companyUpdateInputSchema, { ...casino, kind: 'lottery' })).toEqual({ kind: 'Vyberte banku, nebo kasino.' });
  });
});
