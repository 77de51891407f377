import { apiTokenInputSchema, MAX_API_TOKENS } from '@bonus/domain';
import { SharedCache } from '../../cache/shared-cache';
import { ensureReferenceDataIn } from '../../db/seed/reference-data';
import { createTestDatabase, TestDatabase } from '../../testing/test-database';
import { RateLimiter } from '../rate-limit/rate-limiter';
import { ApiTokenService } from './api-token.service';

describe('personal API tokens', () => {
  let db: TestDatabase;
  let tokens: ApiTokenService;
  let member: { id: string; admin: boolean };
  const input = (scopes: string[], name = 'Tabulka') => apiTokenInputSchema.parse({ name, expiresInDays: 30, scopes });

  beforeAll(async () => {
    db = await createTestDatabase();
    await ensureReferenceDataIn(db.dataSource);
    tokens = new ApiTokenService(db.dataSource, new SharedCache(), new RateLimiter(db.dataSource));
    const [{ id }] = await db.dataSource.query(`INSERT INTO app_user (name, firebase_uid, tier_id) SELECT 'Tokenář', 'token-member', id FROM tier ORDER BY id LIMIT 1 RETURNING id`);
    member = { id, admin: false };
  });
  afterAll(() => db.drop());
  beforeEach(() => db.dataSource.query('DELETE FROM api_token'));

  it('shows the secret once, keeps only its hash, and lists the token without it', async () => {
    const { token, secret } = await tokens.create(member, input(['read']));
    expect(secret).toMatch(/^bk_live_[A-Za-z0-9_-]{43}$/);
    const stored = await db.dataSource.query('SELECT secret_hash, secret_start FROM api_token');
    expect(JSON.stringify(stored)).not.toContain(secret);
    expect(stored[0].secret_start).toBe(secret.slice(0, 12));
    expect(await tokens.list(member)).toEqual([{ ...token, lastUsedAt: null }]);
    expect(token).toEqual(expect.objectContaining({ name: 'Tabulka', scopes: ['read'], secretStart: secret.slice(0, 12) }));
    expect(token.expiresAt.getTime() - token.createdAt.getTime()).toBeGreaterThan(29.9 * 24 * 3600_000);
  });

  it('authenticates a valid secret as its member with its scopes, and refuses unknown and revoked ones at once', async () => {
    const { token, secret } = await tokens.create(member, input(['read', 'write']));
    expect(await tokens.authenticate(secret)).toEqual({ tokenId: token.id, firebaseUid: 'token-member', scopes: ['read', 'write'] });
    await expect(tokens.authenticate(`${secret}x`)).rejects.toMatchObject({ code: 'API_TOKEN_INVALID' });
    await tokens.revoke(member, token.id);
    await expect(tokens.authenticate(secret)).rejects.toMatchObject({ code: 'API_TOKEN_INVALID' });
    await expect(tokens.revoke(member, token.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses an expired token and a token whose member was erased', async () => {
    const { secret } = await tokens.create(member, input(['read']));
    expect(await tokens.authenticate(secret, new Date(Date.now() + 31 * 24 * 3600_000)).catch((error) => error.code)).toBe('API_TOKEN_INVALID');
    const erased = new ApiTokenService(db.dataSource, new SharedCache(), new RateLimiter(db.dataSource));
    await db.dataSource.query(`UPDATE app_user SET firebase_uid = NULL WHERE id = $1`, [member.id]);
    await expect(erased.authenticate(secret)).rejects.toMatchObject({ code: 'API_TOKEN_INVALID' });
    await db.dataSource.query(`UPDATE app_user SET firebase_uid = 'token-member' WHERE id = $1`, [member.id]);
  });

  it('writes "last used" at most once a minute', async () => {
    const { token, secret } = await tokens.create(member, input(['read']));
    const lastUsed = async () => (await db.dataSource.query('SELECT last_used_at FROM api_token WHERE id = $1', [token.id]))[0].last_used_at as Date | null;
    await tokens.authenticate(secret);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await tokens.authenticate(secret);
    expect(await lastUsed()).toEqual(first);
  });

  it('remembers the use of a bounded number of tokens, the most recently used, however many come and go', async () => {
    const remembersTwo = new ApiTokenService(db.dataSource, new SharedCache(), new RateLimiter(db.dataSource), { notedTokens: 2 });
    const created = [];
    for (const name of ['A', 'B', 'C']) created.push(await tokens.create(member, input(['read'], name)));
    for (const { secret } of created) await remembersTwo.authenticate(secret);
    // Only the copy's own note keeps it from writing again within the minute.
    await db.dataSource.query('UPDATE api_token SET last_used_at = NULL');
    for (const { secret } of [...created].reverse()) await remembersTwo.authenticate(secret);
    const written = await db.dataSource.query('SELECT name FROM api_token WHERE last_used_at IS NOT NULL ORDER BY name');
    // A, the least recently used of three, was forgotten past the bound of two and is written again; B and C were remembered.
    expect(written.map((row: { name: string }) => row.name)).toEqual(['A']);
  });

  it('admits the admin scope only for admins, and at most 20 valid tokens per member even when created at once', async () => {
    await expect(tokens.create(member, input(['read', 'write', 'admin']))).rejects.toMatchObject({ code: 'API_TOKEN_ADMIN_SCOPE' });
    const results = await Promise.allSettled(Array.from({ length: MAX_API_TOKENS + 5 }, (_, i) => tokens.create(member, input(['read'], `t${i}`))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_API_TOKENS);
    expect(results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code)).toEqual(Array(5).fill('API_TOKEN_LIMIT'));
  });

  it('audits creation and revocation', async () => {
    await db.dataSource.query('DELETE FROM audit_log');
    const { token } = await tokens.create(member, input(['read']));
    await tokens.revoke(member, token.id);
    expect(await db.dataSource.query('SELECT action, actor_id AS "actorId" FROM audit_log ORDER BY id')).toEqual([
      { action: 'api-token:create', actorId: member.id },
      { action: 'api-token:revoke', actorId: member.id },
    ]);
  });

  it('refuses a token past its rate limit', async () => {
    const { secret } = await tokens.create(member, input(['read']));
    // One rate-limit window of today: windows older than a day may be pruned at any hit.
    const withinOneMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
    await db.dataSource.query(`UPDATE api_token SET expires_at = '2027-01-01'`);
    for (let i = 0; i < 300; i++) await tokens.authenticate(secret, withinOneMinute);
    await expect(tokens.authenticate(secret, withinOneMinute)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
