import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { openDialogsLikeABrowser, recordingApollo } from '../../shared/testing/recording-apollo';
import { InvestmentCategoryFormModal } from './InvestmentCategoryFormModal';
import { NEW_CATEGORY } from './investment-drafts';

/** What the admin fills in, as the mutation sends it and the server answers it. */
const category = {
  name: 'Dluhopisy',
  color: '#2563eb',
  subtitle: 'Stabilní výnos',
  shortDescription: 'Půjčka státu nebo firmě',
  description: 'Dluhopis je cenný papír.',
  prosList: ['Nízké riziko'],
  consList: ['Nižší výnos', 'Inflace'],
  avgExpectedReturn: 4.5,
  avgRiskRate: 2,
  visible: true,
};
const saved = { data: { saveInvestmentCategory: { __typename: 'InvestmentCategory', id: 3, ...category } } };

function renderModal() {
  const apollo = recordingApollo(() => saved);
  const onClose = jest.fn();
  render(<InvestmentCategoryFormModal initial={NEW_CATEGORY} onClose={onClose} />, { wrapper: apollo.wrapper });
  return { ...apollo, onClose };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
const fieldError = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return field.getAttribute('aria-invalid') === 'true' && id ? document.getElementById(id)?.textContent : null;
};

beforeAll(openDialogsLikeABrowser);

describe('InvestmentCategoryFormModal', () => {
  it('shows Czech errors from the shared category rules, focuses the first field and saves nothing', async () => {
    const { sent, onClose } = renderModal();
    fill('Podtitul', 'Stabilní výnos');
    fill('Průměrný očekávaný výnos (% ročně)', 'hodně');
    fill('Výhody (každá na řádek)', `Krátká\n${'x'.repeat(301)}`);
    save();
    await waitFor(() => expect(fieldError('Název')).toBe('Toto pole je povinné'));
    expect(fieldError('Podtitul')).toBeNull();
    expect(fieldError('Krátký popis')).toBe('Toto pole je povinné');
    expect(fieldError('Průměrný očekávaný výnos (% ročně)')).toBe('Zadejte číslo');
    // A line too long is said under the one field that holds the lines.
    expect(fieldError('Výhody (každá na řádek)')).toBe('Text může mít nejvýše 300 znaků.');
    expect(document.activeElement).toBe(screen.getByLabelText('Název'));
    expect(sent).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the same input as before (lines as lists, decimal comma, risk as a number) and closes', async () => {
    const { sent, onClose } = renderModal();
    fill('Název', 'Dluhopisy');
    fill('Podtitul', 'Stabilní výnos');
    fill('Krátký popis', 'Půjčka státu nebo firmě');
    fill('Popis', 'Dluhopis je cenný papír.');
    fill('Výhody (každá na řádek)', 'Nízké riziko\n\n');
    fill('Nevýhody (každá na řádek)', ' Nižší výnos \nInflace');
    fill('Průměrný očekávaný výnos (% ročně)', '4,5');
    fireEvent.change(screen.getByLabelText('Riziko'), { target: { value: '2' } });
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        operationName: 'SaveInvestmentCategory',
        variables: {
          input: { id: null, ...category },
        },
      },
    ]);
  });
});
