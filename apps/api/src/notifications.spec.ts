/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import { startTestApi, TestApi } from './testing/test-api';

describe('the calendar feed (iCalendar at a secret, revocable address)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const gql = async (token: string, query: string) => (await api.call('POST', '/graphql', { token, body: { query } })).body;
  const fetchFeed = (url: string) => fetch(url.replace(/^https?:\/\/[^/]+/, api.url));

  it('lists the started bonuses’ deadlines and renewals, changes address on demand and stops when revoked', async () => {
    const member = await api.newMember();
    const token = member.idToken;
    expect((await gql(token, '{ calendarFeedUrl }')).data.calendarFeedUrl).toBeNull();

    const open = ((await api.call('GET', '/bonus_all', { token })).body as any[]).filter((b) => !b.lock && b.step_idx === 0 && b.start_timestamp * 1000 < Date.now());
    const [started, untouched] = open;
    expect((await api.call('PUT', '/bonus_progress', { token, body: { bonus_id: started.id, step_idx: 1 } })).status).toBe(200);
    // A renewing bonus, so the feed has a weekly event too.
    await api.db.dataSource.query('UPDATE bonus SET renewing_days = $2 WHERE id = $1', [started.id, [0, 3]]);

    const url: string = (await gql(token, 'mutation { createCalendarFeed }')).data.createCalendarFeed;
    expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await gql(token, '{ calendarFeedUrl }')).data.calendarFeedUrl).toBe(url);

    const response = await fetchFeed(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const raw = await response.text();
    // RFC 5545 to the letter, as a third party's parser reads it: CRLF after the last line too.
    expect(raw.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const { default: ICAL } = await import('ical.js'); // an ES module: loaded as the test runs
    const parsed = new ICAL.Component(ICAL.parse(raw));
    const events = parsed.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events.map((event) => event.uid)).toContain(`bonus-${started.id}-end@bonusklub.cz`);
    expect(events.every((event) => event.startDate && event.summary)).toBe(true);
    const text = raw.replace(/\r\n[ \t]/g, ''); // unfold long lines
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain(`UID:bonus-${started.id}-end@bonusklub.cz`);
    expect(text).toContain(`SUMMARY:Končí bonus: ${started.name.replace(/[,;]/g, (c: string) => `\\${c}`)}`);
    expect(text).toContain(`UID:bonus-${started.id}-renewal@bonusklub.cz`);
    expect(text).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=\d{8}T\d{6}Z;BYDAY=MO,TH/);
    expect(text).toContain('BEGIN:VALARM');
    expect(text).toMatch(/DTEND:\d{8}T\d{6}Z\r\n/); // UTC, not floating local time
    expect(text).not.toContain(`bonus-${untouched.id}-end`);

    // Completing it takes it off the calendar.
    await api.db.dataSource.query(`INSERT INTO bonus_history_entry (user_id, bonus_id, reached_profit_halere) SELECT id, $2, 0 FROM app_user WHERE firebase_uid = $1`, [member.uid, started.id]);
    expect(await (await fetchFeed(url)).text()).not.toContain(`bonus-${started.id}-end`);

    // A new address revokes the old one; revoking ends the new one.
    const renewed: string = (await gql(token, 'mutation { createCalendarFeed }')).data.createCalendarFeed;
    expect(renewed).not.toBe(url);
    expect((await fetchFeed(url)).status).toBe(404);
    expect((await fetchFeed(renewed)).status).toBe(200);
    expect((await gql(token, 'mutation { revokeCalendarFeed }')).data.revokeCalendarFeed).toBe(true);
    const revoked = await fetchFeed(renewed);
    expect(revoked.status).toBe(404);
    expect(((await revoked.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect((await gql(token, '{ calendarFeedUrl }')).data.calendarFeedUrl).toBeNull();
  });

  it('names the calendar as the admins name the site (Nastavení)', async () => {
    await api.saveSettings({ siteName: 'Klub Test' });
    const member = await api.newMember();
    const url: string = (await gql(member.idToken, 'mutation { createCalendarFeed }')).data.createCalendarFeed;
    const text = await (await fetchFeed(url)).text();
    expect(text).toContain('X-WR-CALNAME:Klub Test\r\n');
    expect(text).not.toContain('Bonus Klub');
    await api.saveSettings({ siteName: 'Bonus Klub' });
  });

  it('refuses malformed addresses with a Czech message and visitors’ GraphQL calls', async () => {
    const malformed = await api.call('GET', '/calendar/abc.ics');
    expect(malformed).toEqual({ status: 400, body: expect.objectContaining({ error: 'Adresa kalendáře je neplatná.' }) });
    expect((await api.call('POST', '/graphql', { body: { query: 'mutation { createCalendarFeed }' } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('stops serving the feed of a deactivated account', async () => {
    const member = await api.newMember();
    const url: string = (await gql(member.idToken, 'mutation { createCalendarFeed }')).data.createCalendarFeed;
    expect((await fetchFeed(url)).status).toBe(200);
    await api.db.dataSource.query('UPDATE app_user SET deactivated_at = now() WHERE firebase_uid = $1', [member.uid]);
    expect((await fetchFeed(url)).status).toBe(404);
  });
});

describe('reminder settings', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());
  const gql = async (token: string, query: string) => (await api.call('POST', '/graphql', { token, body: { query } })).body;

  it('start with none, save what the member ticks, and refuse unknown bonus types in Czech without changing anything', async () => {
    const { idToken } = await api.newMember();
    expect((await gql(idToken, '{ reminderSettings { expiring renewals followedTypes } }')).data.reminderSettings).toEqual({ expiring: false, renewals: false, followedTypes: [] });
    const saved = await gql(idToken, 'mutation { saveReminderSettings(input: { expiring: true, renewals: false, followedTypes: [bank, live] }) { expiring renewals followedTypes } }');
    expect(saved.data.saveReminderSettings).toEqual({ expiring: true, renewals: false, followedTypes: ['bank', 'live'] });
    // An unknown type is not a value of the BonusType enum: GraphQL refuses the document before it runs.
    const refused = await gql(idToken, 'mutation { saveReminderSettings(input: { expiring: false, renewals: true, followedTypes: [poker] }) { expiring } }');
    expect(refused.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await gql(idToken, '{ reminderSettings { expiring renewals followedTypes } }')).data.reminderSettings).toEqual({ expiring: true, renewals: false, followedTypes: ['bank', 'live'] });
  });
});
