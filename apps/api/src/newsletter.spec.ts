import { DEFAULT_SITE_SETTINGS, NEWSLETTER_MAX_ATTEMPTS } from '@bonus/domain';
import { createServices } from '@bonus/server';
import type { AuthAccounts, MailMessage, Services } from '@bonus/server';
import { startTestApi, TestApi } from './testing/test-api';

describe('the newsletter and the members export', () => {
  let api: TestApi;
  let admin: string;
  let outbox: MailMessage[];
  let failNextSends = 0;
  /** The job's side of the queue, as the job runner builds it (fresh, so no cached settings), with a mailer that records or fails on purpose. */
  const jobs = (): Services =>
    createServices(api.db.dataSource, {
      accounts: {} as AuthAccounts,
      payments: { provider: 'local', apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' },
      urls: { webUrl: 'http://web.test', apiUrl: 'http://api.test' },
      mailer: {
        send: async (message) => {
          if (failNextSends > 0) {
            failNextSends--;
            throw new Error('SMTP 451 try later');
          }
          outbox.push(message);
        },
      },
    });

  beforeAll(async () => {
    api = await startTestApi();
    admin = (await api.newMember({ admin: true })).idToken;
  });
  beforeEach(() => {
    outbox = [];
  });
  afterAll(() => api.stop());

  const gql = async (token: string | undefined, query: string, variables: Record<string, unknown> = {}) => (await api.call('POST', '/graphql', { token, body: { query, variables } })).body;
  const send = (token: string, input: { subject: string; html: string }) =>
    gql(token, 'mutation($input: NewsletterInput!) { sendNewsletter(input: $input) { id subject recipients sent failed skipped } }', { input });
  const consenting = async (): Promise<string[]> =>
    (await api.db.dataSource.query(`SELECT email FROM app_user WHERE marketing_consent AND email IS NOT NULL AND approval_pending_since IS NULL AND erased_at IS NULL AND deactivated_at IS NULL ORDER BY email`)).map(
      (row: { email: string }) => row.email,
    );
  const deliveries = () => api.db.dataSource.query(`SELECT count(*)::int AS n FROM newsletter_delivery`).then(([row]) => row.n as number);

  it('lets a member give and withdraw marketing consent in their profile', async () => {
    const member = await api.newMember();
    expect((await api.call('GET', '/user', { token: member.idToken })).body.marketing_consent).toBe(false);
    expect((await api.call('PUT', '/user', { token: member.idToken, body: { marketing_consent: true } })).body.marketing_consent).toBe(true);
    expect((await api.call('PUT', '/user', { token: member.idToken, body: { marketing_consent: 'yes' } })).status).toBe(400);
    expect((await gql(member.idToken, 'mutation { updateUser(input: { marketingConsent: false }) { marketingConsent } }')).data.updateUser.marketingConsent).toBe(false);
  });

  it('refuses bad newsletters with the Czech field texts and queues nothing', async () => {
    const before = await deliveries();
    expect((await send(admin, { subject: ' ', html: '<p>Text</p>' })).errors[0].extensions.fields).toEqual({ subject: 'Zadejte předmět newsletteru' });
    expect((await send(admin, { subject: 'Novinky', html: '<p></p>' })).errors[0].extensions.fields).toEqual({ html: 'Napište text newsletteru' });
    expect((await send(admin, { subject: 'x'.repeat(151), html: '<p>a</p>' })).errors[0].extensions.fields).toEqual({ subject: 'Předmět může mít nejvýše 150 znaků' });
    const member = (await api.newMember()).idToken;
    expect((await send(member, { subject: 'Novinky', html: '<p>Text</p>' })).errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(member, '{ newsletters { items { id } } }')).errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await deliveries()).toBe(before);
  });

  it('queues one sanitised copy per consenting member, delivered once however often the job runs', async () => {
    const [first, second, third] = [await api.newMember(), await api.newMember(), await api.newMember()];
    for (const member of [first, second, third]) await api.call('PUT', '/user', { token: member.idToken, body: { marketing_consent: true } });
    const expected = await consenting();

    const queued = (await send(admin, { subject: 'Nové bonusy v prosinci', html: '<p>Ahoj, <strong>novinky</strong>!</p><script>alert(1)</script><img src=x onerror=alert(1)>' })).data.sendNewsletter;
    expect(queued).toMatchObject({ subject: 'Nové bonusy v prosinci', recipients: expected.length, sent: 0, failed: 0, skipped: 0 });
    // Withdrawn consent between queueing and delivery is honoured.
    await api.call('PUT', '/user', { token: third.idToken, body: { marketing_consent: false } });

    const runs = await Promise.all([jobs().newsletters.deliverPending(), jobs().newsletters.deliverPending()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(expected.length - 1);
    expect(runs.reduce((sum, run) => sum + run.skipped, 0)).toBe(1);
    expect(outbox.map((mail) => mail.to).sort()).toEqual(expected.filter((email) => email !== third.email));
    expect(outbox.map((mail) => mail.to)).toContain(second.email);
    const copy = outbox.find((mail) => mail.to === first.email)!;
    expect(copy.subject).toBe('Nové bonusy v prosinci');
    expect(copy.html).toContain('<p>Ahoj, <strong>novinky</strong>!</p>');
    expect(copy.html).not.toMatch(/script|onerror/);
    expect(copy.text).toContain('Ahoj, novinky!');
    expect(copy.text).toContain('http://web.test/dashboard/settings?tab=notifications');

    outbox = [];
    expect(await jobs().newsletters.deliverPending()).toEqual({ sent: 0, failed: 0, skipped: 0, paused: false });
    expect(outbox).toEqual([]);
    const [listed] = (await gql(admin, '{ newsletters { items { id recipients sent skipped failed } } }')).data.newsletters.items;
    expect(listed).toEqual({ id: queued.id, recipients: expected.length, sent: expected.length - 1, skipped: 1, failed: 0 });
  });

  it('leaves out members waiting for approval, in the recipient count and in what is sent', async () => {
    await api.db.dataSource.query(`UPDATE app_user SET marketing_consent = false`);
    const [approved, waiting] = [await api.newMember(), await api.newMember()];
    for (const member of [approved, waiting]) await api.call('PUT', '/user', { token: member.idToken, body: { marketing_consent: true } });
    await api.db.dataSource.query(`UPDATE app_user SET approval_pending_since = now() WHERE firebase_uid = $1`, [waiting.uid]);

    const queued = (await send(admin, { subject: 'Jen schváleným', html: '<p>Text</p>' })).data.sendNewsletter;
    expect(queued.recipients).toBe(1);
    expect((await jobs().newsletters.deliverPending()).sent).toBe(1);
    expect(outbox.map((mail) => mail.to)).toEqual([approved.email]);
  });

  it('retries a failed copy later and gives up after the last attempt', async () => {
    await api.db.dataSource.query(`UPDATE app_user SET marketing_consent = false`);
    const member = await api.newMember();
    await api.call('PUT', '/user', { token: member.idToken, body: { marketing_consent: true } });
    const { id } = (await send(admin, { subject: 'Jedna zpráva', html: '<p>Text</p>' })).data.sendNewsletter;

    failNextSends = 1;
    expect(await jobs().newsletters.deliverPending()).toEqual({ sent: 0, failed: 0, skipped: 0, paused: false });
    const retryLater = `UPDATE newsletter_delivery SET next_attempt_at = now() WHERE newsletter_id = ${id}`;
    await api.db.dataSource.query(retryLater);
    expect((await jobs().newsletters.deliverPending()).sent).toBe(1);
    expect(outbox.map((mail) => mail.to)).toEqual([member.email]);

    const { id: doomed } = (await send(admin, { subject: 'Neodeslatelná', html: '<p>Text</p>' })).data.sendNewsletter;
    failNextSends = NEWSLETTER_MAX_ATTEMPTS;
    for (let attempt = 0; attempt < NEWSLETTER_MAX_ATTEMPTS; attempt++) {
      await api.db.dataSource.query(`UPDATE newsletter_delivery SET next_attempt_at = now() WHERE newsletter_id = ${doomed}`);
      await jobs().newsletters.deliverPending();
    }
    const [row] = await api.db.dataSource.query(`SELECT status, attempts, last_error FROM newsletter_delivery WHERE newsletter_id = $1`, [doomed]);
    expect(row).toEqual({ status: 'failed', attempts: NEWSLETTER_MAX_ATTEMPTS, last_error: 'SMTP 451 try later' });
  });

  it('holds the queue while e-mail notifications are switched off in the settings', async () => {
    await api.db.dataSource.query(`UPDATE app_user SET marketing_consent = false`);
    const member = await api.newMember();
    await api.call('PUT', '/user', { token: member.idToken, body: { marketing_consent: true } });
    const notifications = (emailNotifications: boolean) =>
      gql(admin, 'mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { emailNotifications } }', {
        input: { ...DEFAULT_SITE_SETTINGS, emailNotifications },
      });
    await notifications(false);
    await send(admin, { subject: 'Pozastaveno', html: '<p>Text</p>' });
    expect(await jobs().newsletters.deliverPending()).toEqual({ sent: 0, failed: 0, skipped: 0, paused: true });
    expect(outbox).toEqual([]);
    await notifications(true);
    expect((await jobs().newsletters.deliverPending()).sent).toBe(1);
    expect(outbox.map((mail) => mail.to)).toEqual([member.email]);
  });

  it('exports the members the search matches as CSV, to admins only', async () => {
    const member = await api.newMember();
    const csv: string = (await gql(admin, 'query($input: AdminUserQueryInput) { adminUsersCsv(input: $input) }', { input: { search: member.email } })).data.adminUsersCsv;
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFID;Přezdívka;Jméno;E-mail;Členství;Registrace;Výdělky (Kč);Stav;Admin');
    expect(lines[1]).toMatch(new RegExp(`^[0-9a-f-]{36};Tester;Test Testovací;${member.email.replace(/[.+]/g, '\\$&')};Free;\\d{4}-\\d{2}-\\d{2};0;Aktivní;ne$`));
    expect(lines).toHaveLength(3);
    const all = (await gql(admin, '{ adminUsersCsv }')).data.adminUsersCsv.trim().split('\r\n');
    const [{ n }] = await api.db.dataSource.query('SELECT count(*)::int AS n FROM app_user WHERE erased_at IS NULL');
    expect(all).toHaveLength(n + 1);
    expect((await gql(member.idToken, '{ adminUsersCsv }')).errors[0].extensions.code).toBe('FORBIDDEN');
  });
});
