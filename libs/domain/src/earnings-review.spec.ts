import { EARNINGS_REVIEW_LABELS, EARNINGS_REVIEW_STATUSES, initialReviewStatus, isUnusualEarnings, unusualEarningsLimitCzk, unusualEarningsQuestion } from './earnings-review';

describe('unusual earnings', () => {
  it('is far above: three times the expected value, but never less than 2 000 Kč above it', () => {
    expect(unusualEarningsLimitCzk(500)).toBe(2500);
    expect(unusualEarningsLimitCzk(2000)).toBe(6000);
    expect(isUnusualEarnings(2500, 500)).toBe(false);
    expect(isUnusualEarnings(2501, 500)).toBe(true);
    expect(isUnusualEarnings(6001, 2000)).toBe(true);
  });

  it('starts an unusual entry as pending review and an ordinary one without review', () => {
    expect(initialReviewStatus(2501, 500)).toBe('pending');
    expect(initialReviewStatus(400, 500)).toBe('none');
  });

  it('asks the member in Czech with the expected value written the Czech way', () => {
    expect(unusualEarningsQuestion(12500)).toContain('(12\u00a0500\u00a0Kč)');
  });

  it('has a Czech label for every status', () => {
    for (const status of EARNINGS_REVIEW_STATUSES) expect(EARNINGS_REVIEW_LABELS[status]).toMatch(/\S/);
  });
});
