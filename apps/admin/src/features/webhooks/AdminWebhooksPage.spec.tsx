import { MemoryRouter } from 'react-router';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { recordingApollo, SentOperation } from '../../shared/testing/recording-apollo';
import { AdminWebhooksPage } from './AdminWebhooksPage';

const URL = 'https://hooks.example.cz/in';
const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
const endpoint = (enabled = true) => ({
  __typename: 'WebhookEndpoint',
  id: 4,
  url: URL,
  description: 'Účetnictví',
  events: ['ORDER_PAID', 'PAYOUT_PAID', 'BONUS_TERMS_CHANGED'],
  secret: SECRET,
  enabled,
  createdAt: 1_795_000_000,
});
const delivery = (id: number, status: string, extra: Record<string, unknown>) => ({
  __typename: 'WebhookDelivery',
  id,
  eventId: 40 + id,
  eventType: 'ORDER_PAID',
  status,
  attempts: 1,
  lastStatusCode: null,
  lastError: null,
  lastAttemptAt: null,
  nextAttemptAt: 1_795_000_600,
  createdAt: 1_795_000_000,
  ...extra,
});

/** The api as the page sees it: one endpoint with three deliveries, each mutation answered as the server would. */
function answer(operation: SentOperation): FormattedExecutionResult {
  switch (operation.operationName) {
    case 'AdminWebhookEndpoints':
      return { data: { webhookEndpoints: [endpoint()] } };
    case 'AdminWebhookDeliveries':
      return {
        data: {
          webhookDeliveries: [
            delivery(3, 'pending', { attempts: 2, lastError: 'fetch failed', lastAttemptAt: 1_795_000_300 }),
            delivery(2, 'failed', { attempts: 9, lastStatusCode: 500, lastError: 'HTTP 500', lastAttemptAt: 1_795_000_200 }),
            delivery(1, 'succeeded', { lastStatusCode: 200, lastAttemptAt: 1_795_000_100 }),
          ],
        },
      };
    case 'SendTestWebhook':
      return { data: { sendTestWebhook: { __typename: 'WebhookTestResult', ok: false, statusCode: null, error: 'The operation was aborted due to timeout' } } };
    case 'SetWebhookEndpointEnabled':
      return { data: { setWebhookEndpointEnabled: endpoint(false) } };
    case 'DeleteWebhookEndpoint':
      return { data: { deleteWebhookEndpoint: true } };
    default:
      throw new Error(`unexpected ${operation.operationName}`);
  }
}

async function renderPage() {
  const apollo = recordingApollo(answer);
  render(
    <MemoryRouter>
      <AdminWebhooksPage />
    </MemoryRouter>,
    { wrapper: apollo.wrapper },
  );
  const card = await screen.findByTestId('webhook-endpoint');
  return { ...apollo, card };
}

describe('AdminWebhooksPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists an endpoint with its events in Czech and its secret hidden until asked for', async () => {
    const { card } = await renderPage();
    expect(within(card).getByRole('heading', { name: URL })).toBeTruthy();
    expect(card.textContent).toContain('Zaplacená objednávka, Vyplacená výplata, Změna podmínek bonusu');
    expect(card.textContent).toContain('Zapnutý');
    expect(within(card).getByTestId('webhook-secret').textContent).not.toContain(SECRET);
    fireEvent.click(within(card).getByRole('button', { name: `Zobrazit tajný klíč webhooku ${URL}` }));
    expect(within(card).getByTestId('webhook-secret').textContent).toBe(SECRET);
    expect(within(card).getByRole('button', { name: `Skrýt tajný klíč webhooku ${URL}` })).toBeTruthy();
  });

  it('shows the deliveries with Czech states, codes and answers', async () => {
    const { card, sent } = await renderPage();
    const toggle = within(card).getByRole('button', { name: `Doručení webhooku ${URL}` });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = await within(card).findAllByTestId('webhook-delivery');
    const cells = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    const [event, status, code, attempts, , next, answer] = [0, 1, 2, 3, 4, 5, 6].map((column) => cells.map((row) => row[column]));
    expect(event).toEqual(['Zaplacená objednávkač. 43', 'Zaplacená objednávkač. 42', 'Zaplacená objednávkač. 41']);
    expect(status).toEqual(['Čeká', 'Selhalo', 'Doručeno']);
    expect(code).toEqual(['—', '500', '200']);
    expect(attempts).toEqual(['2', '9', '1']);
    expect(answer).toEqual(['Spojení s adresou se nepodařilo.', 'Adresa odpověděla HTTP 500.', '—']);
    // Only a delivery still being sent has a next attempt.
    expect(next[0]).toMatch(/^\d{1,2}\.\u00a0\d{1,2}\.\u00a0\d{4} \d{1,2}:\d{2}$/);
    expect(next.slice(1)).toEqual(['—', '—']);
    expect(sent.filter((operation) => operation.operationName === 'AdminWebhookDeliveries')).toEqual([{ operationName: 'AdminWebhookDeliveries', variables: { endpointId: 4 } }]);
  });

  it('sends a test event of the chosen type and says in Czech how the address answered', async () => {
    const { card, sent } = await renderPage();
    fireEvent.change(within(card).getByLabelText('Testovací událost'), { target: { value: 'payout.paid' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Odeslat test' }));
    expect((await within(card).findByRole('alert')).textContent).toBe('Testovací událost se nepodařilo doručit. Adresa neodpověděla včas.');
    expect(sent.find((operation) => operation.operationName === 'SendTestWebhook')?.variables).toEqual({ id: 4, eventType: 'payout.paid' });
  });

  it('offers a change of an offer’s terms as a test event too', async () => {
    const { card, sent } = await renderPage();
    expect(within(within(card).getByLabelText('Testovací událost')).getByRole('option', { name: 'Změna podmínek bonusu' })).toBeTruthy();
    fireEvent.change(within(card).getByLabelText('Testovací událost'), { target: { value: 'bonus.terms_changed' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Odeslat test' }));
    await within(card).findByRole('alert');
    expect(sent.find((operation) => operation.operationName === 'SendTestWebhook')?.variables).toEqual({ id: 4, eventType: 'bonus.terms_changed' });
  });

  it('switches an endpoint off, and deletes it only when confirmed, moving focus to the list', async () => {
    const { card, sent } = await renderPage();
    fireEvent.click(within(card).getByRole('button', { name: `Vypnout webhook ${URL}` }));
    expect((await screen.findByRole('status')).textContent).toBe(`Webhook ${URL} je vypnutý: nové události se mu neposílají.`);
    expect(sent.find((operation) => operation.operationName === 'SetWebhookEndpointEnabled')?.variables).toEqual({ id: 4, enabled: false });

    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(within(card).getByRole('button', { name: `Smazat webhook ${URL}` }));
    expect(sent.some((operation) => operation.operationName === 'DeleteWebhookEndpoint')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: `Smazat webhook ${URL}` }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`Webhook ${URL} byl smazán.`));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(sent.find((operation) => operation.operationName === 'DeleteWebhookEndpoint')?.variables).toEqual({ id: 4 });
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Registrované webhooky' }));
  });
});
