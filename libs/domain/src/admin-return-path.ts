/** The admin app's home, where its login goes when no other page was asked for. */
export const ADMIN_HOME_PATH = '/admin';

/**
 * Where the admin login sends a signed-in admin: the page asked for in `?next=` when it is a plain path
 * inside the admin app, else the overview. Anything else (another host, a scheme, `//host`, backslashes,
 * dot segments) is ignored, so the login cannot be used as an open redirect.
 */
export function adminReturnPath(next: string | null | undefined): string {
  if (!next || !/^\/admin(?:[/?#]|$)/.test(next)) return ADMIN_HOME_PATH;
  if (/[\\\s]/.test(next) || /\/\.{1,2}(?:[/?#]|$)/.test(next) || next.includes('//')) return ADMIN_HOME_PATH;
  return next;
}

/** The login address for a page the guard turned away; the home page needs no `next`. */
export function adminLoginPath(requested: string): string {
  const next = adminReturnPath(requested);
  return next === ADMIN_HOME_PATH ? '/login' : `/login?next=${encodeURIComponent(next)}`;
}
