import websocket from '@fastify/websocket';
import { type ExamSocketMessage, SocketClose } from '@xuekao/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { AppContext } from '../app-context.ts';
import { englishAnswer } from '../lib/dict-english.ts';
import { socketLocale } from '../lib/message-catalogue.ts';
import { readToken } from '../plugins/route-table.ts';
import { socketOriginGuard } from './socket-origin.ts';
import { socketRegistry } from './socket-registry.ts';

/**
 * The exam socket `/api/socket/exam/{userId}/{examId}/{platform}` (docs/REQUIREMENTS.md#proctoring):
 * 'ping' gets 'pong' and marks the examinee online; 'face-out' is counted on the paper (ExamSocketEvents);
 * staff warnings and server hand-ins reach the examinee as JSON `ExamSocketMessage`s. Messages go out over the bus, so with Redis every process
 * delivers to the sockets it holds. Presence lives in the key-value store (memory or Redis).
 */

const CHANNEL = 'exam:socket';
/** A socket's face-out frames closer together than this are dropped (the camera sends one per 10 s). */
const FACE_OUT_LOCAL_GAP_MS = 5_000;
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

/**
 * Events an examinee's page reports over the socket (text frames besides 'ping'), handled by the paper
 * module: 'face-out' = the exam camera has seen no face for 10 s (learner-side.md face tracking camera).
 */
export interface ExamSocketEvents {
  faceOut(examId: string, userId: string): Promise<void>;
  /** Whether the learner may join the exam's room: a paper of that exam in progress. */
  mayJoin(examId: string, userId: string): Promise<boolean>;
}

/** Registers the socket route and the fan-out of this process. */
export async function registerExamSocket(
  fastify: FastifyInstance,
  app: AppContext,
  events: ExamSocketEvents,
): Promise<void> {
  // A socket's error (an oversized frame, a broken connection) is the client's doing: a warning without stack.
  const errorHandler = (e: Error, socket: WebSocket, req: FastifyRequest) => {
    req.log.warn(`websocket: ${e.message}`);
    socket.terminate();
  };
  await fastify.register(websocket, { errorHandler, options: { maxPayload: 4096 } });
  /** examId -> userId -> open sockets of this process. */
  const rooms = new Map<string, Map<string, Set<WebSocket>>>();
  const englishSockets = new WeakSet<WebSocket>();

  app.bus.subscribe(CHANNEL, (raw) => {
    const m = raw as Envelope;
    const room = rooms.get(m.examId);
    if (!room) return;
    const text = JSON.stringify(m.message);
    let english: string | undefined;
    const targets = m.userIds.length ? m.userIds : [...room.keys()];
    for (const u of targets) {
      for (const ws of room.get(u) ?? []) {
        // Staff warnings are sent as typed; the server's own notices (hand-ins) in the socket's language.
        if (!englishSockets.has(ws) || m.message.type !== 'hand') {
          ws.send(text);
          continue;
        }
        english ??= JSON.stringify(englishAnswer(m.message));
        ws.send(english);
      }
    }
  });

  fastify.get<{ Params: { userId: string; examId: string; platform: string } }>(
    '/api/socket/exam/:userId/:examId/:platform',
    { websocket: true, onRequest: socketOriginGuard(app.config) },
    async (socket, req) => {
      const { userId, examId } = req.params;
      // Buffer what arrives while the session resolves.
      const early: string[] = [];
      const onEarly = (d: Buffer) => early.push(d.toString());
      socket.on('message', onEarly);
      const token = socketToken(req);
      const session = token ? await app.sessions.resolve(token) : null;
      if (!token || !session || session.userId !== userId) {
        socket.close(SocketClose.UNAUTHORIZED, 'unauthorized');
        return;
      }
      if (!(await events.mayJoin(examId, userId))) {
        socket.close(SocketClose.NOT_FOUND, 'no paper');
        return;
      }
      const handle = await socketRegistry(app).add('exam', session, token, (code, reason) =>
        socket.close(code, reason),
      );
      if (socket.readyState !== socket.OPEN) {
        handle.release();
        return;
      }
      socket.off('message', onEarly);
      const room = rooms.get(examId) ?? new Map<string, Set<WebSocket>>();
      rooms.set(examId, room);
      const mine = room.get(userId) ?? new Set<WebSocket>();
      room.set(userId, mine);
      mine.add(socket);
      if (socketLocale(req) === 'en-US') englishSockets.add(socket);
      const key = presenceKey(examId, userId);
      const touch = () => app.kv.set(key, '1', PRESENCE_TTL_SEC).catch(() => {});
      void touch();
      let lastFaceOut = 0;
      const onMessage = async (text: string) => {
        if (!(await handle.alive())) return;
        if (text === 'ping') {
          socket.send('pong');
          void touch();
        } else if (text === 'face-out' && Date.now() - lastFaceOut >= FACE_OUT_LOCAL_GAP_MS) {
          // Frames faster than the camera's 10 s are dropped here, before the shared store is asked.
          lastFaceOut = Date.now();
          events.faceOut(examId, userId).catch((err: unknown) => app.log.warn({ err }, 'face-out not recorded'));
        }
      };
      for (const t of early) void onMessage(t);
      socket.on('message', (d: Buffer) => void onMessage(d.toString()));
      socket.on('close', () => {
        handle.release();
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
