import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TransactionView } from './statements.graphql';
import { TransactionsTable } from './TransactionsTable';

const transaction = (id: number, fields: Partial<TransactionView>): TransactionView => ({
  id, statementId: 1, account: '2000145399/0800', bookedTimestamp: 1_764_000_000 + id * 86_400, amount: -100, kind: 'card_payment', counterparty: null, description: '', gambling: false, countsFor: [], ...fields,
});
const TRANSACTIONS = [
  transaction(1, { amount: -450, description: 'Nákup: Albert Praha', countsFor: [{ bonusId: 7, counts: true, reason: null }] }),
  transaction(2, { amount: 25_000, kind: 'transfer_in', counterparty: 'Zaměstnavatel s.r.o.', description: 'Mzda listopad' }),
  transaction(3, { amount: -500, counterparty: 'Tipsport.cz', description: 'Karta: Tipsport.cz', gambling: true, countsFor: [{ bonusId: 7, counts: false, reason: 'Platba u sázkové kanceláře se do podmínek nepočítá' }] }),
  transaction(4, { amount: -99.5, account: '19-123456789/3030', kind: 'fee', description: 'Poplatek' }),
];
const offers = new Map([[7, 'Moneta: 3 platby kartou']]);
const rows = () => screen.getAllByTestId('transaction-row');
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('TransactionsTable', () => {
  it('shows Czech dates, signed amounts, kinds, the gambling warning and each offer’s verdict', () => {
    render(<TransactionsTable transactions={TRANSACTIONS} offerNames={offers} />);
    expect(rows()).toHaveLength(4);
    const tipsport = rows().find((row) => row.textContent?.includes('Tipsport.cz'))!;
    expect(within(tipsport).getByText('Sázková kancelář')).toBeTruthy();
    expect(plain(tipsport.textContent)).toContain('−500 Kč');
    expect(tipsport.textContent).toContain('Moneta: 3 platby kartou: Platba u sázkové kanceláře se do podmínek nepočítá');
    const albert = rows().find((row) => row.textContent?.includes('Albert'))!;
    expect(albert.textContent).toContain('Moneta: 3 platby kartou: Počítá se');
    expect(within(albert).queryByText('Sázková kancelář')).toBeNull();
    const salary = rows().find((row) => row.textContent?.includes('Mzda'))!;
    expect(plain(salary.textContent)).toContain('+25 000 Kč');
    expect(salary.textContent).toContain('Příchozí platba');
    expect(plain(rows().find((row) => row.textContent?.includes('Poplatek'))!.textContent)).toContain('−99,50 Kč');
    // Newest first.
    expect(rows()[0].textContent).toContain('Poplatek');
  });

  it('filters by kind, by account and to gambling only, with the totals of what it shows', () => {
    render(<TransactionsTable transactions={TRANSACTIONS} offerNames={offers} />);
    fireEvent.change(screen.getByLabelText('Druh'), { target: { value: 'card_payment' } });
    expect(rows()).toHaveLength(2);
    expect(plain(screen.getByTestId('transaction-totals').textContent)).toBe('Za vybrané pohyby: příjmy 0 Kč · výdaje 950 Kč');
    fireEvent.change(screen.getByLabelText('Sázkové kanceláře'), { target: { value: 'only' } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0].textContent).toContain('Tipsport.cz');
    fireEvent.change(screen.getByLabelText('Druh'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Sázkové kanceláře'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Účet'), { target: { value: '19-123456789/3030' } });
    expect(rows()).toHaveLength(1);
    expect(rows()[0].textContent).toContain('Poplatek');
    fireEvent.change(screen.getByLabelText('Druh'), { target: { value: 'transfer_in' } });
    expect(screen.getByText('Filtrům neodpovídá žádný pohyb.')).toBeTruthy();
  });

  it('has no account filter for one account, and no offers column before any verdict', () => {
    render(<TransactionsTable transactions={TRANSACTIONS.slice(1, 2)} offerNames={offers} />);
    expect(screen.queryByLabelText('Účet')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Do podmínek nabídek' })).toBeNull();
  });

  it('says when there is nothing yet, and while it loads', () => {
    const { rerender } = render(<TransactionsTable transactions={undefined} offerNames={offers} />);
    expect(screen.getByText('Načítám pohyby…')).toBeTruthy();
    rerender(<TransactionsTable transactions={[]} offerNames={offers} />);
    expect(screen.getByText('Zatím tu nejsou žádné pohyby. Nahrajte výpis z účtu.')).toBeTruthy();
  });
});
