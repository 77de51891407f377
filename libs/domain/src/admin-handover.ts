import { adminReturnPath } from './admin-return-path';

/** The fragment key of the sign-in token the member app hands the admin app. */
const HANDOVER_KEY = 'handover';

/**
 * "Administrace" in the member app: the admin page with the admin's sign-in token in the fragment.
 * A fragment never reaches a server or its logs, and the admin app removes it from history at once.
 */
export function adminHandoverUrl(adminOrigin: string, requested: string, token: string): string {
  return `${adminOrigin}${adminReturnPath(requested)}#${HANDOVER_KEY}=${encodeURIComponent(token)}`;
}

/** The sign-in token in an admin address's fragment (`location.hash`), or null when it brought none. */
export function handoverTokenOf(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(HANDOVER_KEY) || null;
}
