import { useQuery } from '@apollo/client/react';
import { errorMessage, formatCzechDateTime, WEBHOOK_DELIVERY_STATUS_LABELS, webhookAnswerText, webhookEventLabel } from '@bonus/domain';
import { Button, ErrorState, LoadingState, TableScroll } from '@bonus/ui';
import { ADMIN_WEBHOOK_DELIVERIES_QUERY } from './webhooks.graphql';

const time = (seconds: number | null) => (seconds === null ? '—' : formatCzechDateTime(new Date(seconds * 1000)));

/** The newest deliveries of one endpoint (up to 100): what was sent, how it went and when it is tried again. */
export function WebhookDeliveries({ endpointId, url }: { endpointId: number; url: string }) {
  const { data, error, loading, refetch } = useQuery(ADMIN_WEBHOOK_DELIVERIES_QUERY, { variables: { endpointId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const deliveries = data?.webhookDeliveries ?? [];
  return (
    <section className="webhook-deliveries" aria-label={`Doručení webhooku ${url}`}>
      <div className="webhook-deliveries__head">
        <h4>Doručení</h4>
        <Button variant="secondary" disabled={loading} onClick={() => void refetch()} aria-label={`Obnovit doručení webhooku ${url}`}>
          Obnovit
        </Button>
      </div>
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Načítám doručení…" />
      ) : deliveries.length === 0 ? (
        <p>Zatím žádná doručení. Události se odesílají hned, jak nastanou; neúspěšná doručení se opakují.</p>
      ) : (
        <TableScroll label={`Doručení webhooku ${url}, nejnovější nahoře`}>
          <table className="admin-table webhook-deliveries__table">
            <thead>
              <tr>
                <th scope="col">Událost</th>
                <th scope="col">Stav</th>
                <th scope="col">HTTP kód</th>
                <th scope="col">Pokusy</th>
                <th scope="col">Poslední pokus</th>
                <th scope="col">Další pokus</th>
                <th scope="col">Poslední chyba</th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <tr key={delivery.id} data-testid="webhook-delivery">
                  <td>
                    {webhookEventLabel(delivery.eventType)}
                    <br />
                    <small>č. {delivery.eventId}</small>
                  </td>
                  <td>
                    <span className={`ui-badge webhook-status webhook-status--${delivery.status}`}>{WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}</span>
                  </td>
                  <td className="webhook-deliveries__number">{delivery.lastStatusCode ?? '—'}</td>
                  <td className="webhook-deliveries__number">{delivery.attempts}</td>
                  <td>{time(delivery.lastAttemptAt)}</td>
                  <td>{delivery.status === 'pending' ? time(delivery.nextAttemptAt) : '—'}</td>
                  <td>{delivery.lastError ? webhookAnswerText({ statusCode: delivery.lastStatusCode, error: delivery.lastError }) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
