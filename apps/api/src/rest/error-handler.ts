import type { ErrorRequestHandler } from 'express';
import type { Logger } from 'pino';
import { errorMessage, isDomainError } from '@bonus/domain';
import { isDatabaseUnavailable } from '@bonus/server';
import { errorFields, errorReason, errorText } from '../validation';

/** Maps coded domain errors to their HTTP status; the body always carries an `error` text. */
export const restErrorHandler = (logger: Logger): ErrorRequestHandler => (error, req, res, _next) => {
  if (isDomainError(error)) {
    if (error.status >= 500) logger.error({ reqId: req.id, err: error, details: error.details }, error.code);
    res.status(error.status).json({ error: errorText(error), code: error.code, fields: errorFields(error), reason: errorReason(error) });
    return;
  }
  if (isClientRequestError(error)) {
    const code = error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
    res.status(error.status === 413 ? 413 : 400).json({ error: errorMessage(code), code });
    return;
  }
  if (isDatabaseUnavailable(error)) {
    logger.warn({ reqId: req.id, err: error }, 'database unavailable');
    res.status(503).json({ error: errorMessage('SERVICE_UNAVAILABLE'), code: 'SERVICE_UNAVAILABLE' });
    return;
  }
  logger.error({ reqId: req.id, err: error }, 'unhandled error');
  res.status(500).json({ error: errorMessage('SERVER_ERROR'), code: 'SERVER_ERROR' });
};

/**
 * Express's own refusals of a request it cannot read carry a 4xx `status` (the http-errors
 * convention): malformed JSON, a body too large, a bad charset or Content-Encoding, a path whose
 * percent-encoding does not decode.
 */
function isClientRequestError(error: unknown): error is { status: number } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
