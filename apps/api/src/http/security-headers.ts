import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * helmet's security headers (its defaults: CSP, HSTS, nosniff, frame and referrer policies, …), worked
 * out once and set on every answer. Not @fastify/helmet: it builds helmet's middleware anew for every
 * request, which halved the throughput of a cached read (tools/bench/api-load.ts). A route that needs
 * another policy (the local gateway's pages) sets its own header, which replaces this one.
 */
export function securityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet's middleware sets, read by running it once against a stand-in response. */
export function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet()({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}
