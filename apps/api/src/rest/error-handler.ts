import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { DomainError, errorMessage, isDomainError } from '@bonus/domain';
import { isDatabaseUnavailable } from '@bonus/server';
import { bearerChallenge } from '../http/bearer-challenge';
import { errorFields, errorReason, errorText } from '../validation';

/** Maps coded domain errors to their HTTP status; the body always carries an `error` text. */
export const restErrorHandler =
  (logger: Logger) =>
  (error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    if (isDomainError(error)) {
      if (error.status >= 500) logger.error({ reqId: request.id, err: error, details: error.details }, error.code);
      const challenge = bearerChallenge(error.code, error.status, Boolean(request.headers.authorization));
      if (challenge) reply.header('www-authenticate', challenge);
      return reply.code(error.status).send({ error: errorText(error), code: error.code, fields: errorFields(error), reason: errorReason(error) });
    }
    if (isClientRequestError(error)) return refuseUnreadableRequest(reply, error.statusCode);
    if (isDatabaseUnavailable(error)) {
      logger.warn({ reqId: request.id, err: error }, 'database unavailable');
      return reply.code(503).send({ error: errorMessage('SERVICE_UNAVAILABLE'), code: 'SERVICE_UNAVAILABLE' });
    }
    logger.error({ reqId: request.id, err: error }, 'unhandled error');
    return reply.code(500).send({ error: errorMessage('SERVER_ERROR'), code: 'SERVER_ERROR' });
  };

/** No route has this path and method. */
export const notFound = (_request: FastifyRequest, reply: FastifyReply): FastifyReply => reply.code(404).send({ error: errorMessage('NOT_FOUND'), code: 'NOT_FOUND' });

/** Requests Fastify cannot route (a path whose percent-encoding does not decode, a parameter too long) are bad input. */
export const frameworkErrors = (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply => refuseUnreadableRequest(reply, 400);

/** A too large body is 413, a content type or encoding the route does not read 415, anything else the request cannot be read for 400, each with the Czech text. */
function refuseUnreadableRequest(reply: FastifyReply, status: number): FastifyReply {
  const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'VALIDATION_FAILED';
  return reply.code(new DomainError(code).status).send({ error: errorMessage(code), code });
}

/**
 * Fastify's own refusals of a request it cannot read carry a 4xx `statusCode`: malformed JSON, a body
 * too large, a bad Content-Length or Content-Encoding.
 */
function isClientRequestError(error: unknown): error is { statusCode: number } {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
