import { SocketClose } from '@xuekao/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildSiblingApp, buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertCourse, insertCourseFile, learnRowOf } from '../../test/course-helpers.ts';
import { createExam, createExamBank, examBody, newLearner, startPaper } from '../../test/exam-helpers.ts';
import { createUser, login, loginAdmin, PASSWORD } from '../../test/factories.ts';
import { SOCKET_LIMITS } from './socket-registry.ts';

/**
 * Issue 24 item 7: sockets end with their session (logout, disable, password change, loginTick, on every
 * process), check Origin, are bounded per learner and kind, and an exam socket needs a paper of the learner.
 * Each case performs the attack over real sockets against a listening app.
 */

let t: TestApp;
let admin: string;
let repoId: string;
let port = 0;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
  port = await listen(t);
});
afterAll(() => t.close());

async function listen(app: TestApp): Promise<number> {
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.app.server.address();
  return typeof addr === 'object' && addr ? addr.port : 0;
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};

interface Sock {
  ws: WebSocket;
  messages: string[];
  /** Close code, or the HTTP status of a refused handshake (negative). */
  closed: number | null;
  opened: boolean;
}

function connect(path: string, headers: Record<string, string> = {}, onPort = port): Sock {
  const ws = new WebSocket(`ws://127.0.0.1:${onPort}${path}`, { headers });
  const s: Sock = { ws, messages: [], closed: null, opened: false };
  ws.on('open', () => {
    s.opened = true;
  });
  ws.on('message', (d) => s.messages.push(d.toString()));
  ws.on('close', (code) => {
    s.closed ??= code;
  });
  ws.on('unexpected-response', (_req, res) => {
    s.closed = -(res.statusCode ?? 0);
    ws.terminate();
  });
  ws.on('error', () => {});
  return s;
}

const makeExam = () =>
  createExam(t, admin, examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6 }));

/** An exam socket of a learner with a paper in progress, answering pings. */
async function examSocket(l: { id: string; token: string }, examId: string, onPort = port): Promise<Sock> {
  const s = connect(`/api/socket/exam/${l.id}/${examId}/pc?token=${l.token}`, {}, onPort);
  s.ws.on('open', () => s.ws.send('ping'));
  await until(() => s.messages.includes('pong') || s.closed !== null);
  return s;
}

/** A study socket that answered its status; `beat` sends a heartbeat and answers the reply (or null). */
async function studySocket(l: { id: string; token: string }) {
  const fileId = await insertCourseFile(t, { needLearn: 100 });
  const courseId = await insertCourse(t, [fileId]);
  const s = connect(`/api/socket/read/${l.id}/${courseId}/${fileId}?token=${l.token}`);
  await until(() => s.messages.length > 0 || s.closed !== null);
  const beat = async () => {
    const n = s.messages.length;
    if (s.ws.readyState === WebSocket.OPEN) s.ws.send('ping');
    await until(() => s.messages.length > n || s.closed !== null);
    return s.messages.length > n ? (JSON.parse(s.messages.at(-1) ?? '{}') as { learnSec: number }) : null;
  };
  const learnSec = async () => (await learnRowOf(t, l.id, courseId, fileId))?.learnSec ?? 0;
  return { s, beat, learnSec };
}

const advance = (sec: number) => vi.setSystemTime(new Date(Date.now() + sec * 1000));

describe('a session that ends closes its sockets', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logout closes the study socket at once; no heartbeat after it is credited', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const l = await newLearner(t);
    const study = await studySocket(l);
    advance(10);
    expect((await study.beat())?.learnSec).toBe(10);
    expect((await t.post('/api/sys/user/logout', {}, l.token)).code).toBe(0);
    await until(() => study.s.closed !== null);
    expect(study.s.closed).toBe(SocketClose.SESSION_ENDED);
    advance(10);
    expect(await study.beat()).toBeNull();
    expect(await study.learnSec()).toBe(10);
  });

  it('a session expired by time closes its study socket at the next heartbeat, which earns nothing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const l = await newLearner(t);
    const study = await studySocket(l);
    advance(10);
    expect((await study.beat())?.learnSec).toBe(10);
    advance(25 * 3600); // past SESSION_TTL_HOURS (24) without any use
    expect(await study.beat()).toBeNull();
    expect(study.s.closed).toBe(SocketClose.SESSION_ENDED);
    expect(await study.learnSec()).toBe(10);
  });

  it('disabling the account closes its exam socket', async () => {
    const examId = await makeExam();
    const l = await newLearner(t);
    await startPaper(t, l.token, examId);
    const s = await examSocket(l, examId);
    expect(s.messages).toContain('pong');
    expect((await t.post('/api/sys/user/state', { ids: [l.id], state: 1 }, admin)).code).toBe(0);
    await until(() => s.closed !== null);
    expect(s.closed).toBe(SocketClose.SESSION_ENDED);
  });

  it('a password change closes the study and the exam socket', async () => {
    const examId = await makeExam();
    const l = await newLearner(t);
    await startPaper(t, l.token, examId);
    const exam = await examSocket(l, examId);
    const study = await studySocket(l);
    expect(exam.messages).toContain('pong');
    expect(study.s.closed).toBeNull();
    const changed = await t.post(
      '/api/sys/user/update-pass',
      { oldPassword: PASSWORD, password: 'abc123', confirm: 'abc123' },
      l.token,
    );
    expect(changed.code).toBe(0);
    await until(() => exam.closed !== null && study.s.closed !== null);
    expect([exam.closed, study.s.closed]).toEqual([SocketClose.SESSION_ENDED, SocketClose.SESSION_ENDED]);
  });

  it("a login that kicks earlier sessions (loginTick 1) closes their sockets, not the new session's", async () => {
    const examId = await makeExam();
    const u = await createUser(t);
    const l = { id: u.id, token: (await login(t, u.userName)).token };
    await startPaper(t, l.token, examId);
    const old = await examSocket(l, examId);
    const sw = await t.ctx.settings.switches();
    await t.ctx.settings.saveSwitches({ ...sw, loginTick: 1 });
    try {
      const again = await login(t, u.userName);
      await until(() => old.closed !== null);
      expect(old.closed).toBe(SocketClose.SESSION_ENDED);
      const fresh = await examSocket({ id: l.id, token: again.token }, examId);
      expect(fresh.messages).toContain('pong');
      fresh.ws.close();
    } finally {
      await t.ctx.settings.saveSwitches(sw);
    }
  });
});

describe('the handshake', () => {
  it('refuses a foreign Origin with 403; the own origin, SITE_URL-less host and no Origin open', async () => {
    const examId = await makeExam();
    const l = await newLearner(t);
    await startPaper(t, l.token, examId);
    const path = `/api/socket/exam/${l.id}/${examId}/pc`;
    const cookie = `xk_token=${l.token}`;
    const evil = connect(path, { cookie, origin: 'https://evil.example' });
    const nullOrigin = connect(path, { cookie, origin: 'null' });
    await until(() => evil.closed !== null && nullOrigin.closed !== null);
    expect([evil.closed, nullOrigin.closed, evil.opened]).toEqual([-403, -403, false]);
    const fileId = await insertCourseFile(t);
    const courseId = await insertCourse(t, [fileId]);
    const study = connect(`/api/socket/read/${l.id}/${courseId}/${fileId}`, { cookie, origin: 'http://evil.example' });
    const battle = connect('/api/socket/battle/b1', { cookie, origin: 'http://evil.example' });
    await until(() => study.closed !== null && battle.closed !== null);
    expect([study.closed, battle.closed]).toEqual([-403, -403]);

    const own = connect(path, { cookie, origin: `http://127.0.0.1:${port}` });
    own.ws.on('open', () => own.ws.send('ping'));
    await until(() => own.messages.includes('pong') || own.closed !== null);
    expect(own.messages).toContain('pong');
    own.ws.close();
    const bare = connect(path, { cookie });
    bare.ws.on('open', () => bare.ws.send('ping'));
    await until(() => bare.messages.includes('pong') || bare.closed !== null);
    expect(bare.messages).toContain('pong');
    bare.ws.close();
  });

  it('an exam socket needs a paper in progress of that learner for that exam', async () => {
    const examId = await makeExam();
    const other = await makeExam();
    const l = await newLearner(t);
    const none = await examSocket(l, examId);
    expect(none.closed).toBe(SocketClose.NOT_FOUND);
    expect(none.messages).not.toContain('pong');
    const peer = await newLearner(t);
    await startPaper(t, peer.token, examId);
    expect((await examSocket(l, examId)).closed).toBe(SocketClose.NOT_FOUND);
    await startPaper(t, l.token, other);
    expect((await examSocket(l, examId)).closed).toBe(SocketClose.NOT_FOUND);
    const mine = await examSocket(l, other);
    expect(mine.messages).toContain('pong');
    mine.ws.close();
  });

  it(`a learner holds at most ${SOCKET_LIMITS.exam} exam sockets: the next closes the oldest`, async () => {
    const examId = await makeExam();
    const l = await newLearner(t);
    await startPaper(t, l.token, examId);
    const socks: Sock[] = [];
    for (let i = 0; i < SOCKET_LIMITS.exam + 1; i++) socks.push(await examSocket(l, examId));
    await until(() => socks[0]?.closed !== null);
    expect(socks.map((s) => s.closed)).toEqual([SocketClose.TOO_MANY, null, null, null]);
    for (const s of socks.slice(1)) {
      const n = s.messages.length;
      s.ws.send('ping');
      await until(() => s.messages.length > n);
      expect(s.messages.at(-1)).toBe('pong');
      s.ws.close();
    }
  });
});

const REDIS_URL = process.env.REDIS_URL;

describe.runIf(REDIS_URL)('with REDIS_URL: across two processes', () => {
  it("a logout served by process A closes the session's socket on process B", async () => {
    const env = { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: `xk-test-sock-${process.pid}-${Date.now()}:` };
    const a = await buildTestApp({ ...env, DEADLINE_SWEEP_SECONDS: '0' });
    const b = await buildSiblingApp(a, env);
    try {
      const portB = await listen(b);
      const adminA = (await loginAdmin(a)).token;
      const bankRepo = (await createExamBank(a, adminA)).repoId;
      const body = examBody(bankRepo, { rules: [{ repoId: bankRepo, quType: 1, count: 1, score: 10 }] });
      const examId = await createExam(a, adminA, { ...body, qualifyScore: 6 });
      const l = await newLearner(a);
      await startPaper(a, l.token, examId);
      const s = await examSocket(l, examId, portB);
      expect(s.messages).toContain('pong');
      expect((await a.post('/api/sys/user/logout', {}, l.token)).code).toBe(0);
      await until(() => s.closed !== null);
      expect(s.closed).toBe(SocketClose.SESSION_ENDED);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
