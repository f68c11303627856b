import type { PointsLogRow } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import {
  answerAllRight,
  createExam,
  createExamBank,
  examBody,
  fill,
  hand,
  newLearner,
  paperDetail,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';

let t: TestApp;
let admin: string;
let repoId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
});
afterAll(() => t.close());

const myPoints = async (token: string) =>
  (await t.post<{ points: number }>('/api/sys/user/info', {}, token)).data.points;
const myLog = async (token: string, title?: string) =>
  (
    await t.post<{ records: PointsLogRow[]; total: number }>(
      '/api/user/points/my-paging',
      { current: 1, size: 10, params: { title } },
      token,
    )
  ).data;

/** Takes the exam once, answering every question right, and hands in. */
async function passOnce(token: string, examId: string) {
  const paperId = await startPaper(t, token, examId);
  await answerAllRight(t, admin, token, paperId);
  return (await hand(t, token, paperId)).data;
}

describe('points for passing an exam', () => {
  it("grants the exam's points on the first pass only, in the log and the total", async () => {
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, {
        title: '积分考试',
        rules: [{ repoId, quType: 1, count: 1, score: 10 }],
        qualifyScore: 6,
        points: 15,
      }),
    );
    const l = await newLearner(t);
    expect(await myPoints(l.token)).toBe(0);
    await passOnce(l.token, examId);
    expect(await myPoints(l.token)).toBe(15);
    await passOnce(l.token, examId);
    expect(await myPoints(l.token)).toBe(15);
    const log = await myLog(l.token);
    expect(log.total).toBe(1);
    expect(log.records[0]).toMatchObject({ points: 15, refRemark: '通过考试《积分考试》' });
    expect((await myLog(l.token, '没有')).total).toBe(0);
    const other = await newLearner(t);
    expect((await myLog(other.token)).total).toBe(0);
  });

  it('grants nothing for an exam without points or a failed paper', async () => {
    const none = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6 }),
    );
    const l = await newLearner(t);
    await passOnce(l.token, none);
    const failing = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], qualifyScore: 6, points: 5 }),
    );
    const paperId = await startPaper(t, l.token, failing);
    await hand(t, l.token, paperId);
    expect(await myPoints(l.token)).toBe(0);
  });

  it('grants them when marking finishes a passed paper with a short answer', async () => {
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 4, count: 1, score: 10 }], qualifyScore: 6, points: 7 }),
    );
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    const quId = (await paperDetail(t, l.token, paperId)).groups[0]?.quList[0]?.quId as string;
    await fill(t, l.token, paperId, quId, { text: '我的回答' });
    await hand(t, l.token, paperId);
    expect(await myPoints(l.token)).toBe(0);
    const mark = await t.post('/api/paper/mark/fill', { paperId, quId, score: 8, remark: '' }, admin);
    expect(mark.code, mark.msg).toBe(0);
    expect((await t.post('/api/paper/mark/finish', { id: paperId }, admin)).code).toBe(0);
    expect(await myPoints(l.token)).toBe(7);
  });
});
