/**
 * What a failed send means for a queued mail. A mail server that cannot be reached, refuses the connection
 * or answers "try later" (an SMTP 4xx) is an outage, not a fault of the mail: the mail stays queued however
 * long the outage lasts, so none is lost. A mail the server refuses for good (5xx) or that failed for another
 * reason (it could not be built, say) is given up after `maxAttempts`. The pause between attempts grows with them, up to an hour.
 */

/** nodemailer's and Node's codes of a server that could not be talked to, and of a mail directory that cannot be written. */
const OUTAGE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR']);

/** The longest pause between two attempts, in minutes (also in the outboxes' SQL). */
export const MAIL_RETRY_MAX_PAUSE_MINUTES = 60;

export interface MailRetry {
  status: 'pending' | 'failed';
  /** Attempts so far, this one included. */
  attempts: number;
  error: string;
}

/** True when `error` says the mail server (or the mail directory) is out of service rather than the mail refused. */
export function isMailOutage(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  // RFC 5321: a 5yz reply refuses the mail for good, except 503 (a session in the wrong state); any other reply
  // (421 "service not available", 4yz "try later") is the server's trouble. The rule of nodemailer's own
  // isPermanentResponseCode, which its package types do not export.
  if (typeof responseCode === 'number') return !(responseCode >= 500 && responseCode < 600 && responseCode !== 503);
  return typeof code === 'string' && OUTAGE_CODES.has(code);
}

/** The outcome of the attempt number `previousAttempts + 1` that failed with `error`. */
export function mailRetry(error: unknown, previousAttempts: number, maxAttempts: number): MailRetry {
  const attempts = previousAttempts + 1;
  const givenUp = !isMailOutage(error) && attempts >= maxAttempts;
  const text = error instanceof Error ? error.message : String(error);
  return { status: givenUp ? 'failed' : 'pending', attempts, error: text.slice(0, 500) };
}
