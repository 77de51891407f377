import { useQuery } from '@apollo/client/react';
import { NEWSLETTERS_QUERY } from './newsletter.graphql';
import { COUNTED, errorMessage, formatCount, formatCzechDateTime, pendingDeliveries } from '@bonus/domain';
import { Alert, ErrorState } from '@bonus/ui';
import { useEffect, useState } from 'react';
import { NewsletterComposer } from './NewsletterComposer';

/** While copies are still going out the progress is polled. */
const PROGRESS_POLL_MS = 5000;

/** Sent newsletters with their delivery progress, and the composer the quick action opens. */
export function NewsletterSection({ composing, onCloseComposer }: { composing: boolean; onCloseComposer: () => void }) {
  const [queuedFor, setQueuedFor] = useState<number | null>(null);
  const { data, error, refetch, startPolling, stopPolling } = useQuery(NEWSLETTERS_QUERY, { fetchPolicy: 'cache-and-network' });
  const newsletters = data?.newsletters ?? [];
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
