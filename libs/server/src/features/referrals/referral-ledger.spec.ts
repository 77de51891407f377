import fc from 'fast-check';
import { ProviderFollowUps } from '../orders/provider-follow-ups';
import { DEFAULT_SITE_SETTINGS } from '@bonus/domain';
import { createLocalGateway } from '../../integrations/payments/local/local-gateway';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { MembershipService } from '../orders/membership.service';
import { OrderService } from '../orders/order.service';
import { PromoCodeService } from '../orders/promo-code.service';
import { PayoutService } from '../payouts/payout.service';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { SiteSettingsService } from '../settings/site-settings.service';
import { UserEntity } from '../users/user.entity';
import { ReferralService } from './referral.service';
import { SharedCache } from '../../cache/shared-cache';

const ACCOUNT = '19-2000145399/0800';

describe('referral rewards, clawbacks and payouts', () => {
  let db: TestDatabase;
  let orders: OrderService;
  let payouts: PayoutService;
  let referrals: ReferralService;
  let settings: SiteSettingsService;
  let counter = 0;

  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
    settings = new SiteSettingsService(db.dataSource, new SharedCache());
    // The ledger's rules are under test: no minimum withdrawal (500 Kč by default), and the flat reward
    // for a first payment has a test of its own, so the others count the tier share alone.
    await settings.save({ ...DEFAULT_SITE_SETTINGS, minWithdrawal: 0, referralReward: 0 });
    const membership = new MembershipService(db.dataSource, new SharedCache(), settings);
    const rateLimiter = new RateLimiter(db.dataSource);
    const gateway = createLocalGateway({ apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' });
    orders = new OrderService(db.dataSource, gateway, membership, new PromoCodeService(db.dataSource, rateLimiter), { webUrl: 'http://web.test' }, new ProviderFollowUps(db.dataSource, gateway));
    payouts = new PayoutService(db.dataSource, settings);
    referrals = new ReferralService(db.dataSource, rateLimiter, settings, 'http://web.test');
  });
  afterAll(() => db.drop());

  const users = () => db.dataSource.getRepository(UserEntity);
  const member = async (tierId = 2, extra: Partial<UserEntity> = {}) => {
    const saved = await users().save({ name: `Člen ${counter}`, tierId, firebaseUid: `ref-${counter}-${Date.now()}`, email: `clen${counter++}@example.cz`, ...extra });
    return users().findOneOrFail({ where: { id: saved.id }, relations: { tier: true } });
  };
  const invite = async (referrer: UserEntity, referred: UserEntity) =>
    db.dataSource.query('INSERT INTO referral (referrer_id, referred_id) VALUES ($1, $2)', [referrer.id, referred.id]);
  /** A paid basic order of the referred member; returns a function reporting a payment of it. */
  const subscribe = async (payer: UserEntity) => {
    const order = await orders.create(payer, { tier_id: 2, subscription_scope: 'registration', digital_content_waiver: true });
    return (id: string, amountHalere = 89900, refunds: { providerPaymentId: string; refundedHalere: number }[] = []) =>
      orders.applyProviderReport({ provider: 'local', orderId: order.id, payments: [{ id, amountHalere, paidAt: new Date(), providerPaymentId: `pi-${id}` }], refunds }, { now: new Date() });
  };
  const ledger = async (user: UserEntity) => {
    const [row] = await db.dataSource.query(
      `SELECT u.referral_revenue_halere::bigint AS revenue, u.balance_halere::bigint AS balance, u.paid_out_halere::bigint AS paid_out,
              (SELECT coalesce(sum(w.amount_halere), 0) FROM referral_reward w JOIN referral r ON r.id = w.referral_id WHERE r.referrer_id = u.id)::bigint AS rewards,
              (SELECT coalesce(sum(p.amount_halere), 0) FROM payout_transaction p WHERE p.user_id = u.id AND p.status = 'paid')::bigint AS paid,
              (SELECT coalesce(sum(p.amount_halere), 0) FROM payout_transaction p WHERE p.user_id = u.id AND p.status = 'pending')::bigint AS pending
         FROM app_user u WHERE u.id = $1`,
      [user.id],
    );
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<'revenue' | 'balance' | 'paid_out' | 'rewards' | 'paid' | 'pending', number>;
  };

  it("credits the referrer's tier share of each payment once, however often the event repeats, and claws refunds back", async () => {
    const referrer = await member(2);
    const payer = await member(1);
    await invite(referrer, payer);
    const pay = await subscribe(payer);
    await pay('inv-1');
    await pay('inv-1');
    await Promise.all([pay('inv-1'), pay('inv-1')]);
    expect(await ledger(referrer)).toMatchObject({ revenue: 8990, balance: 8990, rewards: 8990 });
    await pay('inv-1', 89900, [{ providerPaymentId: 'pi-inv-1', refundedHalere: 44950 }]);
    expect((await ledger(referrer)).balance).toBe(4495);
    await pay('inv-1', 89900, [{ providerPaymentId: 'pi-inv-1', refundedHalere: 89900 }]);
    await pay('inv-1', 89900, [{ providerPaymentId: 'pi-inv-1', refundedHalere: 89900 }]);
    expect(await ledger(referrer)).toMatchObject({ revenue: 0, balance: 0, rewards: 0 });
  });

  it("adds the settings' flat reward once, for the invited member's first paid payment, beside the share, and claws it back with a refund", async () => {
    await settings.save({ ...(await settings.get()), referralReward: 200 });
    try {
      const referrer = await member(2);
      const payer = await member(1);
      await invite(referrer, payer);
      const pay = await subscribe(payer);
      await Promise.all([pay('flat-1'), pay('flat-1'), pay('flat-1')]);
      expect(await ledger(referrer)).toMatchObject({ revenue: 8990 + 20000, balance: 8990 + 20000, rewards: 8990 + 20000 });
      await pay('flat-2');
      expect((await ledger(referrer)).rewards).toBe(2 * 8990 + 20000);
      // The first payment refunded in full: its share and the flat reward go back; the second month's share stays.
      await pay('flat-1', 89900, [{ providerPaymentId: 'pi-flat-1', refundedHalere: 89900 }]);
      await pay('flat-1', 89900, [{ providerPaymentId: 'pi-flat-1', refundedHalere: 89900 }]);
      expect(await ledger(referrer)).toMatchObject({ revenue: 8990, balance: 8990, rewards: 8990 });

      // 0 switches it off.
      await settings.save({ ...(await settings.get()), referralReward: 0 });
      const quiet = await member(2);
      const invited = await member(1);
      await invite(quiet, invited);
      await (await subscribe(invited))('flat-off');
      expect((await ledger(quiet)).rewards).toBe(8990);
    } finally {
      await settings.save({ ...(await settings.get()), referralReward: 0 });
    }
  });

  it('pays nothing for inviting yourself (same payout account)', async () => {
    const referrer = await member(3, { bankAccount: ACCOUNT });
    const payer = await member(1, { bankAccount: ACCOUNT });
    await invite(referrer, payer);
    await (await subscribe(payer))('self-1');
    expect((await ledger(referrer)).revenue).toBe(0);
  });

  it('gives exactly one of 50 concurrent withdrawals of the whole balance, never going below zero', async () => {
    const referrer = await member(2);
    await db.dataSource.query('UPDATE app_user SET balance_halere = 50000, referral_revenue_halere = 50000 WHERE id = $1', [referrer.id]);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => payouts.withdraw(referrer, { amount: 500, bank_account: ACCOUNT })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toMatchObject({ code: 'WITHDRAWAL_FAILED', message: 'Výběr neúspěšný', details: { userReason: 'Nemáte žádný zůstatek k výběru.' } });
    // Pending until the bank pays it: off the balance, not yet in paid_out.
    expect(await ledger(referrer)).toMatchObject({ balance: 0, paid_out: 0, pending: 50000 });
    await expect(payouts.withdraw(referrer, { amount: 1, bank_account: ACCOUNT })).rejects.toMatchObject({ code: 'WITHDRAWAL_FAILED' });
  });

  it('pays auto-withdraw members once a month however many times (and however concurrently) the job runs', async () => {
    const saver = await member(2, { bankAccount: ACCOUNT, autoWithdraw: true });
    await db.dataSource.query('UPDATE app_user SET balance_halere = 12345, referral_revenue_halere = 12345 WHERE id = $1', [saver.id]);
    const now = new Date('2026-12-02T06:00:00Z');
    await Promise.all([payouts.runAutoPayouts(now), payouts.runAutoPayouts(now)]);
    await payouts.runAutoPayouts(now);
    const rows = await db.dataSource.query('SELECT amount_halere, idempotency_key FROM payout_transaction WHERE user_id = $1', [saver.id]);
    expect(rows).toEqual([{ amount_halere: 12345, idempotency_key: `auto:${saver.id}:2026-12` }]);
    expect(await ledger(saver)).toMatchObject({ balance: 0, paid_out: 0, pending: 12345 });
  });

  it('keeps balance, paid_out and referral_revenue equal to the ledger after any sequence of payments, refunds and withdrawals', async () => {
    const referrer = await member(3, { bankAccount: ACCOUNT });
    const payer = await member(1);
    await invite(referrer, payer);
    const pay = await subscribe(payer);
    let paymentNo = 0;
    const action = fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), amount: fc.integer({ min: 0, max: 200000 }) }),
      fc.record({ kind: fc.constant('replay' as const) }),
      fc.record({ kind: fc.constant('refund' as const), share: fc.integer({ min: 1, max: 100 }) }),
      fc.record({ kind: fc.constant('withdraw' as const), amount: fc.integer({ min: 1, max: 400 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        for (const step of actions) {
          const last = `prop-${paymentNo}`;
          if (step.kind === 'pay') await pay(`prop-${++paymentNo}`, step.amount);
          else if (step.kind === 'replay' && paymentNo) await pay(last);
          else if (step.kind === 'refund' && paymentNo) {
            const [payment] = await db.dataSource.query('SELECT amount_halere FROM subscription_payment WHERE id = $1', [last]);
            await pay(last, payment.amount_halere, [{ providerPaymentId: `pi-${last}`, refundedHalere: Math.round((payment.amount_halere * step.share) / 100) }]);
          } else if (step.kind === 'withdraw') await payouts.withdraw(referrer, { amount: step.amount, bank_account: ACCOUNT }).catch(() => undefined);
          const l = await ledger(referrer);
          expect(l.revenue).toBe(l.rewards);
          expect(l.paid_out).toBe(l.paid);
          expect(l.balance).toBe(l.revenue - l.paid_out - l.pending);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('allows three referral codes in use at once, also when ten requests arrive together', async () => {
    const owner = await member(1);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => referrals.createCode(owner)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ code: 'REFERRAL_CODE_LIMIT', message: 'max 3 referral codes' });
    const codes = await referrals.codes(owner);
    expect(codes.every((c) => /^[A-Z2-9]{10}$/.test(c.code))).toBe(true);
    expect(new Set(codes.map((c) => c.code)).size).toBe(3);
  });
});
