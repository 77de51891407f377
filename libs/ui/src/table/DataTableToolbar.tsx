import { FormEvent, useState } from 'react';
import { Button } from '../components/Button';
import { TextField } from '../components/TextField';
import type { DataTableSearch, SelectFilter } from './data-table-types';

interface ToolbarProps<Row> {
  search?: DataTableSearch<Row>;
  /** Client-side search: the text typed so far (filters as one types). */
  onType: (text: string) => void;
  filters: SelectFilter<Row>[];
  filterValue: (filter: SelectFilter<Row>) => string;
  onFilter: (filter: SelectFilter<Row>, value: string) => void;
}

/** The search box and the select filters above a DataTable. A server-side search is submitted with "Hledat". */
export function DataTableToolbar<Row>({ search, onType, filters, filterValue, onFilter }: ToolbarProps<Row>) {
  const [text, setText] = useState(search?.defaultValue ?? '');
  if (!search && filters.length === 0) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search?.onSearch?.(text);
  };
  return (
    <div className="ui-dt__toolbar">
      {search && (
        <form role="search" className="ui-dt__search" onSubmit={submit} noValidate>
          <TextField
            label={search.label}
            type="search"
            value={text}
            maxLength={search.maxLength}
            error={search.error}
            onChange={(event) => {
              setText(event.target.value);
              if (!search.onSearch) onType(event.target.value);
            }}
          />
          {search.onSearch && <Button type="submit">Hledat</Button>}
        </form>
      )}
      {filters.map((filter) => (
        <label key={filter.id} className="ui-field ui-dt__filter">
          {filter.label}
          <select value={filterValue(filter)} onChange={(event) => onFilter(filter, event.target.value)}>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
