import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorMessage } from '@bonus/domain';

/**
 * Requests Node refuses before Fastify sees them (an address or headers over the size limit, a broken
 * request line) get the same JSON `error` body as every other refusal instead of Node's empty reply.
 */
export function answerMalformedRequests(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return;
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const code = tooLarge ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
    const body = JSON.stringify({ error: errorMessage(code), code });
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}
