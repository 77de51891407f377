/* eslint-disable @typescript-eslint/no-explicit-any -- GraphQL answers in tests */
import { eventually } from './testing/api-process';
import { readableMail, startSmtp, TestSmtp } from './testing/smtp-server';
import { startTestApi, TestApi } from './testing/test-api';

const ACCOUNT = '19-2000145399/0800';
const PAYER = '2400123463/0100';
const pragueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());

describe('payout operations in the back office', () => {
  let api: TestApi;
  let smtp: TestSmtp;
  let admin: string;
  let monthCounter = 0;

  beforeAll(async () => {
    smtp = await startSmtp();
    // With the background jobs: the members' e-mails go through the member-mail job, woken when a settlement commits.
    api = await startTestApi({ env: { SMTP_URL: smtp.url, PAYOUT_SOURCE_ACCOUNT: PAYER, PAYOUT_SOURCE_NAME: 'Bonus Klub s.r.o.', JOBS_ENABLED: 'true' } });
    admin = (await api.newMember({ admin: true })).idToken;
    // The payout operations are under test, not the minimum withdrawal (500 Kč by default).
    await api.saveSettings({ minWithdrawal: 0 });
  });
  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  const sql = (text: string, params: unknown[] = []) => api.db.dataSource.query(text, params);
  /** The mails received since `before`, once there are `count` (the job sends them within moments of the commit, not at the next minute's run). */
  const mailsAfter = async (before: number, count: number) => {
    const until = Date.now() + 15_000;
    while (smtp.received.length < before + count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 100));
    return smtp.received.slice(before);
  };
  const mailRows = async (uid: string) =>
    (await sql(`SELECT m.status FROM member_mail m JOIN app_user u ON u.id = m.user_id WHERE u.firebase_uid = $1 ORDER BY m.id`, [uid])).map((row: { status: string }) => row.status);
  const graphql = async (token: string, query: string, variables: Record<string, unknown> = {}) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;
  /** Each test works in a month of its own in the past, so the seeded and other tests' payouts stay out of its lists. */
  const ownMonth = () => `2025-${String(++monthCounter).padStart(2, '0')}`;

  /** A member with a balance who asks for `amounts` (Kč) on request; their payouts are moved into `month`. */
  async function memberWithPayouts(month: string, amounts: number[]) {
    const member = await api.newMember();
    const total = amounts.reduce((sum, amount) => sum + amount * 100, 0);
    await sql('UPDATE app_user SET balance_halere = $2, referral_revenue_halere = $2 WHERE firebase_uid = $1', [member.uid, total]);
    const ids: number[] = [];
    for (const amount of amounts) {
      const paid = await api.call('POST', '/transaction', { token: member.idToken, body: { amount, bank_account: ACCOUNT } });
      expect(paid.status).toBe(201);
      ids.push(paid.body.id);
    }
    await sql(`UPDATE payout_transaction SET created_at = ($2 || '-15 12:00')::timestamp AT TIME ZONE 'Europe/Prague' WHERE id = ANY($1)`, [ids, month]);
    return { ...member, ids };
  }
  const ledger = async (uid: string) => {
    const [row] = await sql('SELECT balance_halere::int AS balance, paid_out_halere::int AS paid_out FROM app_user WHERE firebase_uid = $1', [uid]);
    return row as { balance: number; paid_out: number };
  };
  const auditActions = async (like: string) => (await sql(`SELECT action FROM audit_log WHERE action LIKE $1 ORDER BY id`, [like])).map((row: { action: string }) => row.action);
  const exportBatch = async (month: string, payoutIds?: number[]) =>
    graphql(admin, `mutation ($month: String!, $payoutIds: [Int!]) { exportPayoutBatch(month: $month, payoutIds: $payoutIds) { fileName content batch { id pending { count amountHalere } } } }`, { month, payoutIds });
  const markPaid = (batchId: number, paidOn = pragueToday()) =>
    graphql(admin, `mutation ($batchId: Int!, $paidOn: String!) { markPayoutBatchPaid(batchId: $batchId, paidOn: $paidOn) { mailsQueued batch { paidOn paid { count amountHalere } } } }`, { batchId, paidOn });
  const markFailed = (payoutId: number, reason: string) =>
    graphql(admin, `mutation ($payoutId: Int!, $reason: String!) { markPayoutFailed(payoutId: $payoutId, reason: $reason) { mailsQueued payout { status } } }`, { payoutId, reason });

  it("lists a month's pending payouts, manual and automatic, with totals, the member and the masked account; members are refused", async () => {
    const month = ownMonth();
    const member = await memberWithPayouts(month, [100, 250]);
    const [auto] = await sql(
      `INSERT INTO payout_transaction (user_id, amount_halere, note, status, bank_account, idempotency_key, created_at)
       SELECT id, 12345, 'Automatický výběr', 'pending', $2, 'auto:' || id || ':' || $3, ($3 || '-01 06:00')::timestamp AT TIME ZONE 'Europe/Prague' FROM app_user WHERE firebase_uid = $1 RETURNING id`,
      [member.uid, ACCOUNT, month],
    );
    const query = `query ($month: String!) { adminPayouts(month: $month) { month payouts { id kind amountHalere status memberName memberEmail bankAccount batchId } totals { manual { count amountHalere } auto { count amountHalere } all { count amountHalere } } } }`;
    const { data } = await graphql(admin, query, { month });
    expect(data.adminPayouts.payouts).toEqual([
      { id: auto.id, kind: 'auto', amountHalere: 12345, status: 'pending', memberName: 'Tester', memberEmail: member.email, bankAccount: '*********5399/0800', batchId: null },
      ...member.ids.map((id, i) => ({ id, kind: 'manual', amountHalere: [10000, 25000][i], status: 'pending', memberName: 'Tester', memberEmail: member.email, bankAccount: '*********5399/0800', batchId: null })),
    ]);
    expect(data.adminPayouts.totals).toEqual({ manual: { count: 2, amountHalere: 35000 }, auto: { count: 1, amountHalere: 12345 }, all: { count: 3, amountHalere: 47345 } });

    expect((await graphql(member.idToken, query, { month })).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await graphql(admin, query, { month: '2025-13' })).errors[0]).toMatchObject({ message: 'Zadejte měsíc ve tvaru RRRR-MM (rok 2000 až 2999).', extensions: { code: 'VALIDATION_FAILED' } });
    const refused = await api.call('POST', '/admin/payout_batch', { token: member.idToken, body: { month } });
    expect(refused).toEqual({ status: 403, body: expect.objectContaining({ error: 'K této akci nemáte oprávnění.' }) });
  });

  it('refuses a month of a year PostgreSQL cannot hold (0000-01) as bad input over REST and GraphQL, as /openapi.json documents', async () => {
    const message = 'Zadejte měsíc ve tvaru RRRR-MM (rok 2000 až 2999).';
    for (const month of ['0000-01', '1999-12']) {
      expect(await api.call('POST', '/admin/payout_batch', { token: admin, body: { month } })).toEqual({ status: 400, body: expect.objectContaining({ error: message }) });
      expect((await exportBatch(month)).errors[0]).toMatchObject({ message, extensions: { code: 'VALIDATION_FAILED' } });
    }
    const documented = (await api.call('GET', '/openapi.json')).body.paths['/admin/payout_batch'].post.requestBody.content['application/json'].schema.properties.month;
    expect(new RegExp(documented.pattern).test('0000-01')).toBe(false);
  });

  it('exports a batch over REST as the ABO file the bank imports, once, audited in its own transaction', async () => {
    const month = ownMonth();
    const member = await memberWithPayouts(month, [100, 250]);
    const response = await fetch(`${api.url}/admin/payout_batch`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ month }),
    });
    expect(response.status).toBe(201);
    const batchId = Number(response.headers.get('x-payout-batch-id'));
    expect(response.headers.get('content-disposition')).toContain(`vyplaty-davka-${batchId}.kpc`);
    const lines = (await response.text()).split('\r\n');
    expect(lines[0]).toMatch(/^UHL1\d{6}Bonus Klub s r o {4}2400123463001999000000000000$/);
    expect(lines[1]).toMatch(/^1 1501 \d{3}000 0100$/);
    expect(lines[2]).toMatch(/^2 000000-2400123463 00000000035000 \d{6}$/);
    expect(lines.slice(3, 5)).toEqual(member.ids.map((id, i) => `000019-2000145399 ${String([10000, 25000][i]).padStart(12, '0')} ${String(id).padStart(10, '0')} 08000000 0000000000 AV:Bonus Klub vyplata odmen`));
    expect(lines.slice(5)).toEqual(['3 +', '5 +', '']);

    expect((await sql('SELECT DISTINCT batch_id FROM payout_transaction WHERE id = ANY($1)', [member.ids])).map((r: { batch_id: number }) => r.batch_id)).toEqual([batchId]);
    const again = await api.call('POST', '/admin/payout_batch', { token: admin, body: { month } });
    expect(again).toEqual({ status: 409, body: expect.objectContaining({ error: 'Není co exportovat: žádná z výplat nečeká mimo dávku.' }) });
    const bad = await api.call('POST', '/admin/payout_batch', { token: admin, body: { month, payout_ids: [] } });
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ error: 'Vyberte 1 až 500 výplat.' }) });
    // One audit entry, written by the service; the route table does not add its own.
    const [entry] = await sql(`SELECT details FROM audit_log WHERE action = 'payouts:exportBatch' AND details->>'batchId' = $1`, [String(batchId)]);
    expect(entry.details).toMatchObject({ month, payouts: 2, totalHalere: 35000 });
    expect(await auditActions('rest:POST /admin/payout_batch')).toEqual([]);
    // The same file again through GraphQL.
    const file = await graphql(admin, `query ($batchId: Int!) { payoutBatchFile(batchId: $batchId) { fileName content } }`, { batchId });
    expect(file.data.payoutBatchFile.content.split('\r\n').slice(3, 5)).toEqual(lines.slice(3, 5));
  });

  it('exports only the selected payouts and refuses a selection another export took', async () => {
    const month = ownMonth();
    const member = await memberWithPayouts(month, [100, 200, 300]);
    const first = await exportBatch(month, [member.ids[0], member.ids[2]]);
    expect(first.data.exportPayoutBatch.batch.pending).toEqual({ count: 2, amountHalere: 40000 });
    const taken = await exportBatch(month, [member.ids[1], member.ids[2]]);
    expect(taken.errors[0].message).toBe('Některé vybrané výplaty už jsou v jiné dávce nebo nečekají. Načtěte seznam znovu.');
    const [row] = await sql('SELECT batch_id FROM payout_transaction WHERE id = $1', [member.ids[1]]);
    expect(row.batch_id).toBeNull();
  });

  it("marks a batch paid: the payouts are paid, paid_out grows, the member reads Vyplaceno and gets a mail; it cannot be returned after", async () => {
    const month = ownMonth();
    const member = await memberWithPayouts(month, [100, 250]);
    expect(await ledger(member.uid)).toEqual({ balance: 0, paid_out: 0 });
    const batchId = (await exportBatch(month)).data.exportPayoutBatch.batch.id;
    const mailsBefore = smtp.received.length;

    const paid = await markPaid(batchId);
    expect(paid.data.markPayoutBatchPaid).toEqual({ mailsQueued: 2, batch: { paidOn: pragueToday(), paid: { count: 2, amountHalere: 35000 } } });
    expect(await ledger(member.uid)).toEqual({ balance: 0, paid_out: 35000 });
    const { body: payouts } = await api.call('GET', '/transaction_all', { token: member.idToken });
    expect(payouts.map((p: any) => [p.trans_status_name, p.trans_status])).toEqual([['Vyplaceno', 'paid'], ['Vyplaceno', 'paid']]);
    expect((await api.call('GET', '/user', { token: member.idToken })).body).toMatchObject({ balance: 0, paid_out: 350 });
    const mails = await mailsAfter(mailsBefore, 2);
    expect(mails.map((mail) => mail.to)).toEqual([[member.email], [member.email]]);
    // The outbox marks a mail sent once the SMTP server has taken it, a moment after it arrives there.
    await eventually(async () => expect(await mailRows(member.uid)).toEqual(['sent', 'sent']));
    expect(readableMail(mails[1].raw)).toMatch(/vaši výplatu 250\sKč jsme \d+\. \d+\. \d{4} odeslali na účet •••• 5399 \/ 0800 · Česká spořitelna\./);

    // Paid stays paid: the batch again, or a payout of it returned.
    expect((await markPaid(batchId)).errors[0].message).toBe('Tato dávka už je označená jako vyplacená.');
    const failed = await markFailed(member.ids[0], 'Účet neexistuje');
    expect(failed.errors[0]).toMatchObject({ message: 'Tato výplata už byla vyplacena, vrátit ji nelze.', extensions: { code: 'PAYOUT_ALREADY_PAID' } });
    expect(await ledger(member.uid)).toEqual({ balance: 0, paid_out: 35000 });
    expect(await auditActions('graphql:markPayout%')).toEqual([]);
  });

  it('refuses a paid date in the future or before the export, changing nothing', async () => {
    const month = ownMonth();
    const member = await memberWithPayouts(month, [100]);
    const batchId = (await exportBatch(month)).data.exportPayoutBatch.batch.id;
    for (const paidOn of ['2999-01-01', '2020-01-01']) expect((await markPaid(batchId, paidOn)).errors[0].message).toBe('Datum vyplacení nesmí být v budoucnosti ani před vytvořením dávky.');
    expect((await markPaid(batchId, '2026-02-30')).errors[0].message).toBe('Zadejte datum vyplacení ve tvaru RRRR-MM-DD.');
    expect((await sql('SELECT status FROM payout_transaction WHERE id = $1', [member.ids[0]]))[0].status).toBe('pending');
  });

  it('returns a payout to the balance exactly once under ten concurrent calls and retries; paid after failed is refused; the member is told why', async () => {
    const month = ownMonth();
    const member = await memberWithPayouts(month, [400]);
    const batchId = (await exportBatch(month)).data.exportPayoutBatch.batch.id;
    const mailsBefore = smtp.received.length;
    expect((await markFailed(member.ids[0], '  x ')).errors[0].message).toBe('Uveďte důvod vrácení (3 až 200 znaků).');

    const results = await Promise.all(Array.from({ length: 10 }, () => markFailed(member.ids[0], 'Účet byl zrušen')));
    expect(results.filter((r) => r.data?.markPayoutFailed)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0].extensions.code === 'PAYOUT_ALREADY_FAILED')).toHaveLength(9);
    expect((await markFailed(member.ids[0], 'Účet byl zrušen')).errors[0].message).toBe('Tato výplata už byla vrácena na zůstatek člena.');
    expect(await ledger(member.uid)).toEqual({ balance: 40000, paid_out: 0 });

    const { body: payouts } = await api.call('GET', '/transaction_all', { token: member.idToken });
    expect(payouts[0]).toMatchObject({ trans_status_name: 'Vráceno: Účet byl zrušen', trans_status: 'failed' });
    const mails = await mailsAfter(mailsBefore, 1);
    expect(mails.map((mail) => mail.to)).toEqual([[member.email]]);
    await eventually(async () => expect(await mailRows(member.uid)).toEqual(['sent']));
    expect(readableMail(mails[0].raw)).toMatch(/výplatu 400\sKč na účet •••• 5399 \/ 0800 · Česká spořitelna se nepodařilo odeslat\. Důvod: Účet byl zrušen/);
    expect(readableMail(mails[0].raw)).toContain('Částku jsme vrátili na váš zůstatek');

    // The batch holds only the returned payout: it cannot be marked paid.
    expect((await markPaid(batchId)).errors[0].message).toBe('V dávce nečeká žádná výplata; vrácené výplaty nelze označit jako vyplacené.');
    expect(await ledger(member.uid)).toEqual({ balance: 40000, paid_out: 0 });
    expect(await sql(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'payouts:markFailed' AND details->>'payoutId' = $1`, [String(member.ids[0])])).toEqual([{ n: 1 }]);
  });

  it('writes the audit entry in the same transaction as the money: when it cannot be written, the money stays put', async () => {
    const month = ownMonth();
    const member = await memberWithPayouts(month, [150]);
    await sql(`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit log unavailable'; END $$`);
    await sql(`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit()`);
    try {
      expect((await markFailed(member.ids[0], 'Účet byl zrušen')).errors).toBeDefined();
      expect((await exportBatch(month)).errors).toBeDefined();
    } finally {
      await sql('DROP TRIGGER refuse_audit ON audit_log');
      await sql('DROP FUNCTION refuse_audit()');
    }
    expect(await sql('SELECT status, batch_id FROM payout_transaction WHERE id = $1', [member.ids[0]])).toEqual([{ status: 'pending', batch_id: null }]);
    expect(await ledger(member.uid)).toEqual({ balance: 0, paid_out: 0 });
    expect(await mailRows(member.uid)).toEqual([]);
    expect(await sql(`SELECT count(*)::int AS n FROM payout_batch b WHERE NOT EXISTS (SELECT 1 FROM payout_transaction p WHERE p.batch_id = b.id)`)).toEqual([{ n: 0 }]);

    expect((await markFailed(member.ids[0], 'Účet byl zrušen')).data.markPayoutFailed.payout.status).toBe('failed');
    expect(await ledger(member.uid)).toEqual({ balance: 15000, paid_out: 0 });
  });
});
