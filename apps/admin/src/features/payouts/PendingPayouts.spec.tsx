import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { recordingApollo, SentOperation } from '../../shared/testing/recording-apollo';
import { inRouter } from '../../shared/testing/in-router';
import { PendingPayouts } from './PendingPayouts';

const total = (count: number, amountHalere: number) => ({ __typename: 'PayoutTotal', count, amountHalere });
const payout = (id: number, kind: 'manual' | 'auto', memberName: string, batchId: number | null = null) => ({
  __typename: 'AdminPayout',
  id,
  creationTimestamp: 1_795_000_000,
  kind,
  amountHalere: 100_00 * id,
  status: 'pending',
  memberName,
  memberEmail: `${memberName.toLowerCase()}@example.cz`,
  bankAccount: '19-2000145399/0800',
  batchId,
});
const PAYOUTS = [payout(1, 'manual', 'Jana'), payout(2, 'auto', 'Petr'), payout(3, 'manual', 'Žofie'), payout(4, 'manual', 'Ota', 9)];

function answer({ operationName }: SentOperation) {
  if (operationName === 'ExportPayoutBatch') return { errors: [{ message: 'Zkouška: nic se neexportuje.' }] };
  return { data: { adminPayouts: { __typename: 'AdminPayouts', month: '2026-11', payouts: PAYOUTS, totals: { __typename: 'PayoutTotals', manual: total(3, 800_00), auto: total(1, 200_00), all: total(4, 1000_00) } } } };
}

const exportedIds = (sent: SentOperation[]) => sent.filter((op) => op.operationName === 'ExportPayoutBatch').at(-1)?.variables.payoutIds;

describe('PendingPayouts', () => {
  it('exports exactly the ticked payouts the filter shows, and says that hidden ones stay out', async () => {
    const { sent, wrapper } = recordingApollo(answer);
    render(<PendingPayouts month="2026-11" onNotice={() => undefined} />, { wrapper: inRouter(wrapper, '/admin/payouts?kind=manual') });
    // Petr's automatic payout is hidden by the filter; Ota's is already in a batch.
    const exportButton = await screen.findByRole('button', { name: 'Exportovat dávku pro banku (2)' });
    expect(screen.getByTestId('payout-export-scope').textContent).toContain('skryté filtrem (1)');
    fireEvent.click(exportButton);
    await waitFor(() => expect(exportedIds(sent)).toEqual([1, 3]));

    // "Zrušit výběr" and "Vybrat vše" act on the shown rows: unticking under a search leaves the others ticked.
    fireEvent.change(screen.getByLabelText('Hledat člena nebo účet'), { target: { value: 'zofie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit výběr' }));
    expect(screen.getByRole('button', { name: 'Exportovat dávku pro banku (0)' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit filtry' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Exportovat dávku pro banku (2)' }));
    await waitFor(() => expect(exportedIds(sent)).toEqual([1, 2]));
    expect(screen.queryByTestId('payout-export-scope')).toBeNull();
  });
});
