import type { MailMessage } from '../../integrations/mail/mailer';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { testServices } from '../../testing/test-services';
import { UserEntity } from '../users/user.entity';

describe('payout operations and the members’ e-mails', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ seeded: true });
  });
  afterAll(() => db.drop());

  const pendingPayout = async () => {
    const users = db.dataSource.getRepository(UserEntity);
    const member = await users.save({ name: 'Výplata', tierId: 2, firebaseUid: `payout-${Date.now()}`, email: `vyplata-${Date.now()}@example.cz`, balanceHalere: 0, referralRevenueHalere: 20000 });
    const [payout] = await db.dataSource.query(
      `INSERT INTO payout_transaction (user_id, amount_halere, note, status, bank_account) VALUES ($1, 20000, 'Výběr na žádost', 'pending', '19-2000145399/0800') RETURNING id`,
      [member.id],
    );
    const admin = await users.findOneByOrFail({ admin: true });
    return { member, payoutId: payout.id as number, admin };
  };
  const stateOf = async (payoutId: number) =>
    (await db.dataSource.query(`SELECT p.status, u.balance_halere::int AS balance FROM payout_transaction p JOIN app_user u ON u.id = p.user_id WHERE p.id = $1`, [payoutId]))[0];

  /** The member-mail job's side: a mailer that refuses the first `failures` sends and records the rest. */
  const mailJob = (failures = 0) => {
    const sent: MailMessage[] = [];
    const mailer = {
      send: async (message: MailMessage) => {
        if (failures-- > 0) throw new Error('SMTP 451 try later');
        sent.push(message);
      },
    };
    return { sent, deliverDue: (now?: Date) => testServices(db.dataSource, { mailer }).memberMails.deliverDue(now) };
  };
  const inTwoMinutes = () => new Date(Date.now() + 2 * 60_000);

  it('queues the member’s mail with the return; an SMTP failure only delays it to the retry', async () => {
    const { member, payoutId, admin } = await pendingPayout();
    const services = testServices(db.dataSource, { mailer: { send: () => Promise.reject(new Error('no mail is sent by the request')) } });
    const result = await services.payoutOperations.markFailed(admin, { payout_id: payoutId, reason: 'Účet neexistuje' });
    expect(result).toMatchObject({ mailsQueued: 1, payout: { status: 'failed' } });
    expect(await stateOf(payoutId)).toEqual({ status: 'failed', balance: 20000 });

    const job = mailJob(1);
    expect(await job.deliverDue()).toMatchObject({ sent: 0, retrying: 1 });
    expect(await stateOf(payoutId)).toEqual({ status: 'failed', balance: 20000 });
    expect(await job.deliverDue(inTwoMinutes())).toMatchObject({ sent: 1 });
    expect(job.sent).toEqual([expect.objectContaining({ to: member.email, subject: 'Výplatu odměn se nepodařilo odeslat' })]);
    expect(job.sent[0].text).toContain('výplatu 200\u00a0Kč na účet •••• 5399 / 0800 · Česká spořitelna se nepodařilo odeslat. Důvod: Účet neexistuje');
  });

  it('pays a batch and queues one mail per payout, signed with the site name', async () => {
    const { member, payoutId, admin } = await pendingPayout();
    const services = testServices(db.dataSource);
    await services.settings.save({ ...(await services.settings.get()), siteName: 'Klub Test' });
    const month = (await db.dataSource.query(`SELECT to_char(created_at AT TIME ZONE 'Europe/Prague', 'YYYY-MM') AS month FROM payout_transaction WHERE id = $1`, [payoutId]))[0].month;
    const file = await services.payoutOperations.exportBatch(admin, { month, payout_ids: [payoutId] });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    const result = await services.payoutOperations.markBatchPaid(admin, { batch_id: file.batch.id, paid_on: today });
    expect(result).toMatchObject({ mailsQueued: 1, batch: { paidOn: today, paid: { count: 1, amountHalere: 20000 } } });
    expect((await stateOf(payoutId)).status).toBe('paid');

    const job = mailJob();
    expect(await job.deliverDue()).toMatchObject({ sent: 1 });
    expect(job.sent.map((mail) => [mail.to, mail.subject])).toEqual([[member.email, 'Výplata odměn je na cestě na váš účet']]);
    expect(job.sent[0].text).toContain('sekci Doporučení.\n\nKlub Test\n');
    expect(job.sent[0].text).not.toContain('Bonus Klub');
    await services.settings.save({ ...(await services.settings.get()), siteName: 'Bonus Klub' });
  });
});
