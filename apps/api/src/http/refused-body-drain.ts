import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** How much of a refused body is read and thrown away before the connection is cut after all. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Answers before the body, then drains it. Fastify marks a body it refused (too large, a type no
 * route reads, unreadable) `Connection: close`, and Node closes the socket as soon as the answer is
 * written: a client still sending its 10 MB gets a reset (EPIPE) instead of the 413 it was sent.
 * Keeping the connection lets Node read the rest and discard it; past DRAIN_LIMIT the socket is cut.
 */
export function drainRefusedBodies(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && !request.raw.complete) {
      reply.removeHeader('connection');
      discardRest(request.raw);
    }
    done(null, payload);
  });
}

function discardRest(raw: IncomingMessage): void {
  let discarded = 0;
  raw.unpipe(); // from a decompressing stream that no longer reads
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DRAIN_LIMIT) raw.socket.destroy();
  });
  raw.resume();
}
