/**
 * An error as a log line carries it: type, message, code and stack. pino's default serialiser copies
 * every property, and pg's errors carry their whole client (connection settings, type tables,
 * socket state): hundreds of lines per lost connection. An error the database itself reported (it
 * has a severity) goes without its stack, which only walks pg's protocol parser.
 */
export function errorForLog(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code, severity, errors } = error as Error & { code?: unknown; severity?: unknown; errors?: unknown };
  // A refused connection to a host with several addresses is an AggregateError with an empty message.
  const message = error.message || (Array.isArray(errors) ? errors.map((inner) => String((inner as Error)?.message ?? inner)).join('; ') : '');
  return {
    type: error.constructor.name,
    message,
    ...(code === undefined ? {} : { code }),
    ...(typeof severity === 'string' ? {} : { stack: error.stack }),
  };
}
