import type { AppContext } from '@server/app-context.ts';
import { englishAnswer } from '@server/lib/dict-english.ts';
import { socketLocale } from '@server/lib/message-catalogue.ts';
import { socketToken } from '@server/realtime/exam-hub.ts';
import { socketOriginGuard } from '@server/realtime/socket-origin.ts';
import { socketRegistry } from '@server/realtime/socket-registry.ts';
import { SocketClose } from '@xuekao/contracts';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { recordStudyRows } from '../../stat/analysis-rollup.ts';
import { safely } from '../../stat/stat-rollup.ts';
import { findCourseFileIn, findStudyableCourse } from '../courses/course-access.queries.ts';
import { ensureStudyRows } from './study.queries.ts';
import { STOP_TEXTS, StudyConn } from './study-conn.ts';

/**
 * The study socket `/api/socket/read/{userId}/{courseId}/{fileId}` (docs/COURSES.md): the only source of
 * learning time. One socket per learner: a new one stops the others on every process (bus `study:claim`);
 * `study:stop` ends a learner's study of a course (face failures).
 */

const CLAIM = 'study:claim';
const STOP = 'study:stop';
const NOT_STUDYABLE = '课程不存在或不在学习时间内！';

interface ClaimMsg {
  userId: string;
  connId: string;
  /** The claim's number: sockets with a lower one stop (StudyConn.claim). */
  no: number;
}
interface StopMsg {
  userId: string;
  courseId: string;
  msg: string;
}

/** Ends the learner's study of the course on every process (the socket answers `stopped`). */
export async function stopStudy(app: AppContext, userId: string, courseId: string, msg: string): Promise<void> {
  await app.bus.publish(STOP, { userId, courseId, msg } satisfies StopMsg);
}

/** Registers the route (after @fastify/websocket is registered) and this process's fan-out. */
export function registerStudySocket(fastify: FastifyInstance, app: AppContext): void {
  const conns = new Map<string, Set<StudyConn>>();
  app.bus.subscribe(CLAIM, (raw) => {
    const m = raw as ClaimMsg;
    for (const c of conns.get(m.userId) ?? [])
      if (c.id !== m.connId && c.claimedBefore(m.no)) void c.stop(STOP_TEXTS.replaced);
  });
  app.bus.subscribe(STOP, (raw) => {
    const m = raw as StopMsg;
    for (const c of conns.get(m.userId) ?? []) if (c.courseId === m.courseId) void c.stop(m.msg);
  });

  fastify.get<{ Params: { userId: string; courseId: string; fileId: string } }>(
    '/api/socket/read/:userId/:courseId/:fileId',
    { websocket: true, onRequest: socketOriginGuard(app.config) },
    async (socket: WebSocket, req) => {
      const { userId, courseId, fileId } = req.params;
      const early: string[] = [];
      const onEarly = (d: Buffer) => early.push(d.toString());
      socket.on('message', onEarly);
      const english = socketLocale(req) === 'en-US';
      const token = socketToken(req);
      const session = token ? await app.sessions.resolve(token) : null;
      if (!token || !session || session.userId !== userId) {
        socket.close(SocketClose.UNAUTHORIZED, 'unauthorized');
        return;
      }
      const course = await findStudyableCourse(app.db, courseId, session);
      const file = course ? await findCourseFileIn(app.db, courseId, fileId) : undefined;
      if (!course || !file) {
        const stop = { stopped: true, stopMsg: NOT_STUDYABLE, all: false, current: false, learnSec: 0, due: '' };
        socket.send(JSON.stringify(english ? englishAnswer(stop) : stop));
        socket.close(SocketClose.NOT_FOUND, 'not found');
        return;
      }
      const maintenance = await app.settings.maintenance();
      if (maintenance.on) {
        // Maintenance mode: no new study session (the time credited so far is kept).
        const stop = { stopped: true, stopMsg: maintenance.msg, all: false, current: false, learnSec: 0, due: '' };
        socket.send(JSON.stringify(stop));
        socket.close(1000, 'maintenance');
        return;
      }
      const learn = await ensureStudyRows(app.db, { userId, courseId, fileId });
      const k = { userId, deptCode: session.deptCode, courseId, fileId };
      await safely(app, recordStudyRows(app, k, learn.made));
      let alive = async () => true;
      const conn = new StudyConn(app, session, course, file, learn, {
        send: (m) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(english ? englishAnswer(m) : m));
        },
        close: () => socket.close(1000, 'stopped'),
        alive: () => alive(),
      });
      // an ended session stops crediting at once (halt), then the socket closes
      const handle = await socketRegistry(app).add('study', session, token, (code, reason) => {
        conn.halt();
        socket.close(code, reason);
      });
      alive = handle.alive;
      if (socket.readyState !== socket.OPEN) {
        handle.release();
        conn.release();
        return;
      }
      const mine = conns.get(userId) ?? new Set<StudyConn>();
      conns.set(userId, mine);
      mine.add(conn);
      socket.off('message', onEarly);
      socket.on('message', (d: Buffer) => conn.handle(d.toString()));
      socket.on('close', () => {
        handle.release();
        mine.delete(conn);
        if (!mine.size) conns.delete(userId);
        conn.release();
      });
      const no = await conn.claim();
      await app.bus.publish(CLAIM, { userId, connId: conn.id, no } satisfies ClaimMsg);
      socket.send(JSON.stringify(conn.status()));
      for (const t of early) conn.handle(t);
    },
  );
}
