import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { openDialogsLikeABrowser, recordingApollo } from '../../shared/testing/recording-apollo';
import { AdminRightsDialog } from './AdminRightsDialog';

const MEMBER = { id: '39b774a6-646e-42d5-aaa9-d8d58ed5a79c', name: 'jana', email: 'jana@example.cz', admin: false };

function renderDialog(member = MEMBER, answer: Parameters<typeof recordingApollo>[0] = () => ({ data: null })) {
  const apollo = recordingApollo(answer);
  const onClose = jest.fn();
  const onDone = jest.fn();
  render(<AdminRightsDialog member={member} onClose={onClose} onDone={onDone} />, { wrapper: apollo.wrapper });
  return { ...apollo, onClose, onDone };
}

const reason = () => screen.getByLabelText('Důvod (alespoň 5 znaků)');
const confirm = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeAll(openDialogsLikeABrowser);

describe('AdminRightsDialog', () => {
  it('cannot be confirmed without a reason of at least 5 characters, and sends nothing', () => {
    const { sent } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Udělit práva administrátora' })).toBeTruthy();
    expect(confirm('Udělit práva').disabled).toBe(true);
    fireEvent.change(reason(), { target: { value: '  abcd   ' } });
    expect(confirm('Udělit práva').disabled).toBe(true);
    // Enter in the form does not get round the button.
    fireEvent.submit(reason().closest('form')!);
    expect(sent).toEqual([]);
  });

  it('sends the trimmed reason with the grant, reports it and closes', async () => {
    const { sent, onDone, onClose } = renderDialog(MEMBER, () => ({ data: { setAdminRights: null } }));
    fireEvent.change(reason(), { target: { value: '  Nová kolegyně v podpoře ' } });
    expect(confirm('Udělit práva').disabled).toBe(false);
    fireEvent.click(confirm('Udělit práva'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ operationName: 'SetAdminRights', variables: { input: { id: MEMBER.id, admin: true, reason: 'Nová kolegyně v podpoře' } } }]);
    expect(onDone).toHaveBeenCalledWith('jana@example.cz má práva administrátora.');
  });

  it('removes the rights of an admin with the reason, and shows the api’s refusal', async () => {
    const { sent, onClose } = renderDialog({ ...MEMBER, admin: true }, () => ({ errors: [{ message: 'Vlastní účet takto měnit nelze.', extensions: { code: 'ADMIN_SELF_CHANGE' } }] }));
    expect(screen.getByRole('dialog', { name: 'Odebrat práva administrátora' })).toBeTruthy();
    fireEvent.change(reason(), { target: { value: 'Odchod z týmu' } });
    fireEvent.click(confirm('Odebrat práva'));
    expect((await screen.findByRole('alert')).textContent).toBe('Vlastní účet takto měnit nelze.');
    expect(sent).toEqual([{ operationName: 'SetAdminRights', variables: { input: { id: MEMBER.id, admin: false, reason: 'Odchod z týmu' } } }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});
