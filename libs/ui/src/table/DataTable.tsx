import { foldDiacritics } from '@bonus/domain';
import { ColumnDef, getCoreRowModel, getFilteredRowModel, getPaginationRowModel, getSortedRowModel, SortingState, useReactTable } from '@tanstack/react-table';
import { MouseEvent, useMemo, useState } from 'react';
import { Pagination } from '../components/Pagination';
import { LoadingState } from '../components/StatusMessage';
import type { DataTableProps, SelectFilter } from './data-table-types';
import { DataTableHead } from './DataTableHead';
import { DataTableToolbar } from './DataTableToolbar';
import { RowMenu } from './RowMenu';
import { RowOpen } from './RowOpen';
import './data-table.css';

const czechOrder = new Intl.Collator('cs');
const INTERACTIVE = 'a, button, input, select, textarea, label, [role="menu"]';

/**
 * The admin's table: columns declared as data, sorting, search, select filters, paging (client- or server-side),
 * empty and loading states, a record opened from its row, rare actions in a "⋯" menu, and a card per row on a phone.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, rows, columns, rowKey, emptyText, loadingText, openRow, rowActions, menuLabel, search, filters = [], pageSize, paging, busy, rowTestId, footer } = props;
  const [localSort, setLocalSort] = useState<SortingState>(props.initialSort ? [props.initialSort] : []);
  const [typed, setTyped] = useState('');
  const [localFilters, setLocalFilters] = useState<Record<string, string>>({});
  const [pageIndex, setPageIndex] = useState(0);
  const manualSort = props.onSort !== undefined;
  const serverPaged = paging !== undefined;
  const sorting: SortingState = manualSort ? (props.sort ? [props.sort] : []) : localSort;
  const filterValue = (filter: SelectFilter<Row>) => filter.value ?? localFilters[filter.id] ?? filter.options[0]?.value ?? '';

  const filtered = useMemo(
    () => (rows ?? []).filter((row) => filters.every((filter) => !filter.match || filter.match(row, filterValue(filter)))),
    // filterValue reads filters and localFilters only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [rows, filters, localFilters],
  );
  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: column.sortValue ?? (() => 0),
        // A page of a server-paged list sorts on the server or not at all: sorting one page would mislead.
        enableSorting: manualSort ? Boolean(column.sortable) : !serverPaged && Boolean(column.sortValue),
        sortingFn: (a, b, id) => {
          const [x, y] = [a.getValue<string | number>(id), b.getValue<string | number>(id)];
          return typeof x === 'number' && typeof y === 'number' ? x - y : czechOrder.compare(String(x), String(y));
        },
        sortDescFirst: false,
      })),
    [columns, manualSort, serverPaged],
  );
  // The table instance stays inside this component (never handed to memoized children), so the compiler skipping it is harmless.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: filtered,
    columns: columnDefs,
    getRowId: rowKey,
    state: { sorting, globalFilter: typed, pagination: { pageIndex, pageSize: pageSize ?? Number.MAX_SAFE_INTEGER } },
    onSortingChange: (update) => {
      const next = typeof update === 'function' ? update(sorting) : update;
      if (manualSort) props.onSort?.(next[0] ?? null);
      else setLocalSort(next);
    },
    onPaginationChange: (update) => setPageIndex((typeof update === 'function' ? update({ pageIndex, pageSize: pageSize ?? 0 }) : update).pageIndex),
    manualSorting: manualSort,
    manualPagination: serverPaged || pageSize === undefined,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    globalFilterFn: (row, _columnId, value: string) => !search?.text || foldDiacritics(search.text(row.original)).includes(foldDiacritics(value.trim())),
    autoResetPageIndex: false,
  });
  const tableRows = table.getRowModel().rows;
  const byId = new Map(columns.map((column) => [column.id, column]));

  const openFromRow = (event: MouseEvent<HTMLTableRowElement>) => {
    const target = event.target as HTMLElement;
    if (target.closest(INTERACTIVE) || window.getSelection()?.toString()) return;
    event.currentTarget.querySelector<HTMLElement>('.ui-dt__open')?.click();
  };
  const menuOf = (row: Row) => {
    const actions = rowActions?.(row) ?? [];
    return actions.length > 0 && <RowMenu label={menuLabel?.(row) ?? 'Další akce'} actions={actions} />;
  };

  return (
    <div className="ui-dt">
      <DataTableToolbar
        search={search}
        onType={(text) => {
          setTyped(text);
          setPageIndex(0);
        }}
        filters={filters}
        filterValue={filterValue}
        onFilter={(filter, value) => {
          if (filter.onChange) filter.onChange(value);
          else setLocalFilters((current) => ({ ...current, [filter.id]: value }));
          setPageIndex(0);
        }}
      />
      {rows === undefined ? (
        <LoadingState label={loadingText} />
      ) : tableRows.length === 0 ? (
        <p className="ui-dt__empty">{emptyText}</p>
      ) : (
        <div className="ui-dt__scroll" role="region" aria-label={label} tabIndex={0}>
          <table className="ui-dt__table" aria-busy={busy || undefined}>
            <caption className="visually-hidden">{label}</caption>
            <DataTableHead groups={table.getHeaderGroups()} columns={byId} withMenu={Boolean(rowActions)} />
            <tbody>
              {tableRows.map((row) => (
                <tr key={row.id} data-testid={rowTestId} className={openRow ? 'ui-dt__row--opens' : undefined} onClick={openRow ? openFromRow : undefined}>
                  {columns.map((column, index) => (
                    <td key={column.id} className={column.align === 'right' ? 'ui-num' : undefined} data-label={column.hiddenHeader ? undefined : column.header}>
                      {index === 0 ? <RowOpen open={openRow?.(row.original)}>{column.cell(row.original)}</RowOpen> : <span className="ui-dt__value">{column.cell(row.original)}</span>}
                    </td>
                  ))}
                  {rowActions && <td className="ui-dt__menu-cell">{menuOf(row.original)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {footer}
      {paging ? (
        <Pagination page={paging.page} pageCount={paging.pageCount} onPage={paging.onPage} />
      ) : pageSize !== undefined ? (
        <Pagination page={pageIndex + 1} pageCount={table.getPageCount()} onPage={(page) => setPageIndex(page - 1)} />
      ) : null}
    </div>
  );
}
