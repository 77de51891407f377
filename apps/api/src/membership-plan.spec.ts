import { generationPriceHalere } from '@bonus/domain';
import { startTestApi, TestApi } from './testing/test-api';

const PLAN = `{ membershipPlan { tierId tierName monthlyPrice generationNumber billing { kind timestamp amount } paymentMethod
  payments { id paidTimestamp description amount refunded } upgradePrices { tierId monthlyPrice } } }`;
const RECEIPT = `query($id: ID!) { membershipReceiptPdf(paymentId: $id) }`;

describe('the plan card of Nastavení → Členství and its receipts', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const gql = async (token: string | undefined, query: string, variables?: Record<string, unknown>) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;
  const pay = (orderId: string) => fetch(`${api.url}/pay/${orderId}/confirm`, { method: 'POST', redirect: 'manual' });
  const order = async (token: string, tierId: number, scope: 'registration' | 'settings') =>
    (await api.call('POST', '/order', { token, body: { tier_id: tierId, subscription_scope: scope } })).body;

  const generationOnSale = async () => (await api.db.dataSource.query(`SELECT number FROM generation WHERE in_use`))[0].number as number;
  const priceIn = (czk: number, generation: number) => generationPriceHalere(czk * 100, generation) / 100;

  it('shows a free member the free tier without charges, method or payments, and the paid tiers at the prices on sale', async () => {
    const member = await api.newMember();
    const generation = await generationOnSale();
    expect((await gql(member.idToken, PLAN)).data.membershipPlan).toEqual({
      tierId: 1,
      tierName: 'Free',
      monthlyPrice: 0,
      generationNumber: null,
      billing: { kind: 'none', timestamp: null, amount: null },
      paymentMethod: null,
      payments: [],
      upgradePrices: [
        { tierId: 2, monthlyPrice: priceIn(899, generation) },
        { tierId: 3, monthlyPrice: priceIn(1299, generation) },
      ],
    });
    // A member who keeps a seat in the 2nd generation (they had a paid plan once) is offered its prices.
    const returning = await api.newMember();
    await api.db.dataSource.query(`UPDATE app_user SET generation_id = (SELECT id FROM generation WHERE number = 2) WHERE firebase_uid = $1`, [returning.uid]);
    expect((await gql(returning.idToken, PLAN)).data.membershipPlan.upgradePrices).toEqual([
      { tierId: 2, monthlyPrice: 1124 },
      { tierId: 3, monthlyPrice: 1624 },
    ]);
  });

  it('shows a paid member the tier, the generation price, the next charge, the method and the payment with its receipt', async () => {
    const member = await api.newMember();
    const basic = await order(member.idToken, 2, 'registration');
    await pay(basic.id);
    const [{ number }] = await api.db.dataSource.query(`SELECT g.number FROM subscription_order o JOIN generation g ON g.id = o.generation_id WHERE o.id = $1`, [basic.id]);
    const plan = (await gql(member.idToken, PLAN)).data.membershipPlan;
    expect(plan).toMatchObject({
      tierId: 2,
      tierName: 'Basic',
      monthlyPrice: basic.amount,
      generationNumber: number,
      billing: { kind: 'renews', amount: basic.amount },
      paymentMethod: 'Místní platební brána',
      payments: [{ id: `local:${basic.id}:first`, description: 'Členství Basic – měsíční platba', amount: basic.amount, refunded: 0 }],
      // Premium as an upgrade prices it: in the member's own generation, whichever is on sale later.
      upgradePrices: [{ tierId: 3, monthlyPrice: priceIn(1299, number) }],
    });
    const { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    expect(plan.billing.timestamp).toBe(profile.active_order.expiration_timestamp);

    const receipt = await gql(member.idToken, RECEIPT, { id: plan.payments[0].id });
    const pdf = Buffer.from(receipt.data.membershipReceiptPdf, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000); // the embedded font subset with the Czech letters
  });

  it('says when a plan cancelled at period end ends instead of a next charge', async () => {
    const member = await api.newMember();
    const basic = await order(member.idToken, 2, 'registration');
    await pay(basic.id);
    await api.db.dataSource.query(`UPDATE subscription_order SET cancel_at_period_end = true WHERE id = $1`, [basic.id]);
    const { billing } = (await gql(member.idToken, PLAN)).data.membershipPlan;
    const { body: profile } = await api.call('GET', '/user', { token: member.idToken });
    expect(billing).toEqual({ kind: 'ends', timestamp: profile.active_order.expiration_timestamp, amount: null });
  });

  it('lists an upgrade’s prorated first payment as the move to the tier, newest first, and marks refunds', async () => {
    const member = await api.newMember();
    const basic = await order(member.idToken, 2, 'registration');
    await pay(basic.id);
    const premium = await order(member.idToken, 3, 'settings');
    await pay(premium.id);
    await api.db.dataSource.query(`UPDATE subscription_payment SET refunded_halere = 10000 WHERE id = $1`, [`local:${basic.id}:first`]);
    const plan = (await gql(member.idToken, PLAN)).data.membershipPlan;
    expect(plan).toMatchObject({ tierName: 'Premium', monthlyPrice: premium.amount, billing: { kind: 'renews', amount: premium.amount } });
    expect(plan.payments).toEqual([
      expect.objectContaining({ id: `local:${premium.id}:first`, description: 'Přechod na Premium', amount: premium.next_payment_amount, refunded: 0 }),
      expect.objectContaining({ id: `local:${basic.id}:first`, description: 'Členství Basic – měsíční platba', amount: basic.amount, refunded: 100 }),
    ]);
  });

  it('shows a demo member the payments of the very orders the admin sees for them (issue #58)', async () => {
    const admin = (await api.newMember({ admin: true })).idToken;
    const [{ id }] = await api.db.dataSource.query(`SELECT id FROM app_user WHERE email = 'premium@demo.cz'`);
    const adminView = (await gql(admin, 'query($id: ID!) { adminUser(id: $id) { orders { id status amount } } }', { id })).data.adminUser.orders;
    expect(adminView).toEqual([expect.objectContaining({ status: 'active', amount: 1299 })]);
    const plan = (await gql(await api.idToken('premium@demo.cz'), PLAN)).data.membershipPlan;
    expect(plan.payments).toEqual([expect.objectContaining({ id: `local:${adminView[0].id}:first`, amount: 1299, refunded: 0 })]);
  });

  it('gives receipts to their owner only: another member’s payment and unknown ids are not found, visitors are refused', async () => {
    const owner = await api.newMember();
    const basic = await order(owner.idToken, 2, 'registration');
    await pay(basic.id);
    const paymentId = `local:${basic.id}:first`;
    const other = await api.newMember();
    for (const id of [paymentId, 'in_unknown', 'x'.repeat(300)]) {
      const answer = await gql(other.idToken, RECEIPT, { id });
      expect(answer.data).toBeNull();
      expect(answer.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    expect((await gql(undefined, RECEIPT, { id: paymentId })).errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(undefined, PLAN)).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
