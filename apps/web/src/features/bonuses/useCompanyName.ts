import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { COMPANIES_QUERY } from './bonuses.graphql';

/** Names banks and casinos by id for rules in words; null until the list has loaded. */
export function useCompanyName(): ((id: number) => string) | null {
  const { data } = useQuery(COMPANIES_QUERY, { fetchPolicy: 'cache-first' });
  return useMemo(() => {
    if (!data) return null;
    const names = new Map(data.companies.map((company) => [company.id, company.name]));
    return (id: number) => names.get(id) ?? `společnost č. ${id}`;
  }, [data]);
}
