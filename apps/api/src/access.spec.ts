import { DomainError } from '@bonus/domain';
import { Access, assertAccess, Identity } from './auth/identity';
import { buildApiSchema } from './graphql/schema';
import { ROUTES } from './rest/routes';
import { startTestApi, TestApi } from './testing/test-api';

const ACCESS_RULES: Access[] = ['public', 'account', 'member', 'admin'];

describe('every operation declares who may call it', () => {
  it('REST: each route has one of the access rules', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    for (const route of ROUTES) expect(ACCESS_RULES).toContain(route.access);
  });

  it('GraphQL: each query and mutation carries an access rule', async () => {
    const schema = await buildApiSchema();
    const operations = [schema.getQueryType(), schema.getMutationType()].flatMap((type) => (type ? Object.values(type.getFields()) : []));
    expect(operations.length).toBeGreaterThan(0);
    for (const field of operations) expect(ACCESS_RULES).toContain(field.extensions.access);
  });
});

describe('assertAccess', () => {
  const token = { uid: 'u', email: null, signInProvider: 'password' };
  const user = { id: 'x', admin: false } as never;
  const identities: Record<string, Identity> = {
    anonymous: { kind: 'anonymous' },
    unregistered: { kind: 'unregistered', token },
    member: { kind: 'member', token, user },
    admin: { kind: 'admin', token, user },
  };
  const outcome = (access: Access, who: string) => {
    try {
      assertAccess(access, identities[who]);
      return 'ok';
    } catch (error) {
      return `${(error as DomainError).status} ${(error as DomainError).code}`;
    }
  };

  it.each([
    ['public', 'anonymous', 'ok'],
    ['account', 'anonymous', '401 UNAUTHENTICATED'],
    ['account', 'unregistered', 'ok'],
    ['member', 'anonymous', '401 UNAUTHENTICATED'],
    ['member', 'unregistered', '404 USER_NOT_REGISTERED'],
    ['member', 'member', 'ok'],
    ['member', 'admin', 'ok'],
    ['admin', 'anonymous', '401 UNAUTHENTICATED'],
    ['admin', 'member', '403 FORBIDDEN'],
    ['admin', 'admin', 'ok'],
  ] as const)('%s access for %s → %s', (access, who, expected) => {
    expect(outcome(access, who)).toBe(expected);
  });
});

describe('signed-in calls through the Auth emulator', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const viewer = async (authorization?: string) => {
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      body: JSON.stringify({ query: '{ viewer { name admin tierName email } }' }),
    });
    return (await response.json()) as { data?: { viewer: unknown }; errors?: { message: string; extensions: { code: string; status: number } }[] };
  };

  it('knows the demo admin from a real ID token', async () => {
    const body = await viewer(`Bearer ${await api.idToken('admin@demo.cz')}`);
    expect(body.data?.viewer).toEqual({ name: 'Správce', admin: true, tierName: 'Premium', email: 'admin@demo.cz' });
  });

  it('knows a member is not an admin', async () => {
    const body = await viewer(`Bearer ${await api.idToken('basic@demo.cz')}`);
    expect(body.data?.viewer).toMatchObject({ admin: false, tierName: 'Basic' });
  });

  it('refuses a missing, malformed or forged token with the catalogue text', async () => {
    for (const header of [undefined, 'Token abc', 'Bearer not-a-jwt']) {
      const body = await viewer(header);
      expect(body.errors?.[0]).toMatchObject({ message: 'User is not authenticated', extensions: { code: 'UNAUTHENTICATED', status: 401 } });
    }
  });

  it('tells a signed-in account without a user record that it is not registered', async () => {
    const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const signUp = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `new-${Date.now()}@example.cz`, password: 'Nove1234!', returnSecureToken: true }),
    });
    const { idToken } = (await signUp.json()) as { idToken: string };
    const body = await viewer(`Bearer ${idToken}`);
    expect(body.errors?.[0]).toMatchObject({ message: 'user not registered', extensions: { code: 'USER_NOT_REGISTERED' } });
  });
});
