import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';

/**
 * Close code told to every socket when its process stops (RFC 6455 1012 "service restart"): the page opens
 * the socket again, and the balancer sends it to another process (docs/ARCHITECTURE.md "Stopping a process").
 */
export const SOCKET_RESTART_CODE = 1012;

/**
 * A graceful stop (main.ts on SIGTERM): `ctx.lifecycle.draining` makes /api/ready answer 503 and refuses new
 * socket handshakes (503), so the balancer moves new work elsewhere; then `app.close()` stops accepting, waits for
 * calls in flight (their group-commit writes included), and closes every open socket with
 * SOCKET_RESTART_CODE before @fastify/websocket's own close (hooks run in order of registration: this one is
 * registered before the sockets).
 */
export function registerDrain(fastify: FastifyInstance, ctx: AppContext): void {
  fastify.addHook('onRequest', async (req, reply) => {
    if (ctx.lifecycle.draining && req.headers.upgrade?.toLowerCase() === 'websocket') {
      // Written on the raw socket and ended: an upgrade's socket is outside the HTTP server's keep-alive
      // handling, so a reply sent the usual way would leave it half open and hold the server's close.
      reply.hijack();
      req.raw.socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    }
  });
  fastify.addHook('preClose', async () => {
    ctx.lifecycle.draining = true;
    for (const client of fastify.websocketServer?.clients ?? []) client.close(SOCKET_RESTART_CODE, 'service restart');
  });
}
