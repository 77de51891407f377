import { EARNINGS_CLAIM_CAVEAT, EARNINGS_CLAIM_MIN_RESULTS, earningsClaim, earningsClaimBasis, totalMadeBasis } from './earnings-claim';

const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;
const basis = { medianResult: 940, months: 12, results: 128, earners: 45 };

describe('earningsClaim', () => {
  it('states the median result of one bonus with its period and the results it comes from', () => {
    expect(plain(earningsClaim(basis))).toBe('Polovina splněných bonusů vynesla členům víc než 940 Kč, polovina méně (za posledních 12 měsíců, 128 výsledků od 45 členů).');
  });

  it('never speaks of a monthly or steady income', () => {
    expect(`${earningsClaim(basis)} ${EARNINGS_CLAIM_CAVEAT}`).not.toMatch(/měsíčně|každý měsíc|druhý příjem|zaručen/);
    expect(EARNINGS_CLAIM_CAVEAT).toContain('nejsou pravidelným příjmem');
  });

  it('shows no figure from too few results', () => {
    expect(earningsClaim({ ...basis, medianResult: 25000, results: EARNINGS_CLAIM_MIN_RESULTS - 1 })).toBeNull();
    expect(earningsClaim({ ...basis, medianResult: 0, results: 0, earners: 0 })).toBeNull();
    expect(earningsClaim({ ...basis, results: EARNINGS_CLAIM_MIN_RESULTS, earners: 1 })).not.toBeNull();
  });

  it('declines the bases by their counts', () => {
    expect(plain(earningsClaimBasis({ ...basis, months: 6, results: 2, earners: 1 }))).toBe('za posledních 6 měsíců, 2 výsledky od 1 člena');
    expect(plain(earningsClaimBasis({ ...basis, results: 1, earners: 4 }))).toBe('za posledních 12 měsíců, 1 výsledek od 4 členů');
    expect(plain(earningsClaimBasis({ ...basis, months: 3, results: 40, earners: 9 }))).toBe('za poslední 3 měsíce, 40 výsledků od 9 členů');
    expect(plain(earningsClaimBasis({ ...basis, months: 1, results: 40, earners: 9 }))).toBe('za poslední měsíc, 40 výsledků od 9 členů');
    expect(plain(totalMadeBasis(1250))).toBe('od spuštění, 1 250 výsledků');
  });
});
