import type { AppContext } from '@server/app-context.ts';
import { englishAnswer } from '@server/lib/dict-english.ts';
import { socketLocale } from '@server/lib/message-catalogue.ts';
import { socketToken } from '@server/realtime/exam-hub.ts';
import { socketOriginGuard } from '@server/realtime/socket-origin.ts';
import { socketRegistry } from '@server/realtime/socket-registry.ts';
import { BATTLE_SOCKET_PATH, SocketClose } from '@xuekao/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { isBattleInRange } from '../contest/battle.queries.ts';
import { BattleConn } from './battle-conn.ts';
import { BattleHub, errorMsg } from './battle-hub.ts';

/**
 * The battle socket `/api/socket/battle/{contestId}` (contracts schemas/battle-socket.ts): the learner must
 * be signed in and in the contest's range; everything else (open time, modes, limits) is checked per
 * request. Registered after @fastify/websocket (exam-hub.ts registers it).
 */
export function registerBattleSocket(fastify: FastifyInstance, app: AppContext): BattleHub {
  const hub = new BattleHub(app);
  fastify.addHook('onClose', async () => hub.close());

  fastify.get<{ Params: { contestId: string } }>(
    BATTLE_SOCKET_PATH,
    { websocket: true, onRequest: socketOriginGuard(app.config) },
    async (socket: WebSocket, req) => {
      const early: string[] = [];
      const onEarly = (d: Buffer) => early.push(d.toString());
      socket.on('message', onEarly);
      const english = socketLocale(req) === 'en-US';
      const token = socketToken(req);
      const session = token ? await app.sessions.resolve(token) : null;
      if (!token || !session) {
        socket.close(SocketClose.UNAUTHORIZED, 'unauthorized');
        return;
      }
      const battleId = String(req.params.contestId).slice(0, 64);
      if (!(await isBattleInRange(app.db, battleId, session))) {
        const refused = errorMsg('not-open');
        socket.send(JSON.stringify(english ? englishAnswer(refused) : refused));
        socket.close(SocketClose.NOT_FOUND, 'not found');
        return;
      }
      const conn = new BattleConn(app, hub, session, battleId, (m) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(english ? englishAnswer(m) : m));
      });
      const handle = await socketRegistry(app).add('battle', session, token, (code, reason) =>
        socket.close(code, reason),
      );
      if (socket.readyState !== socket.OPEN) {
        handle.release();
        return;
      }
      hub.add(session.userId, conn);
      socket.off('message', onEarly);
      // a frame after the session ended (or expired) is not handled: the check closes the socket
      const onFrame = async (text: string) => {
        if (await handle.alive()) conn.handle(text);
      };
      socket.on('message', (d: Buffer) => void onFrame(d.toString()));
      socket.on('close', () => {
        handle.release();
        hub.remove(session.userId, conn);
        void conn.close().catch((e) => app.log.error(e));
      });
      await conn.open();
      for (const t of early) void onFrame(t);
    },
  );
  return hub;
}
