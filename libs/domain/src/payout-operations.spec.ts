import {
  exportPayoutBatchInputSchema,
  formatPayoutAmount,
  isPaidOnAllowed,
  markPayoutBatchPaidInputSchema,
  markPayoutFailedInputSchema,
  payoutBatchFileName,
  payoutStatusName,
  payoutTotals,
} from './payout-operations';

describe('payout operations', () => {
  it('names each state in Czech for the member, with the reason of a return', () => {
    expect(payoutStatusName('pending', null)).toBe('Zpracovává se');
    expect(payoutStatusName('paid', null)).toBe('Vyplaceno');
    expect(payoutStatusName('failed', 'Účet byl zrušen')).toBe('Vráceno: Účet byl zrušen');
    expect(payoutStatusName('failed', null)).toBe('Vráceno');
  });

  it('totals pending payouts per kind and overall in haléře', () => {
    expect(
      payoutTotals([
        { kind: 'manual', amountHalere: 10050 },
        { kind: 'auto', amountHalere: 12345 },
        { kind: 'manual', amountHalere: 100 },
      ]),
    ).toEqual({ manual: { count: 2, amountHalere: 10150 }, auto: { count: 1, amountHalere: 12345 }, all: { count: 3, amountHalere: 22495 } });
  });

  it('shows payout amounts to the haléř', () => {
    expect(formatPayoutAmount(12345).replace(/\s/g, ' ')).toBe('123,45 Kč');
    expect(formatPayoutAmount(1000000).replace(/\s/g, ' ')).toBe('10 000 Kč');
  });

  it('accepts a paid date between the export and today only', () => {
    expect(isPaidOnAllowed('2026-12-03', '2026-12-01', '2026-12-05')).toBe(true);
    expect(isPaidOnAllowed('2026-12-01', '2026-12-01', '2026-12-01')).toBe(true);
    expect(isPaidOnAllowed('2026-11-30', '2026-12-01', '2026-12-05')).toBe(false);
    expect(isPaidOnAllowed('2026-12-06', '2026-12-01', '2026-12-05')).toBe(false);
  });

  it('validates the operations with Czech messages', () => {
    expect(exportPayoutBatchInputSchema.parse({ month: '2026-12' })).toEqual({ month: '2026-12' });
    for (const month of ['2026-13', '0000-01', '1999-12', '2026-1']) {
      expect(exportPayoutBatchInputSchema.safeParse({ month }).error?.issues[0].message).toBe('Zadejte měsíc ve tvaru RRRR-MM (rok 2000 až 2999).');
    }
    expect(exportPayoutBatchInputSchema.safeParse({ month: '2026-12', payout_ids: [] }).error?.issues[0].message).toBe('Vyberte 1 až 500 výplat.');
    expect(exportPayoutBatchInputSchema.safeParse({ month: '2026-12', payout_ids: [0] }).error?.issues[0].message).toBe('Neplatné číslo záznamu.');
    expect(markPayoutBatchPaidInputSchema.safeParse({ batch_id: 1, paid_on: '2026-02-30' }).error?.issues[0].message).toBe('Zadejte datum vyplacení ve tvaru RRRR-MM-DD.');
    expect(markPayoutFailedInputSchema.parse({ payout_id: 3, reason: '  Účet neexistuje ' })).toEqual({ payout_id: 3, reason: 'Účet neexistuje' });
    expect(markPayoutFailedInputSchema.safeParse({ payout_id: 3, reason: ' x ' }).error?.issues[0].message).toBe('Uveďte důvod vrácení (3 až 200 znaků).');
    expect(payoutBatchFileName(12, 'kpc')).toBe('vyplaty-davka-12.kpc');
  });
});
