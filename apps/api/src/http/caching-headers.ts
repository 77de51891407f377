import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';

/**
 * How long a browser, a CDN or the web image's nginx (docker/nginx/spa.conf.template) may reuse a public
 * read without asking (a price or a seat count half a minute old is fine for a third-party listing; the
 * apps read through GraphQL, which is never shared), and how long after that it may still serve it while
 * it fetches the new one in the background.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

/**
 * What caches may keep. Personal answers (any route that identifies its caller, GraphQL, the gateway's
 * pages and files) are `no-store`. Public JSON reads are shared (PUBLIC_READ_CACHE_CONTROL), carry an
 * ETag of their bytes and answer 304 to a matching If-None-Match. A route that sets its own
 * Cache-Control (the calendar feed) keeps it.
 */
export function cachingHeaders(app: FastifyInstance): void {
  // A cached read sends the same bytes object until its data changes (schema-compilers.ts): its tag is worked out once.
  const tags = new WeakMap<Buffer, string>();
  const tagOf = (payload: string | Buffer) => {
    let tag = typeof payload === 'string' ? undefined : tags.get(payload);
    if (tag === undefined) {
      tag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
      if (typeof payload !== 'string') tags.set(payload, tag);
    }
    return tag;
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.hasHeader('cache-control')) return done(null, payload);
    const revalidated = reply.statusCode === 200 && isPublicRead(request) && (typeof payload === 'string' || Buffer.isBuffer(payload));
    if (!revalidated) {
      reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    const etag = tagOf(payload as string | Buffer);
    reply.header('etag', etag).header('cache-control', PUBLIC_READ_CACHE_CONTROL);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return done(null, payload);
    reply.code(304);
    done(null, '');
  });
}

/** A GET (or HEAD) of a public JSON route of the table, or of the API's own document. */
function isPublicRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const definition = request.routeOptions.config?.definition;
  if (definition) return definition.access === 'public' && !definition.raw;
  return request.routeOptions.url === '/openapi.json';
}

/** RFC 9110 §13.1.2: `*` or any listed tag, weak or strong, matches. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
