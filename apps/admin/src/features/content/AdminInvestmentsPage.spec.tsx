import { fireEvent, render, screen } from '@testing-library/react';
import { FILTERED_ORDER_HINT } from '../../shared/SortableList';
import { recordingApollo, SentOperation } from '../../shared/testing/recording-apollo';
import { inRouter } from '../../shared/testing/in-router';
import { AdminInvestmentsPage } from './AdminInvestmentsPage';

const category = (id: number, name: string) => ({
  __typename: 'InvestmentCategory',
  id,
  name,
  color: '#3b82f6',
  subtitle: '',
  shortDescription: '',
  description: '',
  prosList: [],
  consList: [],
  avgExpectedReturn: 5,
  avgRiskRate: 3,
  visible: true,
});
const CATEGORIES = [category(1, 'Akcie'), category(2, 'Dluhopisy'), category(3, 'Účty a spořicí účty')];

function answer({ operationName }: SentOperation) {
  if (operationName === 'AdminInvestments') return { data: { investments: [] } };
  return { data: { adminInvestmentCategories: CATEGORIES } };
}

describe('AdminInvestmentsPage', () => {
  it('searches categories ignoring accents; reordering waits until the search is cleared', async () => {
    const { wrapper } = recordingApollo(answer);
    render(<AdminInvestmentsPage />, { wrapper: inRouter(wrapper) });
    expect(await screen.findAllByTestId('admin-category')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Hledat kategorii'), { target: { value: 'ucty' } });
    const rows = screen.getAllByTestId('admin-category');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Účty a spořicí účty')]);
    expect((screen.getByRole('button', { name: /^Přesunout kategorii/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(FILTERED_ORDER_HINT)).toBeTruthy();
    // The products shown are of a shown category.
    expect(await screen.findByRole('heading', { name: 'Produkty: Účty a spořicí účty' })).toBeTruthy();
    expect(await screen.findByText('V této kategorii zatím nejsou produkty.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Hledat kategorii'), { target: { value: '' } });
    expect(screen.getAllByRole('button', { name: /^Přesunout kategorii/ }).every((handle) => !(handle as HTMLButtonElement).disabled)).toBe(true);
    expect(screen.queryByText(FILTERED_ORDER_HINT)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Produkty: Akcie' })).toBeTruthy();
    expect(await screen.findByText('V této kategorii zatím nejsou produkty.')).toBeTruthy();
  });
});
