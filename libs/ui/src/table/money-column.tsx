import { Money } from '../money/Money';
import type { DataColumn } from './data-table-types';

/** A column of whole-crown amounts: right-aligned, tabular figures, sorted by the amount. */
export function moneyColumn<Row>(id: string, header: string, czk: (row: Row) => number): DataColumn<Row> {
  return { id, header, align: 'right', sortValue: czk, cell: (row) => <Money czk={czk(row)} /> };
}
