import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CompanyFormModal } from './CompanyFormModal';
import { UPDATE_COMPANY_MUTATION } from './companies.graphql';

const casino = { __typename: 'Company' as const, id: 7, name: 'Kasino', bankCode: null, kind: 'casino' as const, license: null };

function renderForm(expectedInput: Record<string, unknown>, onSent: jest.Mock) {
  render(
    <MockedProvider
      mocks={[
        {
          request: { query: UPDATE_COMPANY_MUTATION, variables: { input: expectedInput } },
          result: () => {
            onSent();
            return { data: { updateCompany: { __typename: 'Company', id: 7, kind: expectedInput.kind, license: null } } };
          },
        },
      ]}
    >
      <CompanyFormModal company={casino} onClose={jest.fn()} />
    </MockedProvider>,
  );
}

describe('CompanyFormModal', () => {
  it("sends a casino's licence number and its end as unix seconds of the typed day", async () => {
    const sent = jest.fn();
    const until = Math.floor(new Date(2027, 11, 31).getTime() / 1000);
    renderForm({ id: 7, kind: 'casino', bankCode: null, licenseNumber: 'MF-2027-1', licenseValidUntil: until }, sent);
    fireEvent.change(screen.getByLabelText('Číslo licence Ministerstva financí'), { target: { value: ' MF-2027-1 ' } });
    fireEvent.change(screen.getByLabelText('Licence platí do'), { target: { value: '31.12.2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit', hidden: true }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('sends a bank with its ČNB code and without a licence, and hides the licence fields', async () => {
    const sent = jest.fn();
    renderForm({ id: 7, kind: 'bank', bankCode: '5500', licenseNumber: null, licenseValidUntil: null }, sent);
    expect(screen.queryByLabelText('Kód banky (ČNB)')).toBeNull();
    fireEvent.change(screen.getByLabelText('Druh'), { target: { value: 'bank' } });
    expect(screen.queryByLabelText('Číslo licence Ministerstva financí')).toBeNull();
    fireEvent.change(screen.getByLabelText('Kód banky (ČNB)'), { target: { value: '5500' } });
    expect(screen.getByRole('option', { name: '5500 · Raiffeisenbank', hidden: true })).toHaveProperty('selected', true);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit', hidden: true }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('refuses a date that is not one without sending', () => {
    const sent = jest.fn();
    renderForm({}, sent);
    fireEvent.change(screen.getByLabelText('Licence platí do'), { target: { value: '31.02.2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit', hidden: true }));
    expect(screen.getByText('Zadejte datum ve tvaru DD.MM.RRRR, např. 17.05.2024.')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
  });
});
