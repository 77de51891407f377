import { LRUCache } from 'lru-cache';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { API_TOKEN_PREFIX, DomainError, MAX_API_TOKENS, type ApiTokenInput } from '@bonus/domain';
import type { SharedCache } from '../../cache/shared-cache';
import type { RateLimiter } from '../rate-limit/rate-limiter';
import { recordAudit } from '../admin/audit.service';
import type { ApiToken, CreatedApiToken, TokenPrincipal } from './api-token.read-model';
import { countValidTokensLocked, insertToken, markTokenUsed, revokeToken, tokenBySecretHash, validTokensOf, type TokenLookupRow } from './api-token.queries';

/** Calls per token and minute; a tool that needs more should batch. */
export const API_TOKEN_RATE_LIMIT = { bucket: 'api_token', limit: 300, windowSeconds: 60 };
/** A looked-up token is reused this long; a revocation drops it in every copy at once (NOTIFY). */
const LOOKUP_TTL_MS = 60_000;
const CACHE_PREFIX = 'api-token:';
const DAY_MS = 24 * 60 * 60_000;
/** Tokens whose use this copy remembers noting; tokens come and go for as long as the process lives (issue #59). */
const NOTED_TOKENS = 10_000;

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Personal API tokens: created and revoked by their owner, accepted beside Firebase ID tokens. */
export class ApiTokenService {
  /**
   * When this copy last wrote each token's "last used", for the most recently used `notedTokens` tokens: one
   * forgotten is written once more, which the database's own once-a-minute rule turns into nothing.
   */
  private readonly usageWritten: LRUCache<number, number>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
    private readonly rateLimiter: RateLimiter,
    { notedTokens = NOTED_TOKENS }: { notedTokens?: number } = {},
  ) {
    this.usageWritten = new LRUCache({ max: notedTokens });
  }

  /** Whether an Authorization bearer value is one of ours rather than a Firebase ID token. */
  static isApiToken(bearer: string): boolean {
    return bearer.startsWith(API_TOKEN_PREFIX);
  }

  list(user: { id: string }): Promise<ApiToken[]> {
    return validTokensOf(this.dataSource.manager, user.id);
  }

  async create(user: { id: string; admin: boolean }, input: ApiTokenInput, now = new Date()): Promise<CreatedApiToken> {
    if (input.scopes.includes('admin') && !user.admin) throw new DomainError('API_TOKEN_ADMIN_SCOPE');
    const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const token = await this.dataSource.transaction(async (manager) => {
      if ((await countValidTokensLocked(manager, user.id)) >= MAX_API_TOKENS) throw new DomainError('API_TOKEN_LIMIT');
      const created = await insertToken(manager, {
        userId: user.id,
        name: input.name,
        secretHash: hashOf(secret),
        secretStart: secret.slice(0, API_TOKEN_PREFIX.length + 4),
        scopes: input.scopes,
        expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      });
      await recordAudit(manager, user.id, 'api-token:create', { tokenId: created.id, name: created.name, scopes: created.scopes, expiresAt: created.expiresAt });
      return created;
    });
    return { token, secret };
  }

  async revoke(user: { id: string }, id: number): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const secretHash = await revokeToken(manager, user.id, id);
      if (!secretHash) throw new DomainError('NOT_FOUND');
      await recordAudit(manager, user.id, 'api-token:revoke', { tokenId: id });
      await this.cache.invalidate(`${CACHE_PREFIX}${secretHash}`, manager);
    });
  }

  /**
   * The principal of a bearer secret, or API_TOKEN_INVALID (unknown, revoked, expired, or its member
   * erased). Counts the call against the token's rate limit and notes its use.
   */
  async authenticate(secret: string, now = new Date()): Promise<TokenPrincipal> {
    const secretHash = hashOf(secret);
    const row = await this.cache.get<TokenLookupRow | null>(`${CACHE_PREFIX}${secretHash}`, LOOKUP_TTL_MS, () => tokenBySecretHash(this.dataSource.manager, secretHash));
    if (!row || row.revokedAt || row.expiresAt <= now || !row.firebaseUid) throw new DomainError('API_TOKEN_INVALID');
    await this.rateLimiter.hit(API_TOKEN_RATE_LIMIT, `token:${row.id}`, now);
    await this.noteUse(row.id, now);
    return { tokenId: row.id, firebaseUid: row.firebaseUid, scopes: row.scopes };
  }

  private async noteUse(id: number, now: Date): Promise<void> {
    const written = this.usageWritten.get(id);
    if (written !== undefined && now.getTime() - written < 60_000) return;
    this.usageWritten.set(id, now.getTime());
    await markTokenUsed(this.dataSource.manager, id);
  }
}
