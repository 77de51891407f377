import { useQuery } from '@apollo/client/react';
import { AUDIT_LOG_QUERY } from './audit.graphql';
import { errorMessage, formatCzechDateTime } from '@bonus/domain';
import { DataColumn, DataTable, ErrorState } from '@bonus/ui';
import { useMemo } from 'react';
import type { AuditLogQuery } from '../../shared/gql/graphql';
import { auditSentence } from './audit-sentence';

/** An entry with its sentence, worked out once per load: a sentence reads the entries before it. */
type AuditRow = AuditLogQuery['auditLog'][number] & { sentence: string };
const when = (entry: AuditRow) => new Date(entry.creationTimestamp * 1000);
const rawDetails = (entry: AuditRow) => JSON.stringify(entry.details, null, 2);

const COLUMNS: DataColumn<AuditRow>[] = [
  { id: 'when', header: 'Kdy', cell: (entry) => <time dateTime={when(entry).toISOString()}>{formatCzechDateTime(when(entry))}</time>, sortValue: (entry) => entry.creationTimestamp },
  {
    id: 'what',
    header: 'Co se stalo',
    cell: (entry) => (
      <div className="audit-entry">
        <p className="audit-entry__sentence">{entry.sentence}</p>
        {/* The recorded action and data as the api wrote them, for whoever has to check the sentence. */}
        <details className="audit-entry__raw">
          <summary>Podrobnosti</summary>
          <code className="audit-entry__action">{entry.action}</code>
          {/* Long data scrolls inside its box, so the box takes the focus too: a keyboard can scroll it (WCAG 2.1.1). */}
          <pre className="audit-details" tabIndex={0}>
            {rawDetails(entry)}
          </pre>
        </details>
      </div>
    ),
  },
];

/** Audit: the newest admin actions as sentences (who did what), each with its recorded data; searchable by person, action and data. */
export function AuditLogPage() {
  const { data, error, refetch } = useQuery(AUDIT_LOG_QUERY, { fetchPolicy: 'network-only' });
  const rows = useMemo(() => data?.auditLog.map((entry, index, log): AuditRow => ({ ...entry, sentence: auditSentence(entry, log.slice(index + 1)) })), [data]);
  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit</h1>
      <p className="admin-total">Posledních 50 změn provedených v administraci.</p>
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : (
        <DataTable
          label="Změny v administraci, nejnovější nahoře"
          rows={rows}
          columns={COLUMNS}
          rowKey={(entry) => String(entry.id)}
          rowTestId="audit-entry"
          emptyText="Zatím žádné změny."
          search={{ label: 'Hledat osobu, akci nebo údaj', text: (entry) => `${entry.sentence} ${entry.action} ${JSON.stringify(entry.details)}` }}
          pageSize={20}
        />
      )}
    </section>
  );
}
