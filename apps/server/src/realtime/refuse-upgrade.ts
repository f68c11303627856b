import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Refuses a WebSocket handshake with an HTTP status (and an optional JSON body), written on the raw socket
 * which is then ended. An upgrade's socket is outside the HTTP server's keep-alive handling: a reply sent the
 * usual way would leave it half open, and the server's close would wait for it forever.
 */
export function refuseUpgrade(req: FastifyRequest, reply: FastifyReply, status: number, body?: unknown): void {
  reply.hijack();
  const text = body === undefined ? '' : JSON.stringify(body);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    'Connection: close',
    ...(text ? ['Content-Type: application/json; charset=utf-8'] : []),
    `Content-Length: ${Buffer.byteLength(text)}`,
  ];
  req.raw.socket.end(`${head.join('\r\n')}\r\n\r\n${text}`);
}
