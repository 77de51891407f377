/* eslint-disable @typescript-eslint/no-explicit-any -- JSON bodies in tests */
import net from 'node:net';
import type { SiteSettings } from '@bonus/domain';
import { createEmulatorAccounts, DEMO_USERS, loadApiConfig } from '@bonus/server';
import { createTestDatabase, TestDatabase } from '@bonus/server/testing';
import { RunningApi, startApi } from '../server';

export interface TestApi {
  url: string;
  db: TestDatabase;
  /** A real ID token from the Auth emulator for a demo account. */
  idToken: (email: string, password?: string) => Promise<string>;
  /** A new Firebase account in the emulator (no user record yet): its token and e-mail. */
  signUp: () => Promise<{ idToken: string; email: string; uid: string }>;
  /**
   * A new registered member (or admin) of its own, for tests that change or erase it; like the demo members it has
   * declared it is not in the register of excluded persons (issue #38) unless `declared` is false.
   */
  newMember: (options?: { admin?: boolean; declared?: boolean }) => Promise<{ idToken: string; email: string; uid: string }>;
  /** Calls the api with an optional bearer token and JSON body. */
  call: (method: string, path: string, options?: { token?: string; body?: unknown }) => Promise<{ status: number; body: any }>;
  /** A personal API token of the signed-in caller (`idToken`) with `scopes`: its id and the secret shown once. */
  newApiToken: (idToken: string, scopes: string[]) => Promise<{ id: number; secret: string }>;
  /** Saves the admin settings (Nastavení) as an admin would: the current ones with `changes`; returns what was saved. */
  saveSettings: (changes: Partial<SiteSettings>) => Promise<SiteSettings>;
  stop: () => Promise<void>;
}

interface TestApiOptions {
  env?: Record<string, string>;
  /** Where the api reaches the database, given its real URL (e.g. through a relay the test can cut). */
  routeDatabase?: (url: string) => Promise<string>;
}

/** The required consents of registration step 1, as POST /user and GraphQL registerUser take them. */
export const REGISTRATION_CONSENTS = { age_confirmed: true, terms_accepted: true, lost_guarantee: true, digital_content_waiver: true };
export const GRAPHQL_REGISTRATION_CONSENTS = { ageConfirmed: true, termsAccepted: true, lostGuarantee: true, digitalContentWaiver: true };

/** The real api on a fresh seeded database and the Auth emulator the jest global setup started. */
export async function startTestApi({ env = {}, routeDatabase = async (url) => url }: TestApiOptions = {}): Promise<TestApi> {
  const db = await createTestDatabase({ seeded: true });
  const projectId = process.env.FIREBASE_PROJECT_ID!;
  await createEmulatorAccounts(projectId, DEMO_USERS);
  const api: RunningApi = await startApi(
    loadApiConfig({ ...testApiEnv(), DATABASE_URL: await routeDatabase(db.url), API_PORT: String(await freePort()), ...env }),
  );
  return {
    ...testClient(api.url, db),
    stop: async () => {
      await api.stop();
      await db.drop();
      // Every test of the api also checks the REST contract: no answer with a status its document does not list.
      if (api.contractBreaches.length) throw new Error(`Answers the OpenAPI document does not list:\n${[...new Set(api.contractBreaches)].join('\n')}`);
    },
  };
}

/** Calls to an api under test (in this process or another) and the accounts to make them with. */
export function testClient(url: string, db: TestDatabase): Omit<TestApi, 'stop'> {
  const call: TestApi['call'] = async (method, path, { token, body } = {}) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null };
  };
  const newMember: TestApi['newMember'] = async ({ admin = false, declared = true } = {}) => {
    const account = await emulatorSignUp();
    const created = await call('POST', '/user', { token: account.idToken, body: { name: 'Tester', first_name: 'Test', last_name: 'Testovací', birth_timestamp: 631152000, ...REGISTRATION_CONSENTS } });
    if (created.status !== 201) throw new Error(`registration failed: ${JSON.stringify(created.body)}`);
    if (admin) await db.dataSource.query('UPDATE app_user SET admin = true WHERE firebase_uid = $1', [account.uid]);
    if (declared && (await call('POST', '/casino_declaration', { token: account.idToken })).status !== 201) throw new Error('casino declaration failed');
    return account;
  };
  let admin: Promise<string> | undefined;
  const saveSettings: TestApi['saveSettings'] = async (changes) => {
    const token = await (admin ??= newMember({ admin: true }).then((account) => account.idToken));
    const fields = 'siteName siteEmail maintenanceMode registrationEnabled autoApproveUsers emailNotifications maxBonusesPerUser referralReward minWithdrawal';
    const current = (await call('POST', '/graphql', { token, body: { query: `{ siteSettings { ${fields} } }` } })).body.data.siteSettings;
    const saved = await call('POST', '/graphql', {
      token,
      body: { query: `mutation($input: SiteSettingsInput!) { saveSiteSettings(input: $input) { ${fields} } }`, variables: { input: { ...current, ...changes } } },
    });
    if (!saved.body.data) throw new Error(`saving settings failed: ${JSON.stringify(saved.body.errors)}`);
    return saved.body.data.saveSiteSettings;
  };
  const newApiToken: TestApi['newApiToken'] = async (idToken, scopes) => {
    const created = await call('POST', '/graphql', {
      token: idToken,
      body: { query: 'mutation($input: ApiTokenInput!) { createApiToken(input: $input) { token { id } secret } }', variables: { input: { name: 'Tabulka', expiresInDays: 90, scopes } } },
    });
    if (!created.body.data) throw new Error(`token not created: ${JSON.stringify(created.body)}`);
    const { token, secret } = created.body.data.createApiToken;
    return { id: token.id, secret };
  };
  return { url, db, idToken: (email, password = 'Demo1234!') => emulatorIdToken(email, password), signUp: emulatorSignUp, newMember, newApiToken, call, saveSettings };
}

/**
 * The environment the api runs with in tests: the emulator from the jest global setup, no jobs, no logs, and a
 * Fio address where nothing listens (no test calls the real Fio). Every suite calls from 127.0.0.1 and some make
 * thousands of calls a minute (access, fuzz, graphql-fuzz) or register dozens of members: the edge's rate limits
 * are raised far above that here; the tests of the limits themselves (rate-limits.spec.ts) set their own low ones.
 */
export function testApiEnv(): Record<string, string | undefined> {
  return {
    RATE_LIMIT_PER_IP: '1000000',
    RATE_LIMIT_PER_CREDENTIAL: '1000000',
    RATE_LIMIT_STRICT: '100000',
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    FIO_API_URL: 'http://127.0.0.1:9/v1/rest',
  };
}

let accountCounter = 0;

/**
 * Calls the Auth emulator's REST API. A call that finds its kept-alive connection just closed by the
 * emulator ("other side closed", seen when many suites start at once) is tried again with a growing pause.
 */
async function emulatorCall<T>(endpoint: string, body: object): Promise<T> {
  const url = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${endpoint}?key=demo-api-key`;
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      return (await response.json()) as T;
    } catch (error) {
      if (attempt === 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
}

/** The whole second (unix) a Firebase ID token says its holder signed in. */
const authSecondOf = (idToken: string): number => JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString('utf8')).auth_time;

/**
 * A new account and its token. The emulator's sign-up reads the clock twice: once for the sign-in time (the token's
 * `auth_time`) and a moment later for the time tokens are valid from. When a second ends in between, the token is
 * older than its account allows and every revocation check refuses it. A sign-up answered within the token's own
 * second cannot have crossed one; any other is signed in again, which issues a token from now on.
 */
async function emulatorSignUp(): Promise<{ idToken: string; email: string; uid: string }> {
  const email = `member-${process.pid}-${Date.now()}-${accountCounter++}@example.cz`;
  const password = 'Tester123!';
  const body = await emulatorCall<{ idToken: string; localId: string }>('accounts:signUp', { email, password, returnSecureToken: true });
  const crossedASecond = Math.floor(Date.now() / 1000) !== authSecondOf(body.idToken);
  return { idToken: crossedASecond ? await emulatorIdToken(email, password) : body.idToken, email, uid: body.localId };
}

async function emulatorIdToken(email: string, password: string): Promise<string> {
  const body = await emulatorCall<{ idToken?: string; error?: unknown }>('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  if (!body.idToken) throw new Error(`Emulator sign-in failed: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}
