import { startSmtp, TestSmtp } from './testing/smtp-server';
import { REGISTRATION_CONSENTS, startTestApi, TestApi } from './testing/test-api';

describe('referral programme and payouts over REST', () => {
  let api: TestApi;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    // The jobs run: the invitation is queued by its request and sent by the member-mail job.
    api = await startTestApi({ env: { SMTP_URL: smtp.url, PUBLIC_WEB_URL: 'http://web.test', JOBS_ENABLED: 'true' } });
    // The payouts below are small referral balances; the minimum withdrawal (500 Kč by default) is tested in site-settings.spec.ts.
    await api.saveSettings({ minWithdrawal: 0 });
  });
  afterAll(async () => {
    await api.stop();
    await smtp.stop();
  });

  it('validates a code on the landing page and mails the registration link through SMTP', async () => {
    const token = await api.newMember();
    const { body: code } = await api.call('POST', '/referral_code', { token: token.idToken });
    expect(code).toMatchObject({ code: expect.stringMatching(/^[A-Z2-9]{10}$/), in_use: true });
    const page = await api.call('GET', `/referenced/check_validity?referral_code=${code.code.toLowerCase()}`);
    expect(page).toEqual({ status: 200, body: { referencer_name: 'Tester', referral_code: code.code } });
    expect(await api.call('GET', '/referenced/check_validity?referral_code=NEEXISTUJE99')).toEqual({ status: 404, body: expect.objectContaining({ error: 'Referral link je neplatný' }) });

    const bad = await api.call('POST', '/referenced/send_reg_email', { body: { email: 'nope', referral_code: code.code } });
    expect(bad).toEqual({ status: 400, body: expect.objectContaining({ error: 'Neplatný formát emailu' }) });
    expect(await api.db.dataSource.query(`SELECT id FROM member_mail WHERE to_address = 'nope'`)).toEqual([]);
    const sent = await api.call('POST', '/referenced/send_reg_email', { body: { email: 'navstevnik@example.cz', referral_code: code.code } });
    expect(sent).toEqual({ status: 200, body: { sent: true } });
    const [invitation] = await smtp.mailsTo('navstevnik@example.cz');
    expect(invitation.to).toEqual(['navstevnik@example.cz']);
    expect(invitation.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(`http://web.test/register?referralCode=${code.code}`);

    // Rate-limited per address.
    for (let i = 0; i < 2; i++) await api.call('POST', '/referenced/send_reg_email', { body: { email: 'navstevnik@example.cz', referral_code: code.code } });
    expect((await api.call('POST', '/referenced/send_reg_email', { body: { email: 'navstevnik@example.cz', referral_code: code.code } })).status).toBe(429);
  });

  it('gives a new member one code at registration (once, however often it is sent), counted among the three in use', async () => {
    const { idToken } = await api.newMember();
    const codes = async () => (await api.call('GET', '/referral_code_all', { token: idToken })).body;
    expect(await codes()).toEqual([expect.objectContaining({ code: expect.stringMatching(/^[A-Z2-9]{10}$/), in_use: true })]);
    const again = await api.call('POST', '/user', { token: idToken, body: { name: 'Tester', first_name: 'Test', last_name: 'Testovací', birth_timestamp: 631152000, ...REGISTRATION_CONSENTS } });
    expect(again.status).toBe(201);
    expect(await codes()).toHaveLength(1);
    for (let i = 0; i < 2; i++) expect((await api.call('POST', '/referral_code', { token: idToken })).status).toBe(201);
    expect(await api.call('POST', '/referral_code', { token: idToken })).toEqual({ status: 409, body: expect.objectContaining({ error: 'max 3 referral codes' }) });
    expect((await api.call('GET', '/referral_code_all', { token: idToken })).body).toHaveLength(3);
  });

  it('totals the rewards as they are shown, so the rows, the total and the chart’s month agree (issue #58)', async () => {
    const inviter = await api.newMember();
    const invited = [await api.newMember(), await api.newMember()];
    // Two rewards of 100,40 Kč: each row reads 100 Kč, so the total reads 200 Kč (not 200,80 Kč rounded to 201 Kč).
    for (const [index, member] of invited.entries()) {
      await api.db.dataSource.query(
        `WITH r AS (INSERT INTO referral (referrer_id, referred_id) SELECT a.id, b.id FROM app_user a, app_user b WHERE a.firebase_uid = $1 AND b.firebase_uid = $2 RETURNING id)
         INSERT INTO referral_reward (referral_id, provider_payment_id, amount_halere) SELECT id, $3, 10040 FROM r`,
        [inviter.uid, member.uid, `test-total-${inviter.uid}-${index}`],
      );
    }
    const { body } = await api.call('POST', '/graphql', {
      token: inviter.idToken,
      body: { query: '{ referredUsers { items { referencerReward } totalCount } referralRewardsTotal transactionStats { reward } }' },
    });
    expect(body.data).toMatchObject({ referredUsers: { items: [{ referencerReward: 100 }, { referencerReward: 100 }], totalCount: 2 }, referralRewardsTotal: 200 });
    // The chart's month sums the same shown rewards: 200 Kč too, not 201 Kč.
    expect(body.data.transactionStats.at(-1)).toEqual({ reward: 200 });
  });

  it('credits the inviter when the invited member pays, lists them, and pays out to a valid account', async () => {
    const inviter = await api.newMember();
    await api.db.dataSource.query('UPDATE app_user SET tier_id = 2 WHERE firebase_uid = $1', [inviter.uid]);
    const { body: code } = await api.call('POST', '/referral_code', { token: inviter.idToken });
    const invited = await api.signUp();
    const registered = await api.call('POST', '/user', {
      token: invited.idToken,
      body: { name: 'Pozvaný', first_name: 'Petr', last_name: 'Pozvaný', birth_timestamp: 631152000, referral_code: code.code, ...REGISTRATION_CONSENTS },
    });
    expect(registered.status).toBe(201);
    const { body: order } = await api.call('POST', '/order', { token: invited.idToken, body: { tier_id: 2, subscription_scope: 'registration' } });
    await fetch(`${api.url}/pay/${order.id}/confirm`, { method: 'POST', redirect: 'manual' });

    // 10 % of 899 Kč, plus the settings' flat 200 Kč for the invited member's first payment.
    const referred = await api.call('GET', '/referenced_all', { token: inviter.idToken });
    expect(referred.body).toEqual([{ name: 'Pozvaný', creation_timestamp: expect.any(Number), tier_name: 'Basic', referencer_reward: 290 }]);
    const { body: profile } = await api.call('GET', '/user', { token: inviter.idToken });
    expect(profile).toMatchObject({ balance: 290, referral_revenue: 290, paid_out: 0 });
    const stats = await api.call('GET', '/transaction_stats?time_period=half_year', { token: inviter.idToken });
    expect(stats.body).toHaveLength(6);
    expect(stats.body[5]).toMatchObject({ reward: 290, paid_out: 0 });

    expect((await api.call('PUT', '/user', { token: inviter.idToken, body: { bank_account: '19-2000145398/0800' } })).status).toBe(400);
    const saved = await api.call('PUT', '/user', { token: inviter.idToken, body: { bank_account: '19-2000145399/0800' } });
    expect(saved.body.bank_account).toBe('19-2000145399/0800');

    const over = await api.call('POST', '/transaction', { token: inviter.idToken, body: { amount: 291, bank_account: '19-2000145399/0800' } });
    expect(over).toEqual({ status: 400, body: expect.objectContaining({ error: 'Výběr neúspěšný', reason: 'Částka převyšuje váš zůstatek.' }) });
    const badAccount = await api.call('POST', '/transaction', { token: inviter.idToken, body: { amount: 50, bank_account: '124/0100' } });
    expect(badAccount.status).toBe(400);
    const paid = await api.call('POST', '/transaction', { token: inviter.idToken, body: { amount: 290, bank_account: '19-2000145399/0800' } });
    expect(paid).toEqual({
      status: 201,
      body: { id: expect.any(Number), amount: 290, creation_timestamp: expect.any(Number), note: 'Výběr na žádost', trans_status_name: 'Zpracovává se', trans_status: 'pending', bank_account: '*********5399/0800' },
    });
    // Pending until the bank pays it: off the balance, not yet paid out.
    expect((await api.call('GET', '/user', { token: inviter.idToken })).body).toMatchObject({ balance: 0, paid_out: 0, referral_revenue: 290 });
    expect((await api.call('GET', '/transaction_all', { token: inviter.idToken })).body).toHaveLength(1);
  });
});
