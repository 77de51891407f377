import type { FastifyReply } from 'fastify';

/** An answer other than JSON, as a route handler returns it: a page or file, or a redirect. */
export type RawReply =
  | { redirect: string }
  | {
      contentType: string;
      body: string;
      /** Only when it differs from the route's success status. */
      status?: number;
      headers?: Record<string, string>;
      /** Offered as a download under this name (Content-Disposition: attachment). */
      fileName?: string;
    };

/** Sends the browser on with 303 See Other (after a form post, the next request is a GET). */
export const redirectTo = (url: string): RawReply => ({ redirect: url });

export function sendRawReply(reply: FastifyReply, raw: RawReply): FastifyReply {
  if ('redirect' in raw) return reply.redirect(raw.redirect, 303);
  if (raw.status) reply.code(raw.status);
  if (raw.headers) reply.headers(raw.headers);
  if (raw.fileName) reply.header('content-disposition', `attachment; filename="${raw.fileName.replace(/["\\\r\n]/g, '_')}"`);
  return reply.type(raw.contentType).send(raw.body);
}
