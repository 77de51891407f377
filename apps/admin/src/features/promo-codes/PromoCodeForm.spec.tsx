import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { recordingApollo, refusal } from '../../shared/testing/recording-apollo';
import { PromoCodeForm } from './PromoCodeForm';

const created = (code: string): FormattedExecutionResult => ({
  data: {
    createPromoCode: { __typename: 'AdminPromoCode', id: 7, code, discountPercent: 25, months: 2, validFrom: null, validUntil: null, maxRedemptions: 40, redemptions: 0, state: 'running', stateLabel: 'Platí' },
  },
});

function renderForm(answer: () => FormattedExecutionResult = () => created('ZIMA25')) {
  const apollo = recordingApollo(answer);
  const onCreated = jest.fn();
  render(<PromoCodeForm onCreated={onCreated} />, { wrapper: apollo.wrapper });
  return { ...apollo, onCreated };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Přidat kód' }));
/** The Czech error a field shows and points at (aria-describedby), or null. */
const fieldError = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return field.getAttribute('aria-invalid') === 'true' && id ? document.getElementById(id)?.textContent : null;
};

describe('PromoCodeForm', () => {
  it('shows the shared schema’s Czech errors on the fields, focuses the first and sends nothing', async () => {
    const { sent } = renderForm();
    fill('Kód', 'x');
    fill('Sleva (%)', '150');
    fill('Platí od (nepovinné)', '10.03.2030');
    fill('Platí do (nepovinné)', '01.03.2030');
    submit();
    await waitFor(() => expect(fieldError('Sleva (%)')).toBe('Sleva musí být celé číslo od 1 do 100 %.'));
    expect(fieldError('Kód')).toBe('Slevový kód může obsahovat jen písmena, číslice a pomlčky (3–32 znaků).');
    expect(fieldError('Platí do (nepovinné)')).toBe('Konec platnosti musí být po jejím začátku.');
    expect(fieldError('Na kolik měsíců')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Kód'));
    expect(sent).toEqual([]);

    // Fixed, the field's error goes as it is typed.
    fill('Sleva (%)', '25');
    await waitFor(() => expect(fieldError('Sleva (%)')).toBeNull());

    // A day that is not one is not taken as no day.
    fill('Platí od (nepovinné)', '31.02.2030');
    await waitFor(() => expect(fieldError('Platí od (nepovinné)')).toBe('Zadejte datum ve tvaru DD.MM.RRRR, např. 17.05.2024.'));
    submit();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Kód')));
    expect(sent).toEqual([]);
  });

  it('sends the typed code with numbers and whole days as before, then empties the form', async () => {
    const { sent, onCreated } = renderForm();
    fill('Kód', 'zima25');
    fill('Sleva (%)', '25');
    fill('Na kolik měsíců', '2');
    fill('Platí od (nepovinné)', '1.3.2030');
    fill('Platí do (nepovinné)', '31032030');
    fill('Max. počet použití (nepovinné)', '40');
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith('ZIMA25'));
    expect(sent).toEqual([
      {
        operationName: 'CreatePromoCode',
        variables: {
          input: {
            code: 'zima25',
            discountPercent: 25,
            months: 2,
            validFrom: new Date(2030, 2, 1, 0, 0, 0).getTime() / 1000,
            validUntil: new Date(2030, 2, 31, 23, 59, 59).getTime() / 1000,
            maxRedemptions: 40,
          },
        },
      },
    ]);
    expect(onCreated).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Kód') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Sleva (%)') as HTMLInputElement).value).toBe('20');
  });

  it('leaves the optional fields out as null', async () => {
    const { sent } = renderForm();
    fill('Kód', 'JARO');
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].variables).toEqual({ input: { code: 'JARO', discountPercent: 20, months: 1, validFrom: null, validUntil: null, maxRedemptions: null } });
  });

  it('shows a server refusal, and its field errors on the fields', async () => {
    renderForm(() => refusal('Slevový kód s tímto názvem už existuje.', { code: 'Slevový kód s tímto názvem už existuje.' }));
    fill('Kód', 'ZIMA25');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Slevový kód s tímto názvem už existuje.');
    expect(fieldError('Kód')).toBe('Slevový kód s tímto názvem už existuje.');
    expect(document.activeElement).toBe(screen.getByLabelText('Kód'));
  });
});
