import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { seedDemoData } from '../../db/seed/seed';
import { createLocalGateway } from '../../integrations/payments/payment-provider';
import { UserEntity } from '../users/user.entity';
import { MembershipService } from './membership.service';
import { OrderService } from './order.service';

describe('MembershipService', () => {
  let db: TestDatabase;
  let orders: OrderService;
  let membership: MembershipService;

  beforeAll(async () => {
    db = await createTestDatabase();
    await seedDemoData(db.dataSource);
    orders = new OrderService(db.dataSource, createLocalGateway('http://api.test'), { webUrl: 'http://web.test' });
    membership = new MembershipService(db.dataSource);
  });
  afterAll(() => db.drop());

  const query = (sql: string, params?: unknown[]) => db.dataSource.query(sql, params);
  const newFreeMember = async (index: number) =>
    db.dataSource.getRepository(UserEntity).save({ name: `Člen ${index}`, tierId: 1, firebaseUid: `concurrency-${index}-${Date.now()}` });
  const basicOrder = async (index: number) => {
    const user = await newFreeMember(index);
    return { user, order: await orders.create(user, { tier_id: 2, subscription_scope: 'registration' }) };
  };

  it('fills a generation to its limit and no further under 100 concurrent payments; the rest join the next at +25 %', async () => {
    const [first] = await query('SELECT id, current_load FROM generation WHERE number = 1');
    await query('UPDATE generation SET "limit" = current_load + 10 WHERE number = 1');
    const placed = await Promise.all(Array.from({ length: 100 }, (_, i) => basicOrder(i)));
    await Promise.all(placed.map(({ order }, i) => membership.paymentSucceeded({ eventId: `concurrent-${i}`, provider: 'local', orderId: order.id, paidAt: new Date() })));

    const generations = await query('SELECT number, "limit", current_load, in_use FROM generation ORDER BY number');
    expect(generations[0]).toMatchObject({ number: 1, current_load: first.current_load + 10, limit: first.current_load + 10, in_use: false });
    expect(generations[1]).toMatchObject({ number: 2, current_load: 90, in_use: true });
    const ids = placed.map((p) => p.order.id);
    const byGeneration = await query(
      `SELECT g.number, count(*)::int AS orders, min(o.amount_halere) AS min_price, max(o.amount_halere) AS max_price
       FROM subscription_order o JOIN generation g ON g.id = o.generation_id WHERE o.id = ANY($1) AND o.status = 'active' GROUP BY g.number ORDER BY g.number`,
      [ids],
    );
    expect(byGeneration).toEqual([
      { number: 1, orders: 10, min_price: 89900, max_price: 89900 },
      { number: 2, orders: 90, min_price: 112400, max_price: 112400 },
    ]);
    const members = await query(`SELECT t.code, count(*)::int AS n FROM app_user u JOIN tier t ON t.id = u.tier_id WHERE u.firebase_uid LIKE 'concurrency-%' GROUP BY t.code`);
    expect(members).toEqual([{ code: 'basic', n: 100 }]);
  });

  it('applies a repeated payment event once, however often and however concurrently it arrives', async () => {
    const { order } = await basicOrder(1000);
    const paidAt = new Date('2026-11-22T10:00:00Z');
    const [before] = await query('SELECT sum(current_load)::int AS seats FROM generation');
    await Promise.all(Array.from({ length: 5 }, () => membership.paymentSucceeded({ eventId: 'replayed-event', provider: 'local', orderId: order.id, paidAt })));
    await membership.paymentSucceeded({ eventId: 'replayed-event', provider: 'local', orderId: order.id, paidAt });
    const [after] = await query('SELECT sum(current_load)::int AS seats FROM generation');
    expect(after.seats).toBe(before.seats + 1);
    const [row] = await query('SELECT status, expires_at FROM subscription_order WHERE id = $1', [order.id]);
    expect(row.status).toBe('active');
    expect(row.expires_at.toISOString()).toBe('2026-12-22T10:00:00.000Z');
    expect(await query('SELECT count(*)::int AS n FROM payment_event WHERE id = $1', ['replayed-event'])).toEqual([{ n: 1 }]);
  });

  it('extends a paid order by a month per further payment without taking another seat', async () => {
    const { order } = await basicOrder(2000);
    const paidAt = new Date('2026-11-22T10:00:00Z');
    await membership.paymentSucceeded({ eventId: 'first-month', provider: 'local', orderId: order.id, paidAt });
    const [before] = await query('SELECT sum(current_load)::int AS seats FROM generation');
    await membership.paymentSucceeded({ eventId: 'second-month', provider: 'local', orderId: order.id, paidAt: new Date('2026-12-20T10:00:00Z') });
    const [after] = await query('SELECT sum(current_load)::int AS seats FROM generation');
    expect(after.seats).toBe(before.seats);
    const [row] = await query('SELECT expires_at FROM subscription_order WHERE id = $1', [order.id]);
    expect(row.expires_at.toISOString()).toBe('2027-01-22T10:00:00.000Z');
  });

  it('refuses to activate a cancelled order', async () => {
    const { order } = await basicOrder(3000);
    await orders.checkoutCancelled(order.id);
    await expect(membership.paymentSucceeded({ eventId: 'late-payment', provider: 'local', orderId: order.id, paidAt: new Date() })).rejects.toMatchObject({
      code: 'ORDER_NOT_PAYABLE',
    });
    expect(await query('SELECT count(*)::int AS n FROM payment_event WHERE id = $1', ['late-payment'])).toEqual([{ n: 0 }]);
  });

  it('reports sold out when every generation is full', async () => {
    const { order } = await basicOrder(4000);
    await query('UPDATE generation SET "limit" = current_load');
    await expect(membership.paymentSucceeded({ eventId: 'sold-out', provider: 'local', orderId: order.id, paidAt: new Date() })).rejects.toMatchObject({
      code: 'GENERATION_SOLD_OUT',
    });
    const [row] = await query('SELECT status FROM subscription_order WHERE id = $1', [order.id]);
    expect(row.status).toBe('incomplete');
  });
});
