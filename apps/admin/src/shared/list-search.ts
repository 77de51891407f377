import { searchTextSchema, TEXT_LIMITS } from '@bonus/domain';
import { useState } from 'react';

/**
 * A list searched on the server: the submitted text as the api takes it (trimmed, at most 100 characters,
 * a longer one refused here with the api's Czech message), and the DataTable search box that submits it.
 * `onSearched` runs on every accepted search (back to the first page).
 */
export function useListSearch(label: string, onSearched: () => void, initial = '') {
  const [search, setSearch] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const onSearch = (text: string) => {
    const checked = searchTextSchema.safeParse(text);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (!checked.success) return;
    setSearch(checked.data);
    onSearched();
  };
  return { search, box: { label, defaultValue: search, maxLength: TEXT_LIMITS.search, error, onSearch } };
}
