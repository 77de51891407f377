import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { openDialogsLikeABrowser, recordingApollo } from '../../shared/testing/recording-apollo';
import { InvestmentProductFormModal } from './InvestmentProductFormModal';
import { newProduct } from './investment-drafts';

function renderModal() {
  const apollo = recordingApollo(() => ({ data: { saveInvestmentProduct: null } }));
  const onClose = jest.fn();
  render(<InvestmentProductFormModal initial={newProduct(6)} onClose={onClose} />, { wrapper: apollo.wrapper });
  return { ...apollo, onClose };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fieldError = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return field.getAttribute('aria-invalid') === 'true' && id ? document.getElementById(id)?.textContent : null;
};

beforeAll(openDialogsLikeABrowser);

describe('InvestmentProductFormModal', () => {
  it('checks each step by the shared rules and saves the product with its steps as before', async () => {
    const { sent, onClose } = renderModal();
    fill('Společnost', 'Portu');
    fill('Název produktu', 'Portu Akcie');
    fill('Popis', 'Robo-advisor.');
    fill('Výhody (každá na řádek)', 'Nízké poplatky');
    fill('Nevýhody (každá na řádek)', '');
    fill('Očekávaný výnos (% ročně)', '6,5');
    fill('Potřebný kapitál (Kč)', '500');
    fireEvent.change(screen.getByLabelText('Horizont'), { target: { value: '3' } });
    fill('Odkaz na produkt', ' https://example.cz/portu ');
    fireEvent.click(screen.getByLabelText('Doporučený produkt (zobrazí se první)'));
    fireEvent.click(screen.getByRole('button', { name: 'Přidat krok' }));
    fireEvent.click(screen.getByRole('button', { name: 'Přidat krok' }));
    fill('Krok 1: název', 'Registrace');
    fill('Krok 1: popis', 'Založte účet.');
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));

    // The second step is empty: said on its fields, nothing saved.
    await waitFor(() => expect(fieldError('Krok 2: název')).toBe('Toto pole je povinné'));
    expect(fieldError('Krok 1: název')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Krok 2: název'));
    expect(sent).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Odebrat krok 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        operationName: 'SaveInvestmentProduct',
        variables: {
          input: {
            id: null,
            investmentCategoryId: 6,
            companyName: 'Portu',
            name: 'Portu Akcie',
            description: 'Robo-advisor.',
            prosList: ['Nízké poplatky'],
            consList: [],
            expectedReturn: 6.5,
            investHorizontId: 3,
            neededCapital: 500,
            riskRate: 3,
            stepList: [{ title: 'Registrace', description: 'Založte účet.' }],
            urlLink: 'https://example.cz/portu',
            recommended: true,
            visible: true,
          },
        },
      },
    ]);
  });
});
