import { ORDER_STATUS_LABELS, ORDER_STATUSES, orderStatusLabel, PAYOUT_STATUS_LABELS, PAYOUT_STATUS_TONES, PAYOUT_STATUSES, payoutStatusLabel } from './orders';

describe('status labels', () => {
  it('gives every order and payout status a Czech label that is not the stored value', () => {
    for (const status of ORDER_STATUSES) expect(orderStatusLabel(status)).toBe(ORDER_STATUS_LABELS[status]);
    for (const status of PAYOUT_STATUSES) expect(payoutStatusLabel(status)).toBe(PAYOUT_STATUS_LABELS[status]);
    const labels = [...Object.values(ORDER_STATUS_LABELS), ...Object.values(PAYOUT_STATUS_LABELS)];
    for (const label of labels) expect(label).not.toMatch(/^[a-z_]+$/);
  });

  it('reads the statuses the admin saw raw', () => {
    expect(orderStatusLabel('active')).toBe('Aktivní');
    expect(orderStatusLabel('canceled')).toBe('Zrušeno');
    expect(payoutStatusLabel('pending')).toBe('Zpracovává se');
  });

  it('marks a value it does not know instead of passing it off as Czech', () => {
    expect(orderStatusLabel('refunded')).toBe('Neznámý stav (refunded)');
    expect(payoutStatusLabel('held')).toBe('Neznámý stav (held)');
  });
});

describe('payout states in colour and in sum', () => {
  it('colours every payout state, each differently: paid as success, on its way as info, returned as danger', () => {
    expect(PAYOUT_STATUS_TONES).toEqual({ paid: 'success', pending: 'info', failed: 'danger' });
    expect(new Set(PAYOUT_STATUSES.map((status) => PAYOUT_STATUS_TONES[status])).size).toBe(PAYOUT_STATUSES.length);
  });
});
