import { EARNINGS_CLAIM_MIN_RESULTS, earningsClaim, earningsClaimBasis } from './earnings-claim';

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;
const basis = { averageMonthly: 940, months: 12, results: 128, earners: 45 };

describe('earningsClaim', () => {
  it('states the average with its period and the results it comes from', () => {
    expect(plain(earningsClaim(basis))).toBe('Členové si zapsali průměrně 940 Kč měsíčně (za posledních 12 měsíců, 128 výsledků od 45 členů).');
  });

  it('shows no figure from too few results', () => {
    expect(earningsClaim({ ...basis, averageMonthly: 25000, results: EARNINGS_CLAIM_MIN_RESULTS - 1 })).toBeNull();
    expect(earningsClaim({ ...basis, averageMonthly: 0, results: 0, earners: 0 })).toBeNull();
    expect(earningsClaim({ ...basis, results: EARNINGS_CLAIM_MIN_RESULTS, earners: 1 })).not.toBeNull();
  });

  it('declines the basis by its counts', () => {
    expect(plain(earningsClaimBasis({ ...basis, months: 6, results: 2, earners: 1 }))).toBe('za posledních 6 měsíců, 2 výsledky od 1 člena');
    expect(plain(earningsClaimBasis({ ...basis, results: 1, earners: 4 }))).toBe('za posledních 12 měsíců, 1 výsledek od 4 členů');
  });
});
