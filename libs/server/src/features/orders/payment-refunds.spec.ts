import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { FakeStripeApi } from '../../testing/fake-stripe-api';
import { createStripeClient, StripeProvider } from '../../integrations/payments/stripe/stripe-provider';
import { markRefundDue } from './checkout.queries';
import { PaymentRefunds } from './payment-refunds';

describe('PaymentRefunds: what we owe back is refunded at the provider once, retried until it is', () => {
  let db: TestDatabase;
  let stripe: FakeStripeApi;
  let refunds: PaymentRefunds;
  let counter = 0;

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    stripe = await new FakeStripeApi().start();
    const provider = new StripeProvider(createStripeClient({ secretKey: 'sk_test_refunds', apiUrl: stripe.url }));
    refunds = new PaymentRefunds(db.dataSource, provider);
  });
  afterAll(async () => {
    await stripe.stop();
    await db.drop();
  });

  const query = (sql: string, params?: unknown[]) => db.dataSource.query(sql, params);

  /** A Stripe payment of a member's order, marked for refund in the transaction that booked it. */
  async function dueRefund(amountHalere = 89900): Promise<string> {
    const n = ++counter;
    const id = `in_refund_${n}`;
    await db.dataSource.transaction(async (manager) => {
      const [{ id: userId }] = await manager.query(`INSERT INTO app_user (name, tier_id, firebase_uid) VALUES ('Člen', 1, $1) RETURNING id`, [`refund-${n}-${Date.now()}`]);
      const [{ id: orderId }] = await manager.query(
        `INSERT INTO subscription_order (user_id, tier_id, generation_id, amount_halere, status, subscription_scope, provider)
         VALUES ($1, 2, (SELECT id FROM generation ORDER BY number LIMIT 1), $2, 'canceled', 'registration', 'stripe') RETURNING id`,
        [userId, amountHalere],
      );
      await manager.query(`INSERT INTO subscription_payment (id, order_id, amount_halere, provider_payment_id, paid_at) VALUES ($1, $2, $3, $4, now())`, [id, orderId, amountHalere, `pi_${id}`]);
      expect(await markRefundDue(manager, { id, orderId, amountHalere }, 'superseded', new Date())).toBe(true);
      // Marked once: a repeated report does not owe it twice.
      expect(await markRefundDue(manager, { id, orderId, amountHalere }, 'superseded', new Date())).toBe(false);
    });
    return id;
  }
  const payment = async (id: string) =>
    (await query(`SELECT refunded_halere, refund_due_at IS NOT NULL AS due, refund_attempts, refund_error IS NOT NULL AS has_error FROM subscription_payment WHERE id = $1`, [id]))[0];
  /** The SDK itself tries a request three times (maxNetworkRetries 2): an outage that outlasts them. */
  const outage = () => (stripe.refundOutages = 3);
  const refundsAtStripe = (id: string) => [...stripe.refunds.values()].filter((refund) => refund.paymentIntent === `pi_${id}`);

  it('keeps a refund due, with its error, while the provider is down, then refunds it in full on the next run', async () => {
    const id = await dueRefund();
    outage();
    expect(await refunds.runDue([id])).toEqual({ refunded: 0, failed: 1 });
    expect(await payment(id)).toEqual({ refunded_halere: 0, due: true, refund_attempts: 1, has_error: true });

    expect(await refunds.runDue()).toMatchObject({ refunded: 1, failed: 0 });
    expect(await payment(id)).toEqual({ refunded_halere: 89900, due: false, refund_attempts: 1, has_error: false });
    expect(refundsAtStripe(id)).toEqual([{ id: expect.any(String), paymentIntent: `pi_${id}`, amount: 89900 }]);
    expect(stripe.received('POST', '/v1/refunds').filter((request) => request.form.payment_intent === `pi_${id}`).every((request) => request.idempotencyKey === `refund-${id}`)).toBe(true);
    expect(await refunds.runDue([id])).toEqual({ refunded: 0, failed: 0 });
  });

  it('refunds once when several runs (api copies, the job) work at the same time', async () => {
    const ids = await Promise.all(Array.from({ length: 5 }, () => dueRefund(45000)));
    const runs = await Promise.all(Array.from({ length: 4 }, () => refunds.runDue()));
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBe(5);
    for (const id of ids) {
      expect(refundsAtStripe(id)).toHaveLength(1);
      expect(stripe.received('POST', '/v1/refunds').filter((request) => request.form.payment_intent === `pi_${id}`)).toHaveLength(1);
    }
    const [{ entries }] = await query(`SELECT count(*)::int AS entries FROM audit_log WHERE action = 'system:refunded' AND details->>'paymentId' = ANY($1)`, [ids]);
    expect(entries).toBe(5);
  });

  it('goes on to the next refund when one fails, and retries the failed one in a later run only', async () => {
    const [failing, next] = [await dueRefund(), await dueRefund()];
    outage();
    expect(await refunds.runDue([failing, next])).toEqual({ refunded: 1, failed: 1 });
    expect((await payment(next)).due).toBe(false);
    expect((await payment(failing)).due).toBe(true);
    expect(await refunds.runDue([failing, next])).toEqual({ refunded: 1, failed: 0 });
  });
});
