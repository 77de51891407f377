import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import querystring from 'node:querystring';
import type { Readable, Transform } from 'node:stream';
import zlib from 'node:zlib';

/** JSON bodies (GraphQL documents included); the local gateway's forms are far smaller. */
export const BODY_LIMIT = 1024 * 1024;
const FORM_LIMIT = 10 * 1024;
const JSON_CONTENT = /^application\/json\b/i;

/** Whether a request's content type is JSON (with or without parameters), as the apps send their queries. */
export const isJsonContent = (contentType: string | undefined): boolean => JSON_CONTENT.test(contentType ?? '');

const DECODERS: Record<string, () => Transform> = {
  gzip: zlib.createGunzip,
  'x-gzip': zlib.createGunzip,
  deflate: zlib.createInflate,
  br: zlib.createBrotliDecompress,
};

/**
 * How request bodies are read: JSON only (an empty body is `{}`), compressed bodies inflated (a body
 * that does not inflate is bad input, an unknown encoding 415). Any other content type is refused with
 * 415 before its body is read; the scopes that take forms or raw bytes add their parsers.
 */
export function registerBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers(); // Fastify's text/plain parser too: the api never reads plain text
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (request, body, done) => {
    if ((body as string).trim() === '') done(null, {});
    else parseJson(request, body as string, done);
  });
  app.addHook('preParsing', (request, _reply, payload, done) => {
    try {
      done(null, decodedBody(request, payload));
    } catch (error) {
      done(error as Error);
    }
  });
}

/** The local payment gateway's pages post urlencoded forms, read with node:querystring. */
export async function acceptForms(scope: FastifyInstance): Promise<void> {
  await scope.register(formBody, { bodyLimit: FORM_LIMIT, parser: (text) => querystring.parse(text) });
}

/** Signed webhooks need the exact bytes that were signed, whatever their content type. */
export function keepRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT }, (_request, body, done) => done(null, body));
}

function decodedBody(request: FastifyRequest, payload: Readable): Readable {
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (!encoding || encoding === 'identity') return payload;
  const decoder = DECODERS[encoding];
  if (!decoder) throw Object.assign(new Error(`unsupported content encoding "${encoding}"`), { statusCode: 415 });
  const decoded = decoder() as Transform & { receivedEncodedLength: number };
  // Fastify compares this with Content-Length and limits it like the decoded length.
  decoded.receivedEncodedLength = 0;
  payload.on('data', (chunk: Buffer) => (decoded.receivedEncodedLength += chunk.length));
  payload.on('error', (error) => decoded.destroy(error));
  return payload.pipe(decoded);
}
