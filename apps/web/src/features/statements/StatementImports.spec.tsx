import { act, fireEvent, render, screen } from '@testing-library/react';
import { StatementImports } from './StatementImports';
import type { StatementView } from './statements.graphql';

const STATEMENT: StatementView = { id: 4, format: 'gpc', account: '19-2000145399/0800', from: 1_761_951_600, to: 1_764_457_200, entryCount: 5, importedCount: 5, importedAt: 1_764_500_000 };
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('StatementImports', () => {
  it('lists an import with its account, period in Czech dates and counts', () => {
    render(<StatementImports statements={[STATEMENT]} onDelete={jest.fn()} />);
    const row = screen.getByTestId('statement-row');
    expect(plain(row.textContent)).toContain('•••• 5399 / 0800 · Česká spořitelna');
    expect(plain(row.textContent)).toContain('1. 11. 2025 – 30. 11. 2025');
  });

  it('says when nothing has been uploaded', () => {
    render(<StatementImports statements={[]} onDelete={jest.fn()} />);
    expect(screen.getByText('Zatím jste nenahráli žádný výpis.')).toBeTruthy();
  });

  it('deletes an import only once confirmed, and shows why when it could not', async () => {
    const onDelete = jest.fn().mockResolvedValueOnce('Změny se nepodařilo uložit. Zkuste to prosím znovu.').mockResolvedValueOnce(null);
    render(<StatementImports statements={[STATEMENT]} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: /^Smazat import účtu 19-2000145399\/0800/ }));
    // jsdom has no modal dialogs (showModal), so the dialog's content counts as hidden for role queries.
    expect(plain(screen.getByRole('dialog', { hidden: true }).textContent)).toContain('i s pohyby, které přidal (5 pohybů)');
    fireEvent.click(screen.getByRole('button', { name: 'Ponechat', hidden: true }));
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: /^Smazat import účtu/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Smazat výpis', hidden: true })));
    expect(screen.getByRole('alert', { hidden: true }).textContent).toBe('Změny se nepodařilo uložit. Zkuste to prosím znovu.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Smazat výpis', hidden: true })));
    expect(onDelete).toHaveBeenCalledWith(4);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Nahrané výpisy' }));
  });
});
