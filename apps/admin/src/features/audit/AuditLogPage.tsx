import { useQuery } from '@apollo/client/react';
import { AUDIT_LOG_QUERY } from './audit.graphql';
import { errorMessage, formatCzechDateTime } from '@bonus/domain';
import { DataColumn, DataTable, ErrorState } from '@bonus/ui';
import type { AuditLogQuery } from '../../shared/gql/graphql';

type AuditEntry = AuditLogQuery['auditLog'][number];
const when = (entry: AuditEntry) => new Date(entry.creationTimestamp * 1000);

const COLUMNS: DataColumn<AuditEntry>[] = [
  { id: 'when', header: 'Kdy', cell: (entry) => <time dateTime={when(entry).toISOString()}>{formatCzechDateTime(when(entry))}</time>, sortValue: (entry) => entry.creationTimestamp },
  { id: 'who', header: 'Kdo', cell: (entry) => entry.actorName ?? 'smazaný účet', sortValue: (entry) => entry.actorName ?? '' },
  { id: 'action', header: 'Akce', cell: (entry) => <code>{entry.action}</code>, sortValue: (entry) => entry.action },
  // Long details scroll inside their cell, so the cell takes the focus too: a keyboard can scroll it (WCAG 2.1.1).
  {
    id: 'details',
    header: 'Údaje',
    cell: (entry) => (
      <code className="audit-details" tabIndex={0}>
        {JSON.stringify(entry.details)}
      </code>
    ),
  },
];

/** Audit: the newest admin actions, who did them and with what; searchable by person, action and data. */
export function AuditLogPage() {
  const { data, error, refetch } = useQuery(AUDIT_LOG_QUERY, { fetchPolicy: 'network-only' });
  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit</h1>
      <p className="admin-total">Posledních 50 změn provedených v administraci.</p>
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Změny v administraci, nejnovější nahoře"
          rows={data?.auditLog}
          columns={COLUMNS}
          rowKey={(entry) => String(entry.id)}
          rowTestId="audit-entry"
          emptyText="Zatím žádné změny."
          search={{ label: 'Hledat osobu, akci nebo údaj', text: (entry) => `${entry.actorName ?? ''} ${entry.action} ${JSON.stringify(entry.details)}` }}
          pageSize={20}
        />
      )}
    </section>
  );
}
