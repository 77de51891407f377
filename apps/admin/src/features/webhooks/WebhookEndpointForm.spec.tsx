import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FormattedExecutionResult } from 'graphql';
import { WEBHOOK_MESSAGES } from '@bonus/domain';
import { recordingApollo, refusal } from '../../shared/testing/recording-apollo';
import { WebhookEndpointForm } from './WebhookEndpointForm';

const ENDPOINT = { id: 3, url: 'https://hooks.example.cz/in', description: 'Účetnictví', events: ['ORDER_PAID', 'PAYOUT_PAID'], secret: 'whsec_abc', enabled: true, createdAt: 1_795_000_000 };
const created = (): FormattedExecutionResult => ({ data: { createWebhookEndpoint: { __typename: 'WebhookEndpoint', ...ENDPOINT } } });

function renderForm(answer: () => FormattedExecutionResult = created) {
  const apollo = recordingApollo(answer);
  const onCreated = jest.fn();
  render(<WebhookEndpointForm onCreated={onCreated} />, { wrapper: apollo.wrapper });
  return { ...apollo, onCreated };
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const tick = (name: RegExp) => fireEvent.click(screen.getByRole('checkbox', { name }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Přidat webhook' }));
/** The Czech error a field shows and points at (aria-describedby), or null. */
const fieldError = (label: string) => {
  const field = screen.getByLabelText(label);
  const id = field.getAttribute('aria-describedby');
  return field.getAttribute('aria-invalid') === 'true' && id ? document.getElementById(id)?.textContent : null;
};
/** The events' error, which the group of checkboxes points at. */
const eventsError = () => {
  const id = screen.getByRole('group', { name: 'Události' }).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('WebhookEndpointForm', () => {
  it('offers every event by its Czech name', () => {
    renderForm();
    const names = screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
    expect(names).toEqual([
      'Nový člen member.created',
      'Zaplacená objednávka order.paid',
      'Zrušená objednávka order.canceled',
      'Žádost o výplatu payout.requested',
      'Vyplacená výplata payout.paid',
      'Neúspěšná výplata payout.failed',
      'Zveřejněný bonus bonus.published',
      'Změna podmínek bonusu bonus.terms_changed',
    ]);
  });

  it('shows the shared schema’s Czech errors on the fields, focuses the first and sends nothing', async () => {
    const { sent } = renderForm();
    fill('Adresa URL', 'ftp://hooks.example.cz');
    submit();
    await waitFor(() => expect(fieldError('Adresa URL')).toBe(WEBHOOK_MESSAGES.url));
    expect(eventsError()).toBe(WEBHOOK_MESSAGES.eventsRequired);
    expect(screen.getByRole('checkbox', { name: /Nový člen/ }).getAttribute('aria-invalid')).toBe('true');
    expect(fieldError('Popis (nepovinné)')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Adresa URL'));
    expect(sent).toEqual([]);

    // Fixed, the errors go as the fields change.
    fill('Adresa URL', 'https://hooks.example.cz/in');
    tick(/Zaplacená objednávka/);
    await waitFor(() => expect(fieldError('Adresa URL')).toBeNull());
    await waitFor(() => expect(eventsError()).toBeNull());
  });

  it('sends the URL, the description and the chosen events by their payload names, then empties the form', async () => {
    const { sent, onCreated } = renderForm();
    fill('Adresa URL', ' https://hooks.example.cz/in ');
    fill('Popis (nepovinné)', 'Účetnictví');
    tick(/Zaplacená objednávka/);
    tick(/Vyplacená výplata/);
    submit();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ operationName: 'CreateWebhookEndpoint', variables: { input: { url: 'https://hooks.example.cz/in', description: 'Účetnictví', events: ['order.paid', 'payout.paid'] } } }]);
    expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 3, secret: 'whsec_abc' }));
    expect((screen.getByLabelText('Adresa URL') as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
  });

  it('takes a local http address (the https rule is the server’s, in production)', async () => {
    const { sent } = renderForm();
    fill('Adresa URL', 'http://127.0.0.1:9000/hook');
    tick(/Nový člen/);
    submit();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].variables).toEqual({ input: { url: 'http://127.0.0.1:9000/hook', description: '', events: ['member.created'] } });
  });

  it('shows a server refusal, and its field errors on the fields', async () => {
    const { onCreated } = renderForm(() => refusal(WEBHOOK_MESSAGES.httpsOnly, { url: WEBHOOK_MESSAGES.httpsOnly }));
    fill('Adresa URL', 'http://hooks.example.cz/in');
    tick(/Zaplacená objednávka/);
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(fieldError('Adresa URL')).toBe(WEBHOOK_MESSAGES.httpsOnly);
    expect(document.activeElement).toBe(screen.getByLabelText('Adresa URL'));
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('puts an error about one chosen event on the events', async () => {
    renderForm(() => refusal(WEBHOOK_MESSAGES.eventUnknown, { 'events.0': WEBHOOK_MESSAGES.eventUnknown, _form: 'x' }));
    fill('Adresa URL', 'https://hooks.example.cz/in');
    tick(/Zaplacená objednávka/);
    submit();
    await waitFor(() => expect(eventsError()).toBe(WEBHOOK_MESSAGES.eventUnknown));
  });
});
