import { FakeStripeApi } from '../../../testing/fake-stripe-api';
import { createStripeClient, StripeProvider } from './stripe-provider';

/** A new monthly price is retried until Stripe takes it (ProviderPriceChanges), so asking again must change nothing. */
describe('StripeProvider.setMonthlyPrice', () => {
  let stripe: FakeStripeApi;
  let provider: StripeProvider;

  beforeAll(async () => {
    stripe = await new FakeStripeApi().start();
    provider = new StripeProvider(createStripeClient({ secretKey: 'sk_test_price', apiUrl: stripe.url, timeoutMs: 1000 }));
  });
  afterAll(() => stripe.stop());

  const subscription = (id: string, status = 'active') =>
    stripe.subscriptions.set(id, { id, customer: `cus_${id}`, status, orderId: `order-${id}`, currentPeriodEnd: Math.floor(Date.now() / 1000) + 86_400, cancelAtPeriodEnd: false, unitAmount: 89900 });
  const updates = (id: string) => stripe.received('POST', `/v1/subscriptions/${id}`);

  it('changes the price once, without proration, however often it is asked', async () => {
    subscription('sub_price_twice');
    await provider.setMonthlyPrice('sub_price_twice', 112400);
    await provider.setMonthlyPrice('sub_price_twice', 112400);
    expect(updates('sub_price_twice')).toHaveLength(1);
    expect(updates('sub_price_twice')[0].form).toMatchObject({ proration_behavior: 'none', 'items[0][price_data][unit_amount]': '112400', 'items[0][id]': 'si_sub_price_twice' });
    expect(stripe.subscriptions.get('sub_price_twice')!.unitAmount).toBe(112400);
  });

  it('leaves an ended subscription alone (nothing is charged any more)', async () => {
    subscription('sub_price_ended', 'canceled');
    await provider.setMonthlyPrice('sub_price_ended', 112400);
    expect(updates('sub_price_ended')).toEqual([]);
  });
});
