import { ErrorCode, type StudySocketMessage } from '@xuekao/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import {
  courseUserOf,
  insertCourse,
  insertCourseFile,
  learnRowOf,
  pointsLogOf,
} from '../../../../test/course-helpers.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { STOP_TEXTS } from './study-conn.ts';

/**
 * The study socket is the only source of learning time (docs/COURSES.md): every accrual rule replayed
 * against the real server over a real socket. Only `Date` is faked, so heartbeats can be minutes apart.
 */

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (sec: number) => vi.setSystemTime(new Date(Date.now() + sec * 1000));
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

interface Study {
  ws: WebSocket;
  messages: StudySocketMessage[];
  closed: number | null;
}

async function open(userId: string, courseId: string, fileId: string, token: string): Promise<Study> {
  const ws = new WebSocket(`${base}/api/socket/read/${userId}/${courseId}/${fileId}?token=${token}`);
  const s: Study = { ws, messages: [], closed: null };
  ws.on('message', (d) => s.messages.push(JSON.parse(d.toString())));
  ws.on('close', (code) => {
    s.closed = code;
  });
  await until(() => s.messages.length > 0 || s.closed !== null);
  return s;
}

/** Sends a heartbeat and answers the server's reply to it. */
async function beat(s: Study, text = 'ping'): Promise<StudySocketMessage> {
  const n = s.messages.length;
  s.ws.send(text);
  await until(() => s.messages.length > n);
  const m = s.messages.at(-1);
  if (!m || s.messages.length === n) throw new Error(`no answer to ${text}`);
  return m;
}

const learnRow = (userId: string, courseId: string, fileId: string) => learnRowOf(t, userId, courseId, fileId);

describe('study time accrual', () => {
  it('credits real time per heartbeat (at most 15 s), stores it at once, and fix-process adds nothing', async () => {
    const fileId = await insertCourseFile(t, { needLearn: 100 });
    const courseId = await insertCourse(t, [fileId]);
    const l = await newLearner(t);
    const s = await open(l.id, courseId, fileId, l.token);
    expect(s.messages[0]).toMatchObject({ stopped: false, learnSec: 0, due: '' });
    advance(10);
    expect(await beat(s)).toMatchObject({ learnSec: 10, current: false });
    advance(600); // a long silence credits no more than one heartbeat's worth
    expect((await beat(s)).learnSec).toBe(25);
    expect(await beat(s)).toMatchObject({ learnSec: 25 }); // no time passed
    expect((await learnRow(l.id, courseId, fileId))?.learnSec).toBe(25);
    for (let i = 0; i < 3; i++) {
      const r = await t.post<{ learnSec: number }>('/api/course/file/learn/fix-process', { courseId, fileId }, l.token);
      expect(r.data.learnSec).toBe(25);
    }
    s.ws.close();
  });

  it('a hidden page earns nothing until it is visible again', async () => {
    const fileId = await insertCourseFile(t);
    const courseId = await insertCourse(t, [fileId]);
    const l = await newLearner(t);
    const s = await open(l.id, courseId, fileId, l.token);
    advance(10);
    expect((await beat(s, 'hidden')).learnSec).toBe(10);
    advance(10);
    expect((await beat(s)).learnSec).toBe(10);
    s.ws.send('visible');
    await new Promise((r) => setTimeout(r, 100)); // handled before the clock moves on
    advance(10);
    expect((await beat(s)).learnSec).toBe(20);
    s.ws.close();
  });

  it('one study socket per learner: a second one stops the first, which then earns nothing', async () => {
    const fileId = await insertCourseFile(t);
    const courseId = await insertCourse(t, [fileId]);
    const l = await newLearner(t);
    const first = await open(l.id, courseId, fileId, l.token);
    const second = await open(l.id, courseId, fileId, l.token);
    await until(() => first.messages.some((m) => m.stopped));
    expect(first.messages.at(-1)).toMatchObject({ stopped: true, stopMsg: STOP_TEXTS.replaced });
    advance(10);
    first.ws.readyState === WebSocket.OPEN && first.ws.send('ping');
    expect((await beat(second)).learnSec).toBe(10);
    expect((await learnRow(l.id, courseId, fileId))?.learnSec).toBe(10);
    second.ws.close();
  });

  it('two sockets opened at the same moment: exactly one studies on (the later claim), the other is stopped', async () => {
    const fileId = await insertCourseFile(t);
    const courseId = await insertCourse(t, [fileId]);
    const l = await newLearner(t);
    for (let round = 0; round < 3; round++) {
      const both = await Promise.all([0, 1].map(() => open(l.id, courseId, fileId, l.token)));
      await until(() => both.some((s) => s.messages.some((m) => m.stopped)));
      await new Promise((r) => setTimeout(r, 100)); // a wrong second stop would have arrived by now
      const stopped = both.filter((s) => s.messages.some((m) => m.stopped));
      expect(stopped).toHaveLength(1);
      const [on] = both.filter((s) => !stopped.includes(s));
      advance(5);
      expect(await beat(on)).toMatchObject({ stopped: false });
      for (const s of both) s.ws.close();
    }
  });

  it('video: positions cannot run ahead of real time; a jump is refused without dragging', async () => {
    const fileId = await insertCourseFile(t, { fileType: 1, duration: 60, needLearn: 60, fileUrl: '/upload/v.mp4' });
    const courseId = await insertCourse(t, [fileId], { videoDrag: false });
    const l = await newLearner(t);
    const s = await open(l.id, courseId, fileId, l.token);
    advance(10);
    expect((await beat(s, 'pos:10')).learnSec).toBe(10);
    advance(10);
    expect((await beat(s, 'pos:59')).learnSec).toBe(10); // a jump: nothing, and not stored
    expect((await learnRow(l.id, courseId, fileId))?.lastPos).toBe(10);
    advance(10);
    expect((await beat(s, 'pos:999999')).learnSec).toBe(10);
    advance(10);
    expect((await beat(s, 'pos:20')).learnSec).toBe(20);
    advance(10);
    expect((await beat(s, 'pos:20')).learnSec).toBe(20); // paused
    s.ws.close();
  });

  it('finishing every file finishes the course once and grants its points once', async () => {
    const a = await insertCourseFile(t, { needLearn: 20 });
    const b = await insertCourseFile(t, { needLearn: 10 });
    const courseId = await insertCourse(t, [a, b], { points: 7 });
    const l = await newLearner(t);
    let s = await open(l.id, courseId, a, l.token);
    advance(10);
    await beat(s);
    advance(10);
    expect(await beat(s)).toMatchObject({ learnSec: 20, current: true, all: false });
    advance(10);
    expect(await beat(s)).toMatchObject({ learnSec: 20, current: false });
    s.ws.close();
    s = await open(l.id, courseId, b, l.token);
    advance(12);
    expect(await beat(s)).toMatchObject({ learnSec: 10, current: true, all: true });
    s.ws.close();
    const cu = await courseUserOf(t, l.id, courseId);
    expect(cu).toMatchObject({ finished: true, finishCount: 2, learnSec: 30 });
    const logs = await pointsLogOf(t, l.id);
    expect(logs.map((g) => [g.refType, g.points])).toEqual([['course', 7]]);
    const list = await t.post<{ records: Array<{ fileId: string; process: number }> }>(
      '/api/course/file/learn/paging',
      { current: 1, size: 10, params: {} },
      l.token,
    );
    expect(list.data.records.map((r) => r.process)).toEqual([100, 100]);
  });
});

describe('who may study', () => {
  it('a socket for another learner, or a course out of range, is refused', async () => {
    const fileId = await insertCourseFile(t);
    const a = await newLearner(t);
    const b = await newLearner(t);
    const mine = await insertCourse(t, [fileId], { openType: 3 }, { user: [a.id] });
    const asOther = await open(a.id, mine, fileId, b.token);
    expect(asOther.closed).toBe(4001);
    const outside = await open(b.id, mine, fileId, b.token);
    expect(outside.messages[0]).toMatchObject({ stopped: true });
    await until(() => outside.closed !== null);
    expect(outside.closed).toBe(4004);
    for (const url of ['/api/course/file/learn/fix-process', '/api/course/file/fetch-file']) {
      expect((await t.post(url, { courseId: mine, fileId }, b.token)).code).toBe(ErrorCode.NOT_FOUND);
      expect((await t.post(url, { courseId: mine, fileId }, a.token)).code).toBe(0);
    }
    const other = await insertCourseFile(t);
    expect((await t.post('/api/course/file/fetch-file', { courseId: mine, fileId: other }, a.token)).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });

  it('a course disabled during study stops the socket at the next re-check (within a minute)', async () => {
    const fileId = await insertCourseFile(t);
    const courseId = await insertCourse(t, [fileId]);
    const l = await newLearner(t);
    const admin = (await loginAdmin(t)).token;
    const s = await open(l.id, courseId, fileId, l.token);
    advance(10);
    expect((await beat(s)).learnSec).toBe(10);
    expect((await t.post('/api/course/course/state', { ids: [courseId], state: 1 }, admin)).code).toBe(0);
    advance(61);
    s.ws.send('ping');
    await until(() => s.messages.some((m) => m.stopped));
    expect(s.messages.at(-1)).toMatchObject({ stopped: true, stopMsg: STOP_TEXTS.closed, learnSec: 10 });
  });

  it('a disabled or ended course cannot be studied', async () => {
    const fileId = await insertCourseFile(t);
    const l = await newLearner(t);
    const off = await insertCourse(t, [fileId], { state: 1 });
    const ended = await insertCourse(t, [fileId], { endTime: new Date(Date.now() - 1000) });
    for (const c of [off, ended]) {
      const s = await open(l.id, c, fileId, l.token);
      expect(s.messages[0]).toMatchObject({ stopped: true });
    }
  });
});
