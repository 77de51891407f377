import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable } from './DataTable';
import type { DataColumn, DataTableProps } from './data-table-types';
import { moneyColumn } from './money-column';

interface Member {
  id: string;
  name: string;
  earnings: number;
  active: boolean;
}

const MEMBERS: Member[] = [
  { id: '1', name: 'Šimon Malý', earnings: 1500, active: true },
  { id: '2', name: 'Anna Nová', earnings: 200, active: false },
  { id: '3', name: 'Čeněk Dvořák', earnings: 48000, active: true },
];
const COLUMNS: DataColumn<Member>[] = [{ id: 'name', header: 'Jméno', cell: (m) => m.name, sortValue: (m) => m.name }, moneyColumn('earnings', 'Výdělky', (m: Member) => m.earnings), { id: 'state', header: 'Stav', cell: (m) => (m.active ? 'Aktivní' : 'Neaktivní') }];

function renderTable(props: Partial<DataTableProps<Member>> = {}) {
  return render(<DataTable label="Členové" rows={MEMBERS} columns={COLUMNS} rowKey={(m) => m.id} emptyText="Nikdo neodpovídá hledání." {...props} />);
}
const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('DataTable', () => {
  it('sorts by a header button in Czech order, says so with aria-sort, and turns the order round on a second press', () => {
    renderTable();
    expect(header('Jméno').getAttribute('aria-sort')).toBe('none');
    expect(header('Stav').hasAttribute('aria-sort')).toBe(false);
    fireEvent.click(within(header('Jméno')).getByRole('button'));
    expect(header('Jméno').getAttribute('aria-sort')).toBe('ascending');
    expect(names()).toEqual(['Anna Nová', 'Čeněk Dvořák', 'Šimon Malý']);
    fireEvent.click(within(header('Jméno')).getByRole('button'));
    expect(header('Jméno').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Šimon Malý', 'Čeněk Dvořák', 'Anna Nová']);
  });

  it('sorts money by the amount, not its text', () => {
    renderTable();
    fireEvent.click(within(header('Výdělky')).getByRole('button'));
    expect(names()).toEqual(['Anna Nová', 'Šimon Malý', 'Čeněk Dvořák']);
  });

  it('sets money right-aligned with tabular figures, header and cells alike', () => {
    renderTable();
    expect(header('Výdělky').classList).toContain('ui-num');
    const cell = within(screen.getAllByRole('row')[1]).getAllByRole('cell')[1];
    expect(cell.classList).toContain('ui-num');
    expect(cell.querySelector('.ui-money')?.textContent).toBe('1\u00a0500\u00a0Kč');
  });

  it('hands server-side sorting to the page and shows the order it gets back', () => {
    const onSort = jest.fn();
    const columns = COLUMNS.map((column) => ({ ...column, sortable: column.id !== 'state' }));
    renderTable({ columns, sort: { id: 'name', desc: true }, onSort });
    expect(header('Jméno').getAttribute('aria-sort')).toBe('descending');
    expect(names()).toEqual(['Šimon Malý', 'Anna Nová', 'Čeněk Dvořák']);
    fireEvent.click(within(header('Výdělky')).getByRole('button'));
    expect(onSort).toHaveBeenCalledWith({ id: 'earnings', desc: false });
  });

  it('searches as one types, without diacritics, and says when nothing matches', () => {
    renderTable({ search: { label: 'Hledat', text: (m) => m.name } });
    fireEvent.change(screen.getByLabelText('Hledat'), { target: { value: 'cenek' } });
    expect(names()).toEqual(['Čeněk Dvořák']);
    fireEvent.change(screen.getByLabelText('Hledat'), { target: { value: 'xyz' } });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Nikdo neodpovídá hledání.')).toBeTruthy();
  });

  it('submits a server-side search with "Hledat" instead of filtering itself', () => {
    const onSearch = jest.fn();
    renderTable({ search: { label: 'Hledat jméno', onSearch } });
    fireEvent.change(screen.getByLabelText('Hledat jméno'), { target: { value: 'anna' } });
    expect(names()).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Hledat' }));
    expect(onSearch).toHaveBeenCalledWith('anna');
  });

  it('filters by a select, client-side or through the page', () => {
    const options = [
      { value: 'all', label: 'Všichni' },
      { value: 'active', label: 'Aktivní' },
    ];
    renderTable({ filters: [{ id: 'state', label: 'Stav', options, match: (m, value) => value === 'all' || m.active }] });
    fireEvent.change(screen.getByLabelText('Stav'), { target: { value: 'active' } });
    expect(names()).toEqual(['Šimon Malý', 'Čeněk Dvořák']);
  });

  it('pages client-side with the shared Pagination, and server-side through the page', () => {
    const { unmount } = renderTable({ pageSize: 2 });
    expect(names()).toEqual(['Šimon Malý', 'Anna Nová']);
    fireEvent.click(screen.getByRole('button', { name: 'Strana 2' }));
    expect(names()).toEqual(['Čeněk Dvořák']);
    expect(screen.getByRole('button', { name: 'Strana 2' }).getAttribute('aria-current')).toBe('page');
    unmount();
    const onPage = jest.fn();
    renderTable({ paging: { page: 1, pageCount: 4, onPage } });
    expect(names()).toHaveLength(3);
    // One page of many does not sort on its own.
    expect(within(header('Jméno')).queryByRole('button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Další ›' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('says it is loading while the rows are not there, and shows the empty text for no rows', () => {
    const { rerender } = renderTable({ rows: undefined, loadingText: 'Načítám členy…' });
    expect(screen.getByRole('status').textContent).toContain('Načítám členy…');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<DataTable label="Členové" rows={[]} columns={COLUMNS} rowKey={(m) => m.id} emptyText="Zatím žádní členové." />);
    expect(screen.getByText('Zatím žádní členové.')).toBeTruthy();
  });

  it('opens a row from a real button in its first cell and from a click anywhere on the row', () => {
    const onOpen = jest.fn();
    renderTable({ openRow: (m) => ({ label: `Detail ${m.name}`, onOpen: () => onOpen(m.id) }) });
    fireEvent.click(screen.getByRole('button', { name: 'Detail Anna Nová' }));
    expect(onOpen).toHaveBeenLastCalledWith('2');
    fireEvent.click(within(screen.getAllByRole('row')[3]).getAllByRole('cell')[2]);
    expect(onOpen).toHaveBeenLastCalledWith('3');
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('opens a row by a link when the record has an address', () => {
    renderTable({ openRow: (m) => ({ label: m.name, href: `/admin/users/${m.id}` }) });
    expect(screen.getByRole('link', { name: 'Anna Nová' }).getAttribute('href')).toBe('/admin/users/2');
  });

  it('labels each cell with its header for the card layout, except the first', () => {
    renderTable();
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Jméno', 'Výdělky', 'Stav']);
  });
});
