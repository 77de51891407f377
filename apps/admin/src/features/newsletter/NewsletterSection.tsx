import { NEWSLETTERS_QUERY } from './newsletter.graphql';
import { COUNTED, errorMessage, formatCount, formatCzechDateTime, pageCountOf, pendingDeliveries } from '@bonus/domain';
import { Alert, ErrorState, Pagination } from '@bonus/ui';
import { useState } from 'react';
import { RefreshNotice } from '../../shared/RefreshNotice';
import { useLiveQuery } from '../../shared/use-live-query';
import { NewsletterComposer } from './NewsletterComposer';

/** While copies are still going out the progress is polled. */
const PROGRESS_POLL_MS = 5000;

/** Sent newsletters with their delivery progress, and the composer the quick action opens. */
export function NewsletterSection({ composing, onCloseComposer }: { composing: boolean; onCloseComposer: () => void }) {
  const [queuedFor, setQueuedFor] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [sending, setSending] = useState(false);
  const live = useLiveQuery(NEWSLETTERS_QUERY, { variables: { page: { currentPage: page } }, pollInterval: sending ? PROGRESS_POLL_MS : 0 });
  const newsletters = live.data?.newsletters.items ?? [];
  // Polling starts when a newsletter is seen going out and stops once every copy is sent (set while rendering, as React advises for derived state).
  const nowSending = newsletters.some((newsletter) => pendingDeliveries(newsletter) > 0);
  if (nowSending !== sending) setSending(nowSending);

  return (
    <section className="ui-card" aria-labelledby="newsletters-title">
      <h2 id="newsletters-title">Newslettery</h2>
      {queuedFor !== null && (
        <Alert kind="success">{queuedFor === 0 ? 'Newsletter je uložený, ale zatím nikdo nesouhlasil se zasíláním novinek.' : `Newsletter se odesílá ${formatCount(queuedFor, COUNTED.memberDative)}.`}</Alert>
      )}
      <RefreshNotice staleSince={live.staleSince} />
      {live.firstLoadFailed ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={live.retry} />
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
      {live.data && <Pagination page={page} pageCount={pageCountOf(live.data.newsletters)} onPage={setPage} label="Stránkování newsletterů" />}
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
