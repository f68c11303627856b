import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { refuseUpgrade } from '../realtime/refuse-upgrade.ts';

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
      refuseUpgrade(req, reply, 503);
    }
  });
  fastify.addHook('preClose', async () => {
    ctx.lifecycle.draining = true;
    for (const client of fastify.websocketServer?.clients ?? []) client.close(SOCKET_RESTART_CODE, 'service restart');
  });
}
