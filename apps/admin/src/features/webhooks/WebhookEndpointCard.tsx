import { useMutation } from '@apollo/client/react';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, webhookEventLabel, webhookEventOf, webhookTestResultText, type WebhookEventType } from '@bonus/domain';
import { Alert, Button, StatusLabel } from '@bonus/ui';
import { useId, useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { SelectField } from '../../shared/SelectField';
import { WebhookDeliveries } from './WebhookDeliveries';
import { SEND_TEST_WEBHOOK_MUTATION, WebhookEndpointView } from './webhooks.graphql';
import type { Notice } from '../../shared/notice';

/** Enough of the secret to tell endpoints apart while it is hidden. */
const masked = (secret: string) => `${secret.slice(0, 10)}${'•'.repeat(12)}`;

interface CardProps {
  endpoint: WebhookEndpointView;
  created: string;
  initiallyRevealed: boolean;
  busy: boolean;
  onToggle: (endpoint: WebhookEndpointView) => void;
  onDelete: (endpoint: WebhookEndpointView) => void;
  onCopied: (copied: boolean) => void;
}

/** One endpoint: what it is told of, its secret, switching it off, removing it, a test event and its deliveries. */
export function WebhookEndpointCard({ endpoint, created, initiallyRevealed, busy, onToggle, onDelete, onCopied }: CardProps) {
  const [revealed, setRevealed] = useState(initiallyRevealed);
  const [showDeliveries, setShowDeliveries] = useState(false);
  const [testType, setTestType] = useState<WebhookEventType>(webhookEventOf(endpoint.events[0] ?? '') ?? 'order.paid');
  const [testResult, setTestResult] = useState<Notice | null>(null);
  const [sendTest, { loading: testing }] = useMutation(SEND_TEST_WEBHOOK_MUTATION);
  const titleId = useId();
  const secretId = useId();
  const deliveriesId = useId();

  const copy = () => navigator.clipboard.writeText(endpoint.secret).then(
    () => onCopied(true),
    () => {
      setRevealed(true);
      onCopied(false);
    },
  );
  const test = async () => {
    setTestResult(null);
    try {
      const { data } = await sendTest({ variables: { id: endpoint.id, eventType: testType } });
      if (data) setTestResult({ kind: data.sendTestWebhook.ok ? 'success' : 'error', text: webhookTestResultText(data.sendTestWebhook) });
    } catch (problem) {
      setTestResult({ kind: 'error', text: failureText(problem) });
    }
  };

  return (
    <li className="ui-card webhook-card" data-testid="webhook-endpoint" aria-labelledby={titleId}>
      <div className="webhook-card__head">
        <h3 id={titleId} className="webhook-card__url">
          {endpoint.url}
        </h3>
        <StatusLabel tone={endpoint.enabled ? 'success' : 'neutral'}>{endpoint.enabled ? 'Zapnutý' : 'Vypnutý'}</StatusLabel>
      </div>
      {endpoint.description && <p className="webhook-card__description">{endpoint.description}</p>}
      <dl className="admin-facts webhook-card__facts">
        <div>
          <dt>Události</dt>
          <dd>{endpoint.events.map(webhookEventLabel).join(', ')}</dd>
        </div>
        <div>
          <dt>Přidán</dt>
          <dd>{created}</dd>
        </div>
      </dl>
      <div className="webhook-secret">
        <span id={secretId} className="webhook-secret__label">
          Tajný klíč
        </span>
        <code aria-labelledby={secretId} data-testid="webhook-secret" className="webhook-secret__value">
          {revealed ? endpoint.secret : masked(endpoint.secret)}
        </code>
        <div className="admin-actions">
          <Button variant="secondary" onClick={() => setRevealed(!revealed)} aria-label={`${revealed ? 'Skrýt' : 'Zobrazit'} tajný klíč webhooku ${endpoint.url}`}>
            {revealed ? 'Skrýt' : 'Zobrazit'}
          </Button>
          <Button variant="secondary" onClick={() => void copy()} aria-label={`Kopírovat tajný klíč webhooku ${endpoint.url}`}>
            Kopírovat
          </Button>
        </div>
      </div>
      <div className="admin-actions webhook-card__actions">
        <Button variant="secondary" disabled={busy} onClick={() => onToggle(endpoint)} aria-label={`${endpoint.enabled ? 'Vypnout' : 'Zapnout'} webhook ${endpoint.url}`}>
          {endpoint.enabled ? 'Vypnout' : 'Zapnout'}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={showDeliveries}
          aria-controls={deliveriesId}
          onClick={() => setShowDeliveries(!showDeliveries)}
          aria-label={`Doručení webhooku ${endpoint.url}`}
        >
          Doručení
        </Button>
        <Button variant="danger" disabled={busy} onClick={() => onDelete(endpoint)} aria-label={`Smazat webhook ${endpoint.url}`}>
          Smazat
        </Button>
      </div>
      <form
        className="webhook-test"
        aria-label={`Testovací událost pro ${endpoint.url}`}
        onSubmit={(event) => {
          event.preventDefault();
          void test();
        }}
      >
        <SelectField label="Testovací událost" value={testType} onChange={(event) => setTestType(event.target.value as WebhookEventType)}>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {WEBHOOK_EVENT_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" disabled={testing}>
          {testing ? 'Odesílám…' : 'Odeslat test'}
        </Button>
      </form>
      {testResult && <Alert kind={testResult.kind}>{testResult.text}</Alert>}
      <div id={deliveriesId}>{showDeliveries && <WebhookDeliveries endpointId={endpoint.id} url={endpoint.url} />}</div>
    </li>
  );
}
