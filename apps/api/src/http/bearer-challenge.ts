import type { ApiTokenScope, ErrorCode } from '@bonus/domain';

/** Refusals of a personal API token for a scope it lacks, by the scope it would need. */
const MISSING_SCOPE: Partial<Record<ErrorCode, ApiTokenScope>> = { API_TOKEN_READ_ONLY: 'write', API_TOKEN_NO_ADMIN_SCOPE: 'admin' };

const REALM = 'realm="bonus-klub"';

/**
 * The `WWW-Authenticate` challenge of a refusal (RFC 6750 §3): every 401 names the Bearer scheme, with
 * `error="invalid_token"` when a credential came and did not do; a 403 for a token's missing scope says
 * `insufficient_scope` and which scope. Null for any other answer.
 */
export function bearerChallenge(code: ErrorCode, status: number, credentialsGiven: boolean): string | null {
  if (status === 401) return credentialsGiven ? `Bearer ${REALM}, error="invalid_token"` : `Bearer ${REALM}`;
  const scope = MISSING_SCOPE[code];
  return status === 403 && scope ? `Bearer ${REALM}, error="insufficient_scope", scope="${scope}"` : null;
}
