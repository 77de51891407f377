import type { ReactNode } from 'react';

/** One column of a DataTable, declared as data. */
export interface DataColumn<Row> {
  id: string;
  /** The header text; in the card layout it labels the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** What the column sorts by (client-side sorting; not on a server-paged list, where one page would sort alone). */
  sortValue?: (row: Row) => string | number;
  /** Sortable by the server (manual sorting, `onSort`); with it only these columns sort. */
  sortable?: boolean;
  /** Numbers and money: right-aligned with tabular figures. */
  align?: 'right';
  /** The header is read by screen readers only (an actions column). */
  hiddenHeader?: boolean;
}

/** A row's way to its record: a link (href, optionally handled by the app's router via onOpen) or a button (onOpen). */
export interface RowOpener {
  /** The accessible name of the opener when its text is not enough ("Eva – detail (eva@example.cz)"); it must contain the visible text. */
  label?: string;
  href?: string;
  onOpen?: () => void;
}

/** A rare action in the row's "⋯" menu. */
export interface RowAction {
  label: string;
  onSelect: () => void;
  danger?: boolean;
  disabled?: boolean;
}

export interface SelectFilter<Row> {
  id: string;
  label: string;
  options: { value: string; label: string }[];
  /** Client-side: whether a row passes the chosen value (the first option's value means "all" when `match` returns true for it). */
  match?: (row: Row, value: string) => boolean;
  /** Controlled (server-side) value and change handler. */
  value?: string;
  onChange?: (value: string) => void;
}

export interface SortState {
  id: string;
  desc: boolean;
}

export interface DataTableSearch<Row> {
  label: string;
  /** Client-side: the row's searchable text (matched case- and accent-insensitively). */
  text?: (row: Row) => string;
  /** Server-side: the submitted text (a "Hledat" button submits). */
  onSearch?: (text: string) => void;
  defaultValue?: string;
  maxLength?: number;
  error?: string;
}

/** Server-side paging: the page (1-based) and page count the api returned. */
export interface ManualPaging {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export interface DataTableProps<Row> {
  /** Names the table (its caption and scrolling region). */
  label: string;
  /** The rows; undefined while they load. */
  rows: Row[] | undefined;
  columns: DataColumn<Row>[];
  rowKey: (row: Row) => string;
  /** Shown when there are no rows (or none pass the search and filters). */
  emptyText: string;
  loadingText?: string;
  /** The record a row opens: its first cell becomes a link or button, and a click anywhere on the row follows it. */
  openRow?: (row: Row) => RowOpener;
  /** The rare actions of a row, in its "⋯" menu; `menuLabel` names the menu button. */
  rowActions?: (row: Row) => RowAction[];
  menuLabel?: (row: Row) => string;
  search?: DataTableSearch<Row>;
  filters?: SelectFilter<Row>[];
  /** Client-side paging: rows per page. */
  pageSize?: number;
  /** Server-side paging: the rows are one page already. */
  paging?: ManualPaging;
  /** Client-side: the initial order. */
  initialSort?: SortState;
  /** Server-side sorting: the current order and its change. */
  sort?: SortState | null;
  onSort?: (sort: SortState | null) => void;
  /** A refetch is under way: the old rows stay, marked busy. */
  busy?: boolean;
  rowTestId?: string;
  /** Something to show under the table (a total). */
  footer?: ReactNode;
}
