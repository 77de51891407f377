import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { openDialogsLikeABrowser, recordingApollo, refusal } from '../../shared/testing/recording-apollo';
import { FailPayoutModal } from './FailPayoutModal';
import type { AdminPayoutView } from './payouts.graphql';

const PAYOUT: AdminPayoutView = {
  id: 41,
  creationTimestamp: 1_900_000_000,
  kind: 'manual',
  amountHalere: 150_000,
  status: 'pending',
  memberName: 'Jana Nováková',
  memberEmail: 'jana@example.cz',
  bankAccount: '123456789/0800',
  batchId: 5,
};

function renderModal(answer: Parameters<typeof recordingApollo>[0]) {
  const apollo = recordingApollo(answer);
  const onClose = jest.fn();
  const onNotice = jest.fn();
  render(<FailPayoutModal payout={PAYOUT} onClose={onClose} onNotice={onNotice} />, { wrapper: apollo.wrapper });
  return { ...apollo, onClose, onNotice };
}

const reason = () => screen.getByLabelText('Důvod vrácení');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Vrátit na zůstatek' }));

beforeAll(openDialogsLikeABrowser);

describe('FailPayoutModal', () => {
  it('asks for a reason in Czech, on the field, and returns nothing', async () => {
    const { sent, onClose } = renderModal(() => ({ data: null }));
    fireEvent.change(reason(), { target: { value: ' x ' } });
    submit();
    await waitFor(() => expect(reason().getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(reason().getAttribute('aria-describedby')!)?.textContent).toBe('Uveďte důvod vrácení (3 až 200 znaků).');
    expect(document.activeElement).toBe(reason());
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason as before, reports it and closes', async () => {
    const { sent, onClose, onNotice } = renderModal(() => ({
      data: { markPayoutFailed: { __typename: 'PayoutFailure', mailsQueued: 1, payout: { ...PAYOUT, status: 'failed' } } },
    }));
    fireEvent.change(reason(), { target: { value: '  Účet neexistuje  ' } });
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ operationName: 'MarkPayoutFailed', variables: { payoutId: 41, reason: 'Účet neexistuje' } }]);
    expect(onNotice).toHaveBeenCalledWith(expect.objectContaining({ kind: 'success', text: expect.stringMatching(/Výplata č. 41 je vrácená.* Členům odchází e-mail \(1\)\./) }));
  });

  it('shows the server’s refusal and stays open', async () => {
    const { onClose } = renderModal(() => refusal('Výplata už byla vrácená.'));
    fireEvent.change(reason(), { target: { value: 'Účet neexistuje' } });
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Výplata už byla vrácená.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
