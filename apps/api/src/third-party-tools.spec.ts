import { createBonusKlubClient } from '@bonus/sdk';
import { verifyWebhookSignature, WebhookService } from '@bonus/server';
import { startWebhookReceiver, type WebhookReceiver } from '@bonus/server/testing';
import { startTestApi, TestApi } from './testing/test-api';

/** Issue 27: personal API tokens used through the SDK, and a signed webhook after a gateway payment. */
describe('third-party tools', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const gql = async (token: string, query: string, variables?: unknown) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;

  describe('personal API tokens with the SDK', () => {
    it('lists the bonuses and records an earning with a read + write token, as the README shows', async () => {
      const member = await api.newMember();
      const { secret } = await api.newApiToken(member.idToken, ['read', 'write']);
      expect(secret).toMatch(/^bk_live_\S{40,}$/);
      const client = createBonusKlubClient({ baseUrl: api.url, token: secret });

      const { data: bonuses, error } = await client.GET('/bonus_all');
      expect(error).toBeUndefined();
      const bonus = bonuses!.find((candidate) => candidate.bonus_type_name === 'bank' && !candidate.lock && candidate.step_list.length > 0)!;
      for (let step = 1; step <= bonus.step_list.length; step++) {
        expect((await client.PUT('/bonus_progress', { body: { bonus_id: bonus.id, step_idx: step } })).data).toEqual({ bonus_id: bonus.id, step_idx: step });
      }
      const recorded = await client.POST('/bonus_history', { body: { bonus_id: bonus.id, reached_profit: 1500, note: 'Z tabulky' } });
      expect(recorded.data).toMatchObject({ bonus: { id: bonus.id }, reached_profit: 1500, note: 'Z tabulky' });
      expect((await client.GET('/user')).data).toMatchObject({ bonus_revenue: 1500 });
      const [row] = await api.db.dataSource.query('SELECT last_used_at FROM api_token WHERE user_id = (SELECT id FROM app_user WHERE firebase_uid = $1)', [member.uid]);
      expect(row.last_used_at).toBeInstanceOf(Date);
    });

    it('refuses changes to a read token with a Czech 403 and changes nothing', async () => {
      const member = await api.newMember();
      const { secret } = await api.newApiToken(member.idToken, ['read']);
      const client = createBonusKlubClient({ baseUrl: api.url, token: secret });
      expect((await client.GET('/user')).data).toMatchObject({ name: 'Tester' });
      const refused = await client.PUT('/user', { body: { name: 'Jiné jméno' } });
      expect(refused.response.status).toBe(403);
      expect(refused.response.headers.get('www-authenticate')).toBe('Bearer realm="bonus-klub", error="insufficient_scope", scope="write"');
      expect(refused.error).toMatchObject({ code: 'API_TOKEN_READ_ONLY', error: 'Tento API token smí jen číst. Pro změny vytvořte token s oprávněním k zápisu.' });
      expect((await client.GET('/user')).data).toMatchObject({ name: 'Tester' });
    });

    it('stops a token at once when it is revoked or its member is deactivated, and never lets a token make tokens', async () => {
      const [member, admin] = [await api.newMember(), await api.newMember({ admin: true })];
      const [kept, revoked] = [await api.newApiToken(member.idToken, ['read', 'write']), await api.newApiToken(member.idToken, ['read'])];
      const call = (secret: string) => api.call('GET', '/user', { token: secret });
      expect((await call(revoked.secret)).status).toBe(200);
      expect(await gql(member.idToken, 'mutation($id: Int!) { revokeApiToken(id: $id) }', { id: revoked.id })).toEqual({ data: { revokeApiToken: true } });
      expect(await call(revoked.secret)).toEqual({ status: 401, body: expect.objectContaining({ code: 'API_TOKEN_INVALID' }) });

      const byToken = await gql(kept.secret, 'mutation($input: ApiTokenInput!) { createApiToken(input: $input) { secret } }', { input: { name: 'Další', expiresInDays: 30, scopes: ['read'] } });
      expect(byToken.errors[0].extensions.code).toBe('API_TOKEN_NOT_ALLOWED');

      const [{ id }] = await api.db.dataSource.query('SELECT id FROM app_user WHERE firebase_uid = $1', [member.uid]);
      const deactivated = await gql(admin.idToken, 'mutation($id: ID!) { updateAdminUser(input: { id: $id, active: false }) { id } }', { id });
      expect(deactivated.errors).toBeUndefined();
      expect(await call(kept.secret)).toEqual({ status: 403, body: expect.objectContaining({ code: 'ACCOUNT_DEACTIVATED' }) });
    });
  });

  describe('outgoing webhooks', () => {
    let receiver: WebhookReceiver;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
    });
    afterAll(() => receiver.close());

    it('sends a verified order.paid to the endpoint an admin registered, after the gateway payment', async () => {
      const admin = await api.newMember({ admin: true });
      const created = await gql(admin.idToken, 'mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { id secret } }', { input: { url: receiver.url, events: ['order.paid'] } });
      const { secret } = created.data.createWebhookEndpoint;
      receiver.statuses.push(204); // any 2xx counts as received

      const member = await api.newMember();
      const order = await api.call('POST', '/order', { token: member.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
      const paid = await fetch(`${api.url}/pay/${order.body.id}/confirm`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
      expect(paid.status).toBe(303);

      // The delivery job's work (this test api runs no jobs; the worker would be woken at commit).
      expect(await new WebhookService(api.db.dataSource, { publicOnly: false }).deliverDue()).toMatchObject({ succeeded: 1, failed: 0 });
      expect(receiver.received).toHaveLength(1);
      const [delivery] = receiver.received;
      expect(verifyWebhookSignature(secret, delivery.signature, delivery.body)).toBe(true);
      expect(verifyWebhookSignature('whsec_wrong', delivery.signature, delivery.body)).toBe(false);
      expect(JSON.parse(delivery.body)).toMatchObject({ type: 'order.paid', data: { order_id: order.body.id, amount_czk: 899 } });

      const listed = await gql(admin.idToken, 'query($id: Int!) { webhookDeliveries(endpointId: $id) { eventType status attempts lastStatusCode } }', { id: created.data.createWebhookEndpoint.id });
      expect(listed.data.webhookDeliveries).toEqual([{ eventType: 'ORDER_PAID', status: 'succeeded', attempts: 1, lastStatusCode: 204 }]);
    });
  });
});
