import { czechDateInputValue } from '@bonus/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { openDialogsLikeABrowser, recordingApollo } from '../../shared/testing/recording-apollo';
import { MarkBatchPaidModal } from './MarkBatchPaidModal';
import type { PayoutBatchView } from './payouts.graphql';

const total = (count: number, amountHalere: number) => ({ __typename: 'PayoutTotal' as const, count, amountHalere });
const BATCH: PayoutBatchView = {
  __typename: 'PayoutBatch',
  id: 12,
  creationTimestamp: 1_900_000_000,
  createdByName: 'Admin',
  format: 'kpc',
  paidOn: null,
  pending: total(2, 300_000),
  paid: total(0, 0),
  failed: total(0, 0),
} as PayoutBatchView;

function renderModal() {
  const apollo = recordingApollo(() => ({ data: { markPayoutBatchPaid: { __typename: 'PayoutBatchPaid', mailsQueued: 2, batch: { ...BATCH, paidOn: '2026-11-20', pending: total(0, 0), paid: total(2, 300_000) } } } }));
  const onClose = jest.fn();
  render(<MarkBatchPaidModal batch={BATCH} onClose={onClose} onNotice={jest.fn()} />, { wrapper: apollo.wrapper });
  return { ...apollo, onClose };
}

const day = () => screen.getByLabelText('Datum odeslání bankou') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Označit jako vyplacenou' }));

beforeAll(openDialogsLikeABrowser);

describe('MarkBatchPaidModal', () => {
  it('offers today, day-month-year whatever the browser’s language', () => {
    renderModal();
    expect(day().value).toBe(czechDateInputValue(new Date()));
    expect(day().type).toBe('text');
  });

  it('says in Czech that a day which is not one is wrong, and marks nothing', async () => {
    const { sent, onClose } = renderModal();
    fireEvent.change(day(), { target: { value: '31.11.2026' } });
    submit();
    await waitFor(() => expect(day().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(day().getAttribute('aria-describedby')!)?.textContent).toBe('Zadejte datum ve tvaru DD.MM.RRRR, např. 17.05.2024.');
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the typed day as the api takes days (RRRR-MM-DD)', async () => {
    const { sent, onClose } = renderModal();
    fireEvent.change(day(), { target: { value: '20112026' } });
    expect(day().value).toBe('20.11.2026');
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ operationName: 'MarkPayoutBatchPaid', variables: { batchId: 12, paidOn: '2026-11-20' } }]);
  });
});
