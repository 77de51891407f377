import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage, formatCzechDate } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState, Modal } from '@bonus/ui';
import { useRef, useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { SignatureHelp } from './SignatureHelp';
import { ListFilterBar } from '../../shared/list-filters/ListFilterBar';
import { ListFacet, useListFilters } from '../../shared/list-filters/use-list-filters';
import { WebhookEndpointCard } from './WebhookEndpointCard';
import { WebhookEndpointForm } from './WebhookEndpointForm';
import './webhooks.css';
import { ADMIN_WEBHOOK_ENDPOINTS_QUERY, DELETE_WEBHOOK_ENDPOINT_MUTATION, SET_WEBHOOK_ENDPOINT_ENABLED_MUTATION, WebhookEndpointView } from './webhooks.graphql';
import type { Notice } from '../../shared/notice';

const WEBHOOK_FACETS: ListFacet<WebhookEndpointView>[] = [
  { id: 'state', label: 'Stav', options: [{ value: 'on', label: 'Zapnuté' }, { value: 'off', label: 'Vypnuté' }], valueIn: (endpoint) => (endpoint.enabled ? 'on' : 'off') },
];

/**
 * Webhooky: the addresses told of events (signed) first, with their deliveries, a test send, switching off and removing;
 * a new one is added in a drawer beside the list, and how a receiver checks the signature follows the list.
 */
export function AdminWebhooksPage() {
  const { data, error, refetch } = useQuery(ADMIN_WEBHOOK_ENDPOINTS_QUERY, { fetchPolicy: 'network-only' });
  const [setEnabled, { loading: switching }] = useMutation(SET_WEBHOOK_ENDPOINT_ENABLED_MUTATION);
  const [remove, { loading: removing }] = useMutation(DELETE_WEBHOOK_ENDPOINT_MUTATION);
  const [notice, setNotice] = useState<Notice | null>(null);
  // A new endpoint shows its secret at once: it is what the receiver needs next.
  const [revealedId, setRevealedId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const listTitle = useRef<HTMLHeadingElement>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    setNotice(null);
    try {
      await action();
      await refetch();
      setNotice({ kind: 'success', text: success });
      return true;
    } catch (problem) {
      setNotice({ kind: 'error', text: failureText(problem) });
      return false;
    }
  };
  const onToggle = (endpoint: WebhookEndpointView) =>
    void run(
      () => setEnabled({ variables: { id: endpoint.id, enabled: !endpoint.enabled } }),
      endpoint.enabled ? `Webhook ${endpoint.url} je vypnutý: nové události se mu neposílají.` : `Webhook ${endpoint.url} je zapnutý.`,
    );
  const onDelete = async (endpoint: WebhookEndpointView) => {
    if (!window.confirm(`Smazat webhook ${endpoint.url}? Smaže se i s historií doručení a adresa už nedostane žádnou událost.`)) return;
    // The card and its buttons go: focus moves to the list's heading instead of getting lost.
    if (await run(() => remove({ variables: { id: endpoint.id } }), `Webhook ${endpoint.url} byl smazán.`)) listTitle.current?.focus();
  };
  const onCopied = (copied: boolean) =>
    setNotice(copied ? { kind: 'success', text: 'Tajný klíč je zkopírovaný.' } : { kind: 'error', text: 'Tajný klíč se nepodařilo zkopírovat, označte ho prosím ručně.' });

  const all = data?.webhookEndpoints ?? [];
  const filters = useListFilters<WebhookEndpointView>({ searchLabel: 'Hledat adresu nebo událost', facets: WEBHOOK_FACETS, text: (endpoint) => `${endpoint.url} ${endpoint.description ?? ''} ${endpoint.events.join(' ')}` });
  const endpoints = filters.apply(all) ?? [];
  return (
    <section className="admin-page webhooks-page" aria-labelledby="webhooks-title">
      <div className="admin-page__head">
        <h1 id="webhooks-title">Webhooky</h1>
        <Button onClick={() => setAdding(true)}>Přidat webhook</Button>
      </div>
      <p className="admin-total">
        Webhooky posílají události (nový člen, zaplacená objednávka, výplaty…) na adresy nástrojů třetích stran. Neúspěšné doručení se opakuje až 24 hodin, vypnutému webhooku se nové
        události neposílají.
      </p>
      <Modal open={adding} title="Přidat webhook" onClose={() => setAdding(false)} placement="side">
        <WebhookEndpointForm
          onCreated={(endpoint) => {
            setAdding(false);
            setNotice({ kind: 'success', text: 'Webhook byl přidán. Jeho tajný klíč k ověření podpisu je zobrazený v seznamu.' });
            setRevealedId(endpoint.id);
            void refetch();
          }}
        />
      </Modal>
      <h2 id="webhooks-list-title" ref={listTitle} tabIndex={-1}>
        Registrované webhooky
      </h2>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState label="Načítám webhooky…" />
      ) : all.length === 0 ? (
        <p>Zatím žádné webhooky.</p>
      ) : (
        <>
          <ListFilterBar filters={filters} shown={endpoints.length} total={all.length} />
          {endpoints.length === 0 && <p>Hledání ani filtrům neodpovídá žádný webhook.</p>}
          <ul className="webhook-list" aria-labelledby="webhooks-list-title">
            {endpoints.map((endpoint) => (
              <WebhookEndpointCard
                key={endpoint.id}
                endpoint={endpoint}
                created={formatCzechDate(new Date(endpoint.createdAt * 1000))}
                initiallyRevealed={endpoint.id === revealedId}
                busy={switching || removing}
                onToggle={onToggle}
                onDelete={(target) => void onDelete(target)}
                onCopied={onCopied}
              />
            ))}
          </ul>
        </>
      )}
      <SignatureHelp />
    </section>
  );
}
