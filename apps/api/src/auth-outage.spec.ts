import pino from 'pino';
import { errorMessage } from '@bonus/domain';
import { createFirebaseAuth, createServices } from '@bonus/server';
import { MEMBERSHIP_LIFECYCLE_QUEUE } from './jobs/queues';
import { scheduledJobs } from './jobs/schedules';
import { eventually } from './testing/api-process';
import { ServiceSwitch, startServiceSwitch } from './testing/service-switch';
import { REGISTRATION_CONSENTS, startTestApi, TestApi } from './testing/test-api';

const AUTH_UNAVAILABLE = { status: 503, body: expect.objectContaining({ code: 'AUTH_UNAVAILABLE', error: 'Přihlášení je teď nedostupné, zkuste to za chvíli.' }) };
/** FIREBASE_TIMEOUT_MS here: how long a session check waits for a Firebase that does not answer. */
const TIMEOUT_MS = 1000;

describe('with Firebase Authentication stopped', () => {
  const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST!;
  let api: TestApi;
  let firebase: ServiceSwitch;

  beforeAll(async () => {
    const [hostname, port] = emulatorHost.split(':');
    firebase = await startServiceSwitch({ hostname, port: Number(port) });
    // firebase-admin reads the emulator's address from the environment: in this file every call to it (the api's
    // and this test's sign-ins) goes through the switch, while the other suites keep the emulator itself.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = firebase.host;
    api = await startTestApi({ env: { FIREBASE_TIMEOUT_MS: String(TIMEOUT_MS) } });
  });
  // A test that failed half-way leaves Firebase as the next one expects it.
  afterEach(() => firebase.on());
  afterAll(async () => {
    await firebase.on();
    await api.stop();
    await firebase.close();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  });

  const register = (idToken: string) => api.call('POST', '/user', { token: idToken, body: { name: 'Nováček', first_name: 'Nový', last_name: 'Člen', birth_timestamp: 631152000, ...REGISTRATION_CONSENTS } });
  const graphqlMe = async (token: string) => {
    const response = await api.call('POST', '/graphql', { token, body: { query: '{ me { id name } }' } });
    return { status: response.status, error: response.body.errors?.[0] };
  };
  /** The Firebase account as the emulator itself has it (not through the switch): null when there is none. */
  const firebaseAccount = async (uid: string): Promise<{ disabled: boolean } | null> => {
    const response = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/projects/${process.env.FIREBASE_PROJECT_ID}/accounts:lookup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: [uid] }),
    });
    const [user] = ((await response.json()) as { users?: { disabled?: boolean }[] }).users ?? [];
    return user ? { disabled: user.disabled ?? false } : null;
  };
  /** The Firebase account changes still due, by uid. */
  const dueChanges = async (): Promise<Record<string, { action: string; error: string | null }>> =>
    Object.fromEntries(
      ((await api.db.dataSource.query(`SELECT firebase_uid, action, last_error FROM firebase_account_change`)) as { firebase_uid: string; action: string; last_error: string | null }[]).map(
        (row) => [row.firebase_uid, { action: row.action, error: row.last_error }],
      ),
    );
  /** One run of the membership lifecycle job (jobs/schedules.ts), with the api's Firebase behind the switch. */
  const runLifecycleJob = async () => {
    const { accounts } = createFirebaseAuth({ projectId: process.env.FIREBASE_PROJECT_ID!, apiKey: 'demo-api-key', emulatorHost: firebase.host, timeoutMs: TIMEOUT_MS });
    const services = createServices(api.db.dataSource, {
      accounts,
      payments: { provider: 'local', apiPublicUrl: 'http://api.test', secret: 'test-secret-of-the-local-gateway' },
      urls: { webUrl: 'http://web.test', apiUrl: 'http://api.test' },
      mailer: { send: async () => undefined },
    });
    const job = scheduledJobs(services).find((scheduled) => scheduled.queue === MEMBERSHIP_LIFECYCLE_QUEUE)!;
    await job.run(pino({ level: 'silent' }), undefined);
  };
  /** The answer and how long it took. */
  const timed = async <T>(call: () => Promise<T>) => {
    const started = Date.now();
    const answer = await call();
    return { answer, ms: Date.now() - started };
  };

  it('signed-in members keep reading on their recent check; sign-ins, sign-ups and changes get 503 AUTH_UNAVAILABLE in Czech, in bounded time; it recovers by itself', async () => {
    const reader = await api.newMember();
    const profile = await api.call('GET', '/user', { token: reader.idToken }); // the api has checked this session now
    expect(profile.status).toBe(200);
    const returning = await api.newMember();
    const signingIn = await api.idToken(returning.email, 'Tester123!'); // signed in again: a token the api has not seen
    const newcomer = await api.signUp(); // a Firebase account about to register

    await firebase.off();
    // Reads of a session checked within the last minute need no Firebase.
    expect(await api.call('GET', '/user', { token: reader.idToken })).toEqual(profile);
    expect(await graphqlMe(reader.idToken)).toEqual({ status: 200, error: undefined });
    // Whatever needs Firebase now is refused as unavailable, never as signed out (401) nor as a fault (500).
    expect(await api.call('GET', '/user', { token: signingIn })).toEqual(AUTH_UNAVAILABLE);
    expect(await register(newcomer.idToken)).toEqual(AUTH_UNAVAILABLE);
    expect(await api.call('PUT', '/user', { token: reader.idToken, body: { name: 'Během výpadku' } })).toEqual(AUTH_UNAVAILABLE);
    expect(await graphqlMe(signingIn)).toEqual({ status: 503, error: expect.objectContaining({ message: errorMessage('AUTH_UNAVAILABLE'), extensions: expect.objectContaining({ code: 'AUTH_UNAVAILABLE' }) }) });
    // Asked as Apollo Client asks, the 503 is a GraphQL answer, which the apps read as a refusal (graphqlError) and show.
    const asApolloAsks = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json;q=0.9', authorization: `Bearer ${signingIn}` },
      body: JSON.stringify({ query: '{ me { id } }' }),
    });
    expect([asApolloAsks.status, asApolloAsks.headers.get('content-type')]).toEqual([503, expect.stringContaining('application/graphql-response+json')]);

    // A Firebase that accepts connections and never answers is waited for FIREBASE_TIMEOUT_MS, not firebase-admin's 25 s (five times).
    await firebase.stall();
    const hung = await timed(() => api.call('GET', '/user', { token: signingIn }));
    expect(hung.answer).toEqual(AUTH_UNAVAILABLE);
    expect(hung.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(hung.ms).toBeLessThan(TIMEOUT_MS + 2000);

    await firebase.on();
    await eventually(async () => expect((await api.call('GET', '/user', { token: signingIn })).status).toBe(200));
    expect((await register(newcomer.idToken)).status).toBe(201);
    expect((await api.call('PUT', '/user', { token: reader.idToken, body: { name: 'Po výpadku' } })).status).toBe(200);
    expect(await graphqlMe(signingIn)).toEqual({ status: 200, error: undefined });
  });

  it('deactivation and reactivation answer while Firebase is down; the lifecycle job makes the last wish in Firebase once it is back', async () => {
    const admin = await api.newMember({ admin: true });
    // An admin's personal API token needs no Firebase to be checked: the back office works through a whole outage.
    const { secret: adminToken } = await api.newApiToken(admin.idToken, ['read', 'write', 'admin']);
    const [leaving, returning] = [await api.newMember(), await api.newMember()];
    expect((await api.call('GET', '/user', { token: leaving.idToken })).status).toBe(200); // a session checked just now
    const idOf = async (uid: string) => (await api.db.dataSource.query(`SELECT id FROM app_user WHERE firebase_uid = $1`, [uid]))[0].id as string;
    const setActive = (id: string, active: boolean) =>
      api.call('POST', '/graphql', { token: adminToken, body: { query: 'mutation($id: ID!, $active: Boolean) { updateAdminUser(input: { id: $id, active: $active }) { active } }', variables: { id, active } } });
    const [leavingId, returningId] = [await idOf(leaving.uid), await idOf(returning.uid)];

    await firebase.off();
    expect(await setActive(leavingId, false)).toEqual({ status: 200, body: { data: { updateAdminUser: { active: false } } } });
    expect(await setActive(returningId, false)).toEqual({ status: 200, body: { data: { updateAdminUser: { active: false } } } });
    expect(await setActive(returningId, true)).toEqual({ status: 200, body: { data: { updateAdminUser: { active: true } } } });
    // The database decides: the deactivated member's calls are refused at once, though Firebase still has the account enabled.
    expect(await api.db.dataSource.query(`SELECT deactivated_at IS NOT NULL AS deactivated FROM app_user WHERE id = ANY($1) ORDER BY id = $2`, [[leavingId, returningId], returningId])).toEqual([
      { deactivated: true },
      { deactivated: false },
    ]);
    expect(await api.call('GET', '/user', { token: leaving.idToken })).toMatchObject({ status: 403, body: { code: 'ACCOUNT_DEACTIVATED' } });
    expect((await graphqlMe(leaving.idToken)).error).toMatchObject({ extensions: { code: 'ACCOUNT_DEACTIVATED' } });
    // Reactivating replaced the disable still due; both stay due, with Firebase's failure, until it is back.
    expect(await dueChanges()).toMatchObject({
      [leaving.uid]: { action: 'disable', error: expect.stringContaining('AUTH_UNAVAILABLE') },
      [returning.uid]: { action: 'enable', error: expect.stringContaining('AUTH_UNAVAILABLE') },
    });

    await firebase.on();
    expect(await firebaseAccount(leaving.uid)).toEqual({ disabled: false }); // nothing reached Firebase during the outage
    await runLifecycleJob();
    expect(await firebaseAccount(leaving.uid)).toEqual({ disabled: true });
    expect(await firebaseAccount(returning.uid)).toEqual({ disabled: false });
    expect(await dueChanges()).toEqual({});
    await expect(api.idToken(leaving.email, 'Tester123!')).rejects.toThrow(/USER_DISABLED/);
    expect((await api.call('GET', '/user', { token: await api.idToken(returning.email, 'Tester123!') })).status).toBe(200);
  });

  it('erasure answers 204 while Firebase fails to delete the account, which goes once Firebase is back', async () => {
    const member = await api.newMember();
    firebase.failRequests(/accounts:delete/); // the session's check passes, the deletion fails on Firebase's side
    expect(await api.call('DELETE', '/user', { token: member.idToken })).toEqual({ status: 204, body: null });
    expect(await api.db.dataSource.query(`SELECT count(*)::int AS n FROM app_user WHERE firebase_uid = $1`, [member.uid])).toEqual([{ n: 0 }]);
    expect(await dueChanges()).toMatchObject({ [member.uid]: { action: 'delete', error: expect.stringContaining('AUTH_UNAVAILABLE') } });

    await firebase.on();
    expect(await firebaseAccount(member.uid)).toEqual({ disabled: false });
    await runLifecycleJob();
    expect(await firebaseAccount(member.uid)).toBeNull();
    expect(await dueChanges()).toEqual({});
  });

  it('deleting an unregistered account and changing the e-mail answer 503 AUTH_UNAVAILABLE at once when Firebase fails the call', async () => {
    const newcomer = await api.signUp();
    firebase.failRequests(/accounts:delete/);
    const deletion = await timed(() => api.call('DELETE', '/user/firebase_deletion', { token: newcomer.idToken }));
    expect(deletion.answer).toEqual(AUTH_UNAVAILABLE);
    expect(deletion.ms).toBeLessThan(TIMEOUT_MS);
    expect(await firebaseAccount(newcomer.uid)).toEqual({ disabled: false });

    const member = await api.newMember();
    // The session's check reads the account (the first lookup); the e-mail change's own read of it fails.
    firebase.failRequests(/accounts:lookup/, { after: 1 });
    const emailChange = await timed(() => api.call('PUT', '/user', { token: member.idToken, body: { email: member.email } }));
    expect(emailChange.answer).toEqual(AUTH_UNAVAILABLE);
    expect(emailChange.ms).toBeLessThan(TIMEOUT_MS);

    await firebase.on();
    expect((await api.call('DELETE', '/user/firebase_deletion', { token: newcomer.idToken })).status).toBe(204);
    expect(await firebaseAccount(newcomer.uid)).toBeNull();
    expect(await api.call('PUT', '/user', { token: member.idToken, body: { email: member.email } })).toMatchObject({ status: 200, body: { email: member.email } });
  });

  it('a Firebase that hangs on an account change holds the request no longer than FIREBASE_TIMEOUT_MS', async () => {
    const member = await api.newMember();
    const admin = await api.newMember({ admin: true });
    const { secret: adminToken } = await api.newApiToken(admin.idToken, ['read', 'write', 'admin']);
    const id = (await api.db.dataSource.query(`SELECT id FROM app_user WHERE firebase_uid = $1`, [member.uid]))[0].id;

    await firebase.stall();
    const deactivation = await timed(() =>
      api.call('POST', '/graphql', { token: adminToken, body: { query: 'mutation($id: ID!) { updateAdminUser(input: { id: $id, active: false }) { active } }', variables: { id } } }),
    );
    expect(deactivation.answer).toEqual({ status: 200, body: { data: { updateAdminUser: { active: false } } } });
    expect(deactivation.ms).toBeLessThan(TIMEOUT_MS + 2000);
    expect(await dueChanges()).toMatchObject({ [member.uid]: { action: 'disable', error: expect.stringContaining('timeoutMs') } });

    await firebase.on();
    await runLifecycleJob();
    expect(await firebaseAccount(member.uid)).toEqual({ disabled: true });
  });
});
