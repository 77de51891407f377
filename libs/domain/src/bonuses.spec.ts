import { BONUS_TYPES, isCasinoBonus, RISK_LEVEL_NAMES, RISK_MAX, RISK_MIN, SPECIAL_MARKS, STEP_ICONS } from './bonuses';
import { ORDER_STATUSES, PAYMENT_STATUS_POLL_MS, PAYMENT_VERIFICATION_WAIT_MS, paymentOutcome, SUBSCRIPTION_SCOPES } from './orders';

describe('bonus catalogue values', () => {
  it('has the four bonus types, three marks and a 1..5 risk scale', () => {
    expect(BONUS_TYPES).toEqual(['bank', 'slot', 'live', 'registration']);
    expect(SPECIAL_MARKS).toEqual(['VIP', 'recommended', 'exceptional']);
    expect([RISK_MIN, RISK_MAX]).toEqual([1, 5]);
    expect(RISK_LEVEL_NAMES).toHaveLength(RISK_MAX - RISK_MIN + 1);
    expect(new Set(STEP_ICONS).size).toBe(17);
  });

  it('counts every non-bank bonus as a casino bonus', () => {
    expect(BONUS_TYPES.filter(isCasinoBonus)).toEqual(['slot', 'live', 'registration']);
  });
});

describe('order values', () => {
  it("follows Stripe's subscription statuses and the two order scopes", () => {
    expect(ORDER_STATUSES).toContain('active');
    expect(ORDER_STATUSES).toContain('trialing');
    expect(ORDER_STATUSES).toContain('canceled');
    expect(SUBSCRIPTION_SCOPES).toEqual(['registration', 'settings']);
  });
});

describe('payment outcome', () => {
  it('treats active and trialing as paid, canceled as failed, the rest as still pending', () => {
    expect(paymentOutcome('active')).toBe('success');
    expect(paymentOutcome('trialing')).toBe('success');
    expect(paymentOutcome('canceled')).toBe('error');
    expect(paymentOutcome('incomplete_expired')).toBe('error');
    expect(paymentOutcome('incomplete')).toBe('pending');
    expect(paymentOutcome('past_due')).toBe('pending');
    expect([PAYMENT_STATUS_POLL_MS, PAYMENT_VERIFICATION_WAIT_MS]).toEqual([3000, 15000]);
  });
});
