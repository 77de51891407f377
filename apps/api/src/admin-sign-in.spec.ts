import { startTestApi, TestApi } from './testing/test-api';

const MINT = 'mutation { adminSignInToken }';

/** Exchanges a custom token at the Auth emulator, as the admin app's signInWithCustomToken does. */
async function signInWithCustomToken(token: string): Promise<string> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`custom token refused: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Issue 34, item 5: "Administrace" signs the admin in to the admin app (another origin) without a second sign-in. */
describe('adminSignInToken', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  const gql = (token: string, query: string) => api.call('POST', '/graphql', { token, body: { query } });

  it("gives an admin a custom token that signs in the admin's own account, and audits it", async () => {
    const admin = await api.newMember({ admin: true });
    const minted = await gql(admin.idToken, MINT);
    expect(minted.body.errors).toBeUndefined();
    const adminAppToken = await signInWithCustomToken(minted.body.data.adminSignInToken);
    const me = await gql(adminAppToken, '{ me { email admin } }');
    expect(me.body.data.me).toEqual({ email: admin.email, admin: true });
    const [entry] = await api.db.dataSource.query(`SELECT l.action FROM audit_log l JOIN app_user u ON u.id = l.actor_id WHERE u.firebase_uid = $1`, [admin.uid]);
    expect(entry).toEqual({ action: 'graphql:adminSignInToken' });
  });

  it('refuses members and personal API tokens, even an admin-scoped one', async () => {
    const member = await api.newMember();
    expect((await gql(member.idToken, MINT)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const admin = await api.newMember({ admin: true });
    const { secret } = await api.newApiToken(admin.idToken, ['read', 'write', 'admin']);
    expect((await gql(secret, MINT)).body.errors[0].extensions.code).toBe('API_TOKEN_NOT_ALLOWED');
  });

  it('a session started from the token never counts as a recent sign-in: it cannot erase the account', async () => {
    const admin = await api.newMember({ admin: true });
    const adminAppToken = await signInWithCustomToken((await gql(admin.idToken, MINT)).body.data.adminSignInToken);
    expect((await api.call('DELETE', '/user', { token: adminAppToken })).body.code).toBe('REAUTHENTICATION_REQUIRED');
  });
});
