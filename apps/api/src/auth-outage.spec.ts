import { errorMessage } from '@bonus/domain';
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
});
