/** Socket-level failures reaching PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is down, shutting down, starting up or full. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres reports a dropped connection or a pool wait that timed out only by message. */
const UNAVAILABLE_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable/i;

/**
 * Whether an error means the database cannot be reached right now (rather than a bug or bad data),
 * so callers answer 503 and the request can simply be retried once it is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    // TypeORM wraps the driver's error, AggregateError (several addresses refused) lists them, and
    // graphql-js wraps a thrown value it does not recognise as an Error (one from another realm).
    const wrapper = current as { driverError?: unknown; errors?: unknown[]; thrownValue?: unknown; cause?: unknown };
    current = wrapper.driverError ?? wrapper.errors?.[0] ?? wrapper.thrownValue ?? wrapper.cause;
  }
  return false;
}
