import type { ErrorRequestHandler } from 'express';
import { errorMessage, isDomainError } from '@bonus/domain';
import { errorFields, errorReason, errorText } from '../validation';

/** Maps coded domain errors to their HTTP status; the body always carries an `error` text. */
export const restErrorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (isDomainError(error)) {
    if (error.status >= 500) req.log?.error({ err: error, details: error.details }, error.code);
    res.status(error.status).json({ error: errorText(error), code: error.code, fields: errorFields(error), reason: errorReason(error) });
    return;
  }
  if (isBodyParserError(error)) {
    res.status(400).json({ error: errorMessage('VALIDATION_FAILED'), code: 'VALIDATION_FAILED' });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  res.status(500).json({ error: errorMessage('SERVER_ERROR'), code: 'SERVER_ERROR' });
};

function isBodyParserError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'type' in error && (error as { status?: number }).status === 400;
}
