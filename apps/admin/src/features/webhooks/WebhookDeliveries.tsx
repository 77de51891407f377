import { useQuery } from '@apollo/client/react';
import { errorMessage, formatCzechDateTime, WEBHOOK_DELIVERY_STATUS_LABELS, WebhookDeliveryStatus, webhookAnswerText, webhookEventLabel } from '@bonus/domain';
import { Button, DataColumn, DataTable, ErrorState, StatusLabel, StatusTone } from '@bonus/ui';
import { ADMIN_WEBHOOK_DELIVERIES_QUERY, WebhookDeliveryView } from './webhooks.graphql';

const time = (seconds: number | null) => (seconds === null ? '—' : formatCzechDateTime(new Date(seconds * 1000)));
const STATUS_TONES: Record<WebhookDeliveryStatus, StatusTone> = { pending: 'warning', succeeded: 'success', failed: 'danger' };
const STATUS_OPTIONS = [{ value: 'all', label: 'Všechna' }, ...Object.entries(WEBHOOK_DELIVERY_STATUS_LABELS).map(([value, label]) => ({ value, label }))];

const COLUMNS: DataColumn<WebhookDeliveryView>[] = [
  {
    id: 'event',
    header: 'Událost',
    cell: (delivery) => (
      <>
        {webhookEventLabel(delivery.eventType)}
        <br />
        <small>č. {delivery.eventId}</small>
      </>
    ),
  },
  { id: 'status', header: 'Stav', cell: (delivery) => <StatusLabel tone={STATUS_TONES[delivery.status]}>{WEBHOOK_DELIVERY_STATUS_LABELS[delivery.status]}</StatusLabel> },
  { id: 'code', header: 'HTTP kód', align: 'right', cell: (delivery) => delivery.lastStatusCode ?? '—' },
  { id: 'attempts', header: 'Pokusy', align: 'right', cell: (delivery) => delivery.attempts },
  { id: 'last', header: 'Poslední pokus', cell: (delivery) => time(delivery.lastAttemptAt) },
  { id: 'next', header: 'Další pokus', cell: (delivery) => (delivery.status === 'pending' ? time(delivery.nextAttemptAt) : '—') },
  { id: 'error', header: 'Poslední chyba', cell: (delivery) => (delivery.lastError ? webhookAnswerText({ statusCode: delivery.lastStatusCode, error: delivery.lastError }) : '—') },
];

/** The newest deliveries of one endpoint (up to 100): what was sent, how it went and when it is tried again. */
export function WebhookDeliveries({ endpointId, url }: { endpointId: number; url: string }) {
  const { data, error, loading, refetch } = useQuery(ADMIN_WEBHOOK_DELIVERIES_QUERY, { variables: { endpointId }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
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
      ) : (
        <DataTable
          label={`Doručení webhooku ${url}, nejnovější nahoře`}
          rows={data?.webhookDeliveries}
          columns={COLUMNS}
          rowKey={(delivery) => String(delivery.id)}
          rowTestId="webhook-delivery"
          emptyText="Zatím žádná doručení. Události se odesílají hned, jak nastanou; neúspěšná doručení se opakují."
          loadingText="Načítám doručení…"
          filters={[{ id: 'status', label: 'Stav', options: STATUS_OPTIONS, match: (delivery, value) => value === 'all' || delivery.status === value }]}
          pageSize={20}
          busy={loading}
        />
      )}
    </section>
  );
}
