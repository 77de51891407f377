import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { documentedStatuses } from '../rest/openapi';

/** The first breaches a copy keeps for its tests to read (the log has every one). */
const KEPT_BREACHES = 100;

/**
 * Watches that a REST route answers only with a status its OpenAPI document lists (issue #57): third-party
 * tools generate their clients from the document, so an unlisted status is a broken promise. Each one is
 * logged as an error and kept in `breaches`, which the api's tests fail on (testing/test-api.ts), so a
 * new refusal cannot stay undocumented. A 500 is left to the error handler's own log: it is a fault, not
 * a refusal to document.
 */
export function watchContract(app: FastifyInstance, logger: Logger): { breaches: readonly string[] } {
  const breaches: string[] = [];
  app.addHook('onResponse', (request, reply, done) => {
    const definition = request.routeOptions.config.definition;
    const status = reply.statusCode;
    if (definition && status !== 500 && !documentedStatuses(definition).has(status)) {
      const breach = `${request.method} ${definition.path} answered ${status}, which its document does not list`;
      logger.error({ reqId: request.id, route: definition.path, status }, 'status not in the API document');
      if (breaches.length < KEPT_BREACHES) breaches.push(breach);
    }
    done();
  });
  return { breaches };
}
