import type { ConnectionError } from 'fastify';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { DomainError, type ErrorCode } from '@bonus/domain';

/** What Node's HTTP parser refuses, by its error code; anything else it cannot read is bad input. */
const PARSER_REFUSALS: Readonly<Record<string, ErrorCode>> = {
  HPE_HEADER_OVERFLOW: 'HEADERS_TOO_LARGE', // the request line and headers over Node's 16 KB
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'PAYLOAD_TOO_LARGE', // a chunked body's extensions over 16 KB
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT', // headers not complete within headersTimeout
};

/** The api's error body of a code, with the status and headers it is sent with (the connection is closed after it). */
function refusal(code: ErrorCode): { status: number; headers: Record<string, string>; body: string } {
  const refused = new DomainError(code);
  const body = JSON.stringify({ error: refused.message, code });
  return { status: refused.status, headers: { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)), connection: 'close' }, body };
}

/**
 * Fastify's `clientErrorHandler`: a request Node refuses before Fastify sees it (headers or an address
 * over the size limit, a broken request line or Content-Length, chunk extensions too large, headers too
 * slow) gets the same JSON body with a code as every other refusal, written as a whole HTTP/1.1 answer,
 * instead of Fastify's body without a code or Node's empty one.
 */
export function answerClientError(error: ConnectionError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return;
  // An answer already under way on this socket (the parser failed on the body of a request being answered)
  // cannot be followed by another: Node's own default cuts the connection then too.
  if ((socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage?.headersSent) return void socket.destroy();
  const { status, headers, body } = refusal(PARSER_REFUSALS[error.code] ?? 'VALIDATION_FAILED');
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

/** A request whose `Expect` header asks for something other than 100-continue: Node's own answer is a bare 417. */
export function answerUnmetExpectation(_request: IncomingMessage, response: ServerResponse): void {
  const { status, headers, body } = refusal('EXPECTATION_FAILED');
  response.writeHead(status, headers).end(body);
}
