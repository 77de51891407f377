import type { RevocationCheck, Services } from '@bonus/server';
import type { Identity } from '../auth/identity';

export interface GraphQLContext {
  services: Services;
  /** Resolved on first use, so public operations never verify a token. */
  identity: () => Promise<Identity>;
  /** For per-client rate limits. */
  clientIp: string;
  /** Set once the operation is known: mutations check the session afresh, queries accept a recent check. */
  revocation: RevocationCheck;
}
