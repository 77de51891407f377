import { useQuery } from '@apollo/client/react';
import { NEWSLETTERS_QUERY } from './newsletter.graphql';
import { COUNTED, errorMessage, formatCount, formatCzechDateTime, pageCountOf, pendingDeliveries } from '@bonus/domain';
import { Alert, ErrorState, Pagination } from '@bonus/ui';
import { useEffect, useState } from 'react';
import { NewsletterComposer } from './NewsletterComposer';

/** While copies are still going out the progress is polled. */
const PROGRESS_POLL_MS = 5000;

/** Sent newsletters with their delivery progress, and the composer the quick action opens. */
export function NewsletterSection({ composing, onCloseComposer }: { composing: boolean; onCloseComposer: () => void }) {
  const [queuedFor, setQueuedFor] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const { data: current, previousData, error, refetch, startPolling, stopPolling } = useQuery(NEWSLETTERS_QUERY, { variables: { page: { currentPage: page } }, fetchPolicy: 'cache-and-network' });
  const data = current ?? previousData;
  const newsletters = data?.newsletters.items ?? [];
  const sending = newsletters.some((newsletter) => pendingDeliveries(newsletter) > 0);
  useEffect(() => {
    if (sending) startPolling(PROGRESS_POLL_MS);
    else stopPolling();
  }, [sending, startPolling, stopPolling]);

  return (
    <section className="ui-card" aria-labelledby="newsletters-title">
      <h2 id="newsletters-title">Newslettery</h2>
      {queuedFor !== null && (
        <Alert kind="success">{queuedFor === 0 ? 'Newsletter je uložený, ale zatím nikdo nesouhlasil se zasíláním novinek.' : `Newsletter se odesílá ${formatCount(queuedFor, COUNTED.memberDative)}.`}</Alert>
      )}
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : newsletters.length === 0 ? (
        <p>Zatím žádný newsletter.</p>
      ) : (
        <ul className="admin-activity" aria-live="polite">
          {newsletters.map((newsletter) => (
            <li key={newsletter.id} data-testid="newsletter">
              <strong>{newsletter.subject}</strong> · {formatCzechDateTime(new Date(newsletter.creationTimestamp * 1000))} · odesláno {newsletter.sent} z {newsletter.recipients}
              {newsletter.failed > 0 && `, nedoručeno ${newsletter.failed}`}
              {newsletter.skipped > 0 && `, vynecháno ${newsletter.skipped}`}
              {pendingDeliveries(newsletter) > 0 && ' · odesílá se…'}
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} pageCount={pageCountOf(data.newsletters)} onPage={setPage} label="Stránkování newsletterů" />}
      {composing && (
        <NewsletterComposer
          onClose={onCloseComposer}
          onQueued={(recipients) => {
            setQueuedFor(recipients);
            onCloseComposer();
          }}
        />
      )}
    </section>
  );
}
