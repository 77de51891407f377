import type { HeaderGroup } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { DataColumn } from './data-table-types';

const SORT_ICONS = { asc: ArrowUp, desc: ArrowDown, none: ArrowUpDown } as const;
const ARIA_SORT = { asc: 'ascending', desc: 'descending', none: 'none' } as const;

/** The header row: a sort button (with its direction told to screen readers) on each column that sorts. */
export function DataTableHead<Row>({ groups, columns, withMenu }: { groups: HeaderGroup<Row>[]; columns: Map<string, DataColumn<Row>>; withMenu: boolean }) {
  return (
    <thead>
      {groups.map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const column = columns.get(header.column.id)!;
            const direction = header.column.getIsSorted() || 'none';
            const Icon = SORT_ICONS[direction];
            return (
              <th key={header.id} scope="col" className={[column.align === 'right' && 'ui-num', header.column.getCanSort() && 'is-sortable'].filter(Boolean).join(' ') || undefined} aria-sort={header.column.getCanSort() ? ARIA_SORT[direction] : undefined}>
                {header.column.getCanSort() ? (
                  <button type="button" className="ui-dt__sort" onClick={header.column.getToggleSortingHandler()}>
                    {column.header}
                    <Icon aria-hidden="true" size={14} />
                  </button>
                ) : column.hiddenHeader ? (
                  <span className="visually-hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            );
          })}
          {withMenu && (
            <th scope="col" className="ui-dt__menu-cell">
              <span className="visually-hidden">Další akce</span>
            </th>
          )}
        </tr>
      ))}
    </thead>
  );
}
