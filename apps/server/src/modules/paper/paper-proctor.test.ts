import { ErrorCode, HandReason, type PaperResult, type WatchRow } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  createExam,
  createExamBank,
  examBody,
  fill,
  newLearner,
  paperDetail,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
let repoId: string;
let singleId: string;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  const bank = await createExamBank(t, admin);
  repoId = bank.repoId;
  singleId = bank.ids.single as string;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(() => t.close());

const makeExam = (o: Parameters<typeof examBody>[1] = {}) =>
  createExam(
    t,
    admin,
    examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6, ...o }),
  );
const PNG = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;

describe('leave monitoring', () => {
  it('counts leaves and hands in at the limit (overLimit), then keeps answering overLimit', async () => {
    const examId = await makeExam({ leaveOn: true, leaveCount: 2 });
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    const leave = () =>
      t.post<{ leaveTimes: number; overLimit: boolean }>('/api/paper/paper/leave-incr', { paperId }, l.token);
    expect((await leave()).data).toEqual({ leaveTimes: 1, overLimit: false });
    expect((await paperDetail(t, l.token, paperId)).leaveTimes).toBe(1);
    expect((await leave()).data).toEqual({ leaveTimes: 2, overLimit: true });
    const res = await t.post<PaperResult>('/api/paper/paper/paper-result', { id: paperId }, l.token);
    expect(res.data).toMatchObject({ state: 2, handReason: HandReason.LEAVE });
    expect((await leave()).data).toEqual({ leaveTimes: 2, overLimit: true });
    expect((await fill(t, l.token, paperId, singleId, { optionIds: ['x'] })).code).toBe(ErrorCode.PAPER_CLOSED);
  });

  it('without leave monitoring leaves are counted but never hand in', async () => {
    const examId = await makeExam({ leaveOn: false, leaveCount: 1 });
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    for (let i = 1; i <= 3; i++) {
      const r = await t.post<{ leaveTimes: number; overLimit: boolean }>(
        '/api/paper/paper/leave-incr',
        { paperId },
        l.token,
      );
      expect(r.data).toEqual({ leaveTimes: i, overLimit: false });
    }
  });
});

describe('exam camera captures', () => {
  it('stores the photo (not compared without a face provider) and lists it for ExamWatch', async () => {
    const examId = await makeExam({ camOn: true, faceLimit: 3 });
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    const r = await t.post('/api/paper/capture/save', { paperId, base64: PNG }, l.token);
    expect(r.data).toEqual({ isBreak: false, failCount: 0, faceChance: 3 });
    const bad = await t.post(
      '/api/paper/capture/save',
      { paperId, base64: Buffer.from('hello world, not an image').toString('base64') },
      l.token,
    );
    expect(bad.msg).toBe('照片格式不正确，只支持JPG或PNG图片！');
    const caps = await t.post<Array<{ fileUrl: string; pass: boolean | null; msg: string }>>(
      '/api/exam/watch/captures',
      { paperId },
      admin,
    );
    expect(caps.data).toHaveLength(1);
    expect(caps.data[0]).toMatchObject({ pass: null });
    // A private photo under an unguessable name, handed to staff as a signed address.
    expect(caps.data[0]?.fileUrl).toMatch(
      /^\/upload\/capture\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.png\?exp=\d+&sig=[\w-]+$/,
    );
    expect((await t.post('/api/exam/watch/captures', { paperId }, l.token)).code).toBe(ErrorCode.FORBIDDEN);
  });
});

function openSocket(
  userId: string,
  examId: string,
  token: string,
  locale = '',
): Promise<{ ws: WebSocket; messages: string[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(
      `${base}/api/socket/exam/${userId}/${examId}/pc?token=${token}${locale && `&locale=${locale}`}`,
    );
    const messages: string[] = [];
    ws.on('message', (d) => messages.push(d.toString()));
    ws.on('open', () => resolve({ ws, messages }));
    ws.on('error', reject);
  });
}

const until = async (cond: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 50 && !(await cond()); i++) await new Promise((r) => setTimeout(r, 50));
};

describe('ExamWatch and the exam socket', () => {
  it('shows who is online with progress, sends warnings and forces hand-in over the socket', async () => {
    const examId = await makeExam();
    const a = await newLearner(t);
    const b = await newLearner(t);
    const pa = await startPaper(t, a.token, examId);
    const pb = await startPaper(t, b.token, examId);
    await fill(t, a.token, pa, singleId, { optionIds: ['x'] });
    const sa = await openSocket(a.id, examId, a.token);
    sa.ws.send('ping');
    await until(() => sa.messages.includes('pong'));
    expect(sa.messages).toContain('pong');

    const page = await t.post<{ records: WatchRow[] }>(
      '/api/exam/watch/paging',
      { current: 1, size: 10, params: { examId } },
      admin,
    );
    const rowA = page.data.records.find((r) => r.userId === a.id);
    const rowB = page.data.records.find((r) => r.userId === b.id);
    expect(rowA).toMatchObject({ online: true, answeredCount: 1, quCount: 1, state: 0 });
    expect(rowA?.leftSeconds).toBeGreaterThan(0);
    expect(rowB).toMatchObject({ online: false, answeredCount: 0 });

    expect((await t.post('/api/exam/watch/warn', { examId, msg: '请勿交头接耳' }, admin)).data).toEqual({ sent: 2 });
    await until(() => sa.messages.some((m) => m.includes('warn')));
    expect(sa.messages.map((m) => (m === 'pong' ? m : JSON.parse(m)))).toContainEqual({
      type: 'warn',
      msg: '请勿交头接耳',
    });

    const forced = await t.post('/api/exam/watch/force-hand', { examId, paperIds: [pa, pb] }, admin);
    expect(forced.data).toEqual({ handed: 2 });
    await until(() => sa.messages.some((m) => m.includes('hand')));
    expect(sa.messages.map((m) => (m === 'pong' ? m : JSON.parse(m)))).toContainEqual({
      type: 'hand',
      msg: '管理员已将您的试卷强制交卷！',
      paperId: pa,
    });
    expect((await t.post('/api/exam/watch/force-hand', { examId, paperIds: [pa] }, admin)).data).toEqual({ handed: 0 });
    sa.ws.close();
  });

  it('counts face-out events of the exam camera on the paper in progress, one per 8 s, for ExamWatch', async () => {
    const examId = await makeExam();
    const a = await newLearner(t);
    const pa = await startPaper(t, a.token, examId);
    const sa = await openSocket(a.id, examId, a.token);
    const faceOutsOf = async () => {
      const page = await t.post<{ records: WatchRow[] }>(
        '/api/exam/watch/paging',
        { current: 1, size: 10, params: { examId } },
        admin,
      );
      return page.data.records.find((r) => r.paperId === pa)?.faceOuts;
    };
    expect(await faceOutsOf()).toBe(0);
    // a page (or a script) sending faster than the camera's 10 s is counted once
    for (let i = 0; i < 5; i++) sa.ws.send('face-out');
    sa.ws.send('ping');
    await until(() => sa.messages.includes('pong'));
    await until(async () => (await faceOutsOf()) === 1);
    expect(await faceOutsOf()).toBe(1);
    // after the paper is handed in nothing more is counted
    await t.ctx.kv.del(`face-out:${examId}:${a.id}`);
    expect((await t.post('/api/paper/paper/hand-exam', { id: pa }, a.token)).code).toBe(0);
    sa.ws.send('face-out');
    sa.ws.send('ping');
    await until(() => sa.messages.filter((m) => m === 'pong').length >= 2);
    await new Promise((r) => setTimeout(r, 100));
    expect(await faceOutsOf()).toBe(1);
    sa.ws.close();
  });

  it('tells a socket opened in en-US in English', async () => {
    const examId = await makeExam();
    const a = await newLearner(t);
    const pa = await startPaper(t, a.token, examId);
    const sa = await openSocket(a.id, examId, a.token, 'en-US');
    const sz = await openSocket(a.id, examId, a.token);
    expect((await t.post('/api/exam/watch/force-hand', { examId, paperIds: [pa] }, admin)).data).toEqual({ handed: 1 });
    await until(() => sa.messages.length > 0 && sz.messages.length > 0);
    const [en] = sa.messages.map((m) => JSON.parse(m) as { type: string; msg: string });
    const [zh] = sz.messages.map((m) => JSON.parse(m) as { type: string; msg: string });
    expect(zh).toMatchObject({ type: 'hand', msg: '管理员已将您的试卷强制交卷！' });
    expect(en.type).toBe('hand');
    expect(en.msg).not.toMatch(/[\u4e00-\u9fff]/);
    sa.ws.close();
    sz.ws.close();
  });

  it('refuses a socket for somebody else or without a session', async () => {
    const examId = await makeExam();
    const a = await newLearner(t);
    const b = await newLearner(t);
    const closed = (url: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.on('close', (code) => resolve(code));
        ws.on('error', () => {});
      });
    expect(await closed(`${base}/api/socket/exam/${a.id}/${examId}/pc?token=${b.token}`)).toBe(4001);
    expect(await closed(`${base}/api/socket/exam/${a.id}/${examId}/pc`)).toBe(4001);
  });
});
