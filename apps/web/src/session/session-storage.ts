import { safely } from '@bonus/client';

/** The "stored session" flag and the last sign-in error, kept across reloads (spec section 4, Session). */
const SESSION_FLAG = 'bk.session';
const AUTH_ERROR = 'bk.authError';


export const sessionFlag = {
  isSet: () => safely(() => window.localStorage.getItem(SESSION_FLAG) === '1', false),
  set: () => safely(() => window.localStorage.setItem(SESSION_FLAG, '1'), undefined),
  clear: () => safely(() => window.localStorage.removeItem(SESSION_FLAG), undefined),
};

export const storedAuthError = {
  read: () => safely(() => window.sessionStorage.getItem(AUTH_ERROR), null),
  write: (message: string) => safely(() => window.sessionStorage.setItem(AUTH_ERROR, message), undefined),
  clear: () => safely(() => window.sessionStorage.removeItem(AUTH_ERROR), undefined),
};

/** Pages a signed-in member may stay on after a reload; elsewhere the app moves them to /dashboard. */
export function staysOnPath(pathname: string): boolean {
  return ['/dashboard', '/register', '/admin', '/faq', '/referral'].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
