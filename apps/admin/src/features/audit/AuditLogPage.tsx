import { useQuery } from '@apollo/client/react';
import { AUDIT_LOG_QUERY } from './audit.graphql';
import { errorMessage, formatCzechDateTime } from '@bonus/domain';
import { ErrorState, LoadingState } from '@bonus/ui';

/** Audit: the newest admin actions, who did them and with what. */
export function AuditLogPage() {
  const { data, error, refetch } = useQuery(AUDIT_LOG_QUERY, { fetchPolicy: 'network-only' });
  return (
    <section className="admin-page" aria-labelledby="audit-title">
      <h1 id="audit-title">Audit</h1>
      <p className="admin-total">Posledních 50 změn provedených v administraci.</p>
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : data.auditLog.length === 0 ? (
        <p>Zatím žádné změny.</p>
      ) : (
        <table className="admin-table admin-table--audit">
          <thead>
            <tr>
              <th scope="col">Kdy</th>
              <th scope="col">Kdo</th>
              <th scope="col">Akce</th>
              <th scope="col">Údaje</th>
            </tr>
          </thead>
          <tbody>
            {data.auditLog.map((entry) => (
              <tr key={entry.id} data-testid="audit-entry">
                <td>
                  <time dateTime={new Date(entry.creationTimestamp * 1000).toISOString()}>{formatCzechDateTime(new Date(entry.creationTimestamp * 1000))}</time>
                </td>
                <td>{entry.actorName ?? 'smazaný účet'}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  <code className="audit-details">{JSON.stringify(entry.details)}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
