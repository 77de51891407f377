import { useQuery } from '@apollo/client/react';
import { CompanyKind, errorMessage, formatCzechDate } from '@bonus/domain';
import { DataColumn, DataTable, ErrorState, StatusLabel } from '@bonus/ui';
import { useState } from 'react';
import { ListFilterBar } from '../../shared/list-filters/ListFilterBar';
import { ListFacet, useListFilters } from '../../shared/list-filters/use-list-filters';
import { ADMIN_COMPANIES_QUERY, AdminCompanyView } from './companies.graphql';
import { COMPANY_KIND_LABELS, CompanyFormModal } from './CompanyFormModal';

/** A casino's licence in words, marked when it is missing or has ended (its offers cannot be made visible then). */
function LicenseCell({ company, now }: { company: AdminCompanyView; now: number }) {
  if (company.kind !== 'casino') return <>—</>;
  if (!company.license) return <StatusLabel tone="danger">Bez licence</StatusLabel>;
  const until = formatCzechDate(new Date(company.license.validUntil * 1000));
  return company.license.validUntil * 1000 > now ? (
    <>
      {company.license.number} · do {until}
    </>
  ) : (
    <StatusLabel tone="danger">
      {company.license.number} · skončila {until}
    </StatusLabel>
  );
}

const COMPANY_FACETS: ListFacet<AdminCompanyView>[] = [
  { id: 'kind', label: 'Druh', options: (['bank', 'casino'] as const).map((kind) => ({ value: kind, label: COMPANY_KIND_LABELS[kind] })), valueIn: (company) => company.kind ?? 'bank' },
];

/** Provozovatelé (issues #38, #55): banks with their ČNB code, casinos with their Ministry of Finance licence; edit one in its ⋯ menu. */
export function AdminCompaniesPage() {
  const { data, error, refetch } = useQuery(ADMIN_COMPANIES_QUERY, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<AdminCompanyView | null>(null);
  // Every operator is loaded at once: searched, filtered and sorted (Czech order) here.
  const filters = useListFilters<AdminCompanyView>({ searchLabel: 'Hledat provozovatele', facets: COMPANY_FACETS, text: (company) => `${company.name} ${company.bankCode ?? ''} ${company.license?.number ?? ''}`, sortBy: (company) => company.name });
  const rows = filters.apply(data?.companies);
  // The moment the page opened: a licence ending while it is open is marked on the next visit.
  const [now] = useState(() => Date.now());
  const columns: DataColumn<AdminCompanyView>[] = [
    { id: 'name', header: 'Název', cell: (company) => company.name, sortValue: (company) => company.name },
    { id: 'kind', header: 'Druh', cell: (company) => COMPANY_KIND_LABELS[(company.kind as CompanyKind | null) ?? 'bank'], sortValue: (company) => company.kind ?? '' },
    { id: 'bankCode', header: 'Kód banky', cell: (company) => (company.kind === 'bank' ? (company.bankCode ?? <StatusLabel tone="danger">Chybí</StatusLabel>) : '—'), sortValue: (company) => company.bankCode ?? '' },
    { id: 'license', header: 'Licence MF', cell: (company) => <LicenseCell company={company} now={now} />, sortValue: (company) => company.license?.validUntil ?? 0 },
  ];
  return (
    <section className="admin-page" aria-labelledby="companies-title">
      <h1 id="companies-title">Provozovatelé</h1>
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : (
        <>
          <ListFilterBar filters={filters} shown={rows?.length} total={data?.companies.length} />
          <DataTable
            label="Banky a kasina"
            rows={rows}
            columns={columns}
            rowKey={(company) => String(company.id)}
            rowTestId="company-row"
            emptyText={filters.active ? 'Hledání ani filtrům neodpovídá žádný provozovatel.' : 'Žádný provozovatel.'}
            rowActions={(company) => [{ label: 'Upravit', onSelect: () => setEditing(company) }]}
            menuLabel={(company) => `Další akce: ${company.name}`}
          />
        </>
      )}
      {editing && <CompanyFormModal company={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
