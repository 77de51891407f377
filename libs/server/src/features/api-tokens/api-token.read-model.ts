import type { ApiTokenScope } from '@bonus/domain';

/** A token as its owner sees it in Settings (never the secret). */
export interface ApiToken {
  id: number;
  name: string;
  /** The secret's first characters, e.g. "bk_live_Ab12". */
  secretStart: string;
  scopes: ApiTokenScope[];
  createdAt: Date;
  expiresAt: Date;
  lastUsedAt: Date | null;
}

/** A token just created: the only moment its secret is known. */
export interface CreatedApiToken {
  token: ApiToken;
  secret: string;
}

/** Who a valid token speaks for, and what it may do. */
export interface TokenPrincipal {
  tokenId: number;
  firebaseUid: string;
  scopes: readonly ApiTokenScope[];
}
