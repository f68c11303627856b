import websocket from '@fastify/websocket';
import type { ExamSocketMessage } from '@xuekao/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../app-context.ts';
import { readToken } from '../plugins/route-table.ts';

/**
 * The exam socket `/api/socket/exam/{userId}/{examId}/{platform}` (docs/REQUIREMENTS.md#proctoring):
 * 'ping' gets 'pong' and marks the examinee online; staff warnings and server hand-ins reach the
 * examinee as JSON `ExamSocketMessage`s. Messages go out over the bus, so with Redis every process
 * delivers to the sockets it holds. Presence lives in the key-value store (memory or Redis).
 */

const CHANNEL = 'exam:socket';
/** An examinee is online while pings keep coming (every 10 s). */
const PRESENCE_TTL_SEC = 30;

interface Envelope {
  examId: string;
  /** Empty: every connected examinee of the exam. */
  userIds: string[];
  message: ExamSocketMessage;
}

const presenceKey = (examId: string, userId: string) => `online:${examId}:${userId}`;

/** Sends a message to examinees of an exam on every process. */
export async function notifyExamUsers(
  app: AppContext,
  examId: string,
  userIds: string[],
  message: ExamSocketMessage,
): Promise<void> {
  await app.bus.publish(CHANNEL, { examId, userIds, message } satisfies Envelope);
}

/** Which of the users have an exam socket open now (any process). */
export async function onlineUsers(app: AppContext, examId: string, userIds: string[]): Promise<Set<string>> {
  const flags = await Promise.all(userIds.map((u) => app.kv.get(presenceKey(examId, u))));
  return new Set(userIds.filter((_, i) => flags[i] !== null));
}

/**
 * The socket's token: the web's browser sends its HttpOnly session cookie with the upgrade (a GET, so
 * route-table's readToken accepts it; SameSite=Strict keeps it off cross-site handshakes). A `?token=`
 * query or `token` header still works for other clients.
 */
export function socketToken(req: FastifyRequest): string | undefined {
  const q = (req.query as { token?: unknown }).token;
  if (typeof q === 'string' && q && q.length <= 128) return q;
  return readToken(req);
}

/** Registers the socket route and the fan-out of this process. */
export async function registerExamSocket(fastify: FastifyInstance, app: AppContext): Promise<void> {
  await fastify.register(websocket, { options: { maxPayload: 4096 } });
  /** examId -> userId -> open sockets of this process. */
  const rooms = new Map<string, Map<string, Set<WebSocket>>>();

  app.bus.subscribe(CHANNEL, (raw) => {
    const m = raw as Envelope;
    const room = rooms.get(m.examId);
    if (!room) return;
    const text = JSON.stringify(m.message);
    const targets = m.userIds.length ? m.userIds : [...room.keys()];
    for (const u of targets) for (const ws of room.get(u) ?? []) ws.send(text);
  });

  fastify.get<{ Params: { userId: string; examId: string; platform: string } }>(
    '/api/socket/exam/:userId/:examId/:platform',
    { websocket: true },
    async (socket, req) => {
      const { userId, examId } = req.params;
      // Buffer what arrives while the session resolves.
      const early: string[] = [];
      const onEarly = (d: Buffer) => early.push(d.toString());
      socket.on('message', onEarly);
      const token = socketToken(req);
      const session = token ? await app.sessions.resolve(token) : null;
      if (!session || session.userId !== userId) {
        socket.close(4001, 'unauthorized');
        return;
      }
      socket.off('message', onEarly);
      const room = rooms.get(examId) ?? new Map<string, Set<WebSocket>>();
      rooms.set(examId, room);
      const mine = room.get(userId) ?? new Set<WebSocket>();
      room.set(userId, mine);
      mine.add(socket);
      const key = presenceKey(examId, userId);
      const touch = () => app.kv.set(key, '1', PRESENCE_TTL_SEC).catch(() => {});
      void touch();
      const onMessage = (text: string) => {
        if (text === 'ping') {
          socket.send('pong');
          void touch();
        }
      };
      for (const t of early) onMessage(t);
      socket.on('message', (d: Buffer) => onMessage(d.toString()));
      socket.on('close', () => {
        mine.delete(socket);
        if (!mine.size) {
          room.delete(userId);
          void app.kv.del(key).catch(() => {});
        }
        if (!room.size) rooms.delete(examId);
      });
    },
  );
}
