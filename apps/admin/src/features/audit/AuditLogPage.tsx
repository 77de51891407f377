import { useQuery } from '@apollo/client/react';
import { AUDIT_LOG_QUERY } from './audit.graphql';
import { errorMessage, formatCzechDateTime } from '@bonus/domain';
import { DataColumn, DataTable, ErrorState } from '@bonus/ui';
import { useMemo } from 'react';
import type { AuditLogQuery } from '../../shared/gql/graphql';
import { ListFilterBar } from '../../shared/list-filters/ListFilterBar';
import { ListFacet, useListFilters } from '../../shared/list-filters/use-list-filters';
import { AUDIT_ACTOR_LABELS, auditActor, AuditActor, auditSentence } from './audit-sentence';

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

const AUDIT_FACETS: ListFacet<AuditRow>[] = [
  { id: 'actor', label: 'Kdo', options: (Object.keys(AUDIT_ACTOR_LABELS) as AuditActor[]).map((actor) => ({ value: actor, label: AUDIT_ACTOR_LABELS[actor] })), valueIn: auditActor },
];

/** Audit: the newest admin actions as sentences (who did what), each with its recorded data; searchable by person, action and data. */
export function AuditLogPage() {
  const { data, error, refetch } = useQuery(AUDIT_LOG_QUERY, { fetchPolicy: 'network-only' });
  const rows = useMemo(() => data?.auditLog.map((entry, index, log): AuditRow => ({ ...entry, sentence: auditSentence(entry, log.slice(index + 1)) })), [data]);
  // Newest first as loaded: searched (accents ignored) and filtered by who acted, not re-sorted.
  const filters = useListFilters<AuditRow>({ searchLabel: 'Hledat osobu, akci nebo údaj', facets: AUDIT_FACETS, text: (entry) => `${entry.sentence} ${entry.action} ${JSON.stringify(entry.details)}` });
  const shown = filters.apply(rows);
  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit</h1>
      <p className="admin-total">Posledních 50 změn provedených v administraci.</p>
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : (
        <>
          <ListFilterBar filters={filters} shown={shown?.length} total={rows?.length} />
          <DataTable
            label="Změny v administraci, nejnovější nahoře"
            rows={shown}
            columns={COLUMNS}
            rowKey={(entry) => String(entry.id)}
            rowTestId="audit-entry"
            emptyText={filters.active ? 'Hledání ani filtrům neodpovídá žádná změna.' : 'Zatím žádné změny.'}
            pageSize={20}
          />
        </>
      )}
    </section>
  );
}
