import type { ExamAnalysis, MarkPaperDetail, Page, QuDetail, QuRate, RepoQuRate } from '@xuekao/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import {
  courseFinished,
  examQuRows,
  rollupSnapshot,
  setPaperQuWrong,
  shortQuOf,
  trainFigures,
} from '../../../test/analysis-rollup-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertCourse, insertCourseFile } from '../../../test/course-helpers.ts';
import {
  answerAllRight,
  createExam,
  createExamBank,
  examBody,
  hand,
  newLearner,
  startPaper,
} from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';
import { countCourseLearners, countFileLearners } from '../course/stat/course-stat.queries.ts';
import {
  countCourseLearnersRollup,
  countFileLearnersRollup,
  findCourseDeptProgress,
  findCourseDeptProgressRaw,
  findRepoQuRatePage,
  findRepoQuRatePageRaw,
} from './analysis.queries.ts';
import { flushCourseSeconds, recordPaperMarked } from './analysis-rollup.ts';
import { findExamQuRatePage, findExamQuRatePageRaw } from './exam-analysis.queries.ts';
import { rebuildRollups } from './stat-rollup.ts';

/**
 * The analysis roll-ups kept by the events (issue 13 item 4) equal a recount from the raw rows after a
 * realistic sequence through the real paths: hand-ins (one of them twice at once), marking, a re-mark,
 * training answers (one answered twice), study over the socket to a finished course. The pages read from
 * the roll-ups answer what the raw reads answer, for all and for a department.
 */

let t: TestApp;
let admin: string;
let bank: Awaited<ReturnType<typeof createExamBank>>;
let examId: string;
let courseId: string;
const ALL = { kind: 'all' } as const;
const Z81 = { kind: 'deptTree', deptCode: 'Z81' } as const;
const snapshot = () => rollupSnapshot(t);

const ok = async <T>(url: string, body: unknown, token = admin) => {
  const res = await t.post<T>(url, body, token);
  if (res.code !== 0) throw new Error(`${url}: ${res.code} ${res.msg}`);
  return res.data;
};

async function markAll(paperId: string, score: (max: number) => number) {
  const detail = await ok<MarkPaperDetail>('/api/paper/mark/paper-detail', { id: paperId });
  for (const q of detail.qus) {
    await ok('/api/paper/mark/fill', { paperId, quId: q.quId, subId: q.subId, score: score(q.maxScore) });
  }
  await ok('/api/paper/mark/finish', { id: paperId });
}

/** Answers a training's single, multiple and judge questions (`right` by type) and one of them twice. */
async function train(token: string, right: Record<number, boolean>) {
  const tr = await ok<{ id: string }>('/api/repo/train/start', { repoId: bank.repoId, mode: 1, clear: true }, token);
  const card = await ok<Array<{ quId: string; quType: number }>>('/api/repo/train/card', { id: tr.id }, token);
  for (const c of card.filter((x) => x.quType in right)) {
    const key = await ok<QuDetail>('/api/qu/qu/detail', { id: c.quId });
    const opts = key.answerList.filter((a) => a.isRight === right[c.quType]).map((a) => a.id);
    const answer = { optionIds: c.quType === 2 || !opts.length ? opts : [opts[0]] };
    await ok('/api/repo/train/check', { trainId: tr.id, quId: c.quId, answer }, token);
    // A second answer of the same question keeps the first: counted once.
    await ok('/api/repo/train/check', { trainId: tr.id, quId: c.quId, answer: { optionIds: [] } }, token);
  }
}

/** Studies a course file over the real socket with faked clock until it is finished. */
async function study(userId: string, token: string, fileId: string) {
  const { port } = t.app.server.address() as { port: number };
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/socket/read/${userId}/${courseId}/${fileId}?token=${token}`);
  const messages: Array<{ current?: boolean }> = [];
  ws.on('message', (d) => messages.push(JSON.parse(d.toString())));
  const until = async (n: number) => {
    for (let i = 0; i < 200 && messages.length < n; i++) await new Promise((r) => setTimeout(r, 20));
  };
  await until(1);
  for (let i = 0; i < 3; i++) {
    vi.setSystemTime(new Date(Date.now() + 10_000));
    ws.send('ping');
    await until(messages.length + 1);
  }
  ws.close();
}

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = (await loginAdmin(t)).token;
  bank = await createExamBank(t, admin);
  examId = await createExam(t, admin, examBody(bank.repoId, { qualifyScore: 15 }));
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

describe('analysis roll-ups', () => {
  it('equal a recount from the raw rows after hand-ins, marking, a re-mark, training and study', async () => {
    const [a, b, c] = await Promise.all(['Z81', 'Z81A01', 'Z82'].map((deptCode) => newLearner(t, { deptCode })));
    // a: all right, marked full (passes); b: nothing answered, marked 0; c: hands in twice at once.
    const pa = await startPaper(t, a.token, examId);
    await answerAllRight(t, admin, a.token, pa);
    await hand(t, a.token, pa);
    const pb = await startPaper(t, b.token, examId);
    await hand(t, b.token, pb);
    const pc = await startPaper(t, c.token, examId);
    await answerAllRight(t, admin, c.token, pc);
    await Promise.all([hand(t, c.token, pc), hand(t, c.token, pc)]);
    await markAll(pa, (max) => max);
    await markAll(pb, () => 0);
    // a's second attempt, unanswered: the best result stays the first.
    const pa2 = await startPaper(t, a.token, examId);
    await hand(t, a.token, pa2);
    await markAll(pa2, () => 0);
    // A re-mark of c's short answer (right -> wrong) moves the counts (as a re-marking path would call it).
    await markAll(pc, (max) => max);
    const short = await shortQuOf(t, pc);
    await setPaperQuWrong(t, pc, short.qu_id);
    await recordPaperMarked(t.ctx, pc, [{ quId: short.qu_id, repoId: short.repo_id, delta: -1 }], { finished: false });
    // Training by learners who did not sit the exam (its questions stay sealed to those who did).
    const [d, e] = await Promise.all(['Z81', 'Z82'].map((deptCode) => newLearner(t, { deptCode })));
    await train(d.token, { 1: true, 2: false, 3: true });
    await train(d.token, { 1: false });
    await train(e.token, { 1: true, 3: false });
    // Study: d finishes both files (and the course), e studies one file without finishing it.
    const f1 = await insertCourseFile(t, { needLearn: 20 });
    const f2 = await insertCourseFile(t, { needLearn: 10 });
    courseId = await insertCourse(t, [f1, f2]);
    vi.useFakeTimers({ toFake: ['Date'] });
    await study(d.id, d.token, f1);
    await study(d.id, d.token, f2);
    vi.setSystemTime(new Date(Date.now() + 60_000));
    const { port } = t.app.server.address() as { port: number };
    const ws = new WebSocket(`ws://127.0.0.1:${port}/api/socket/read/${e.id}/${courseId}/${f1}?token=${e.token}`);
    await new Promise((r) => ws.on('message', r));
    vi.setSystemTime(new Date(Date.now() + 5_000));
    ws.send('ping');
    await new Promise((r) => ws.on('message', r));
    ws.close();
    vi.useRealTimers();
    await flushCourseSeconds(t.ctx);

    const kept = await snapshot();
    expect(kept.el_stat_exam_user).toHaveLength(3);
    // c's two hand-in calls counted once; c's re-marked short answer is no longer right.
    const z82 = await examQuRows(t, 'Z82');
    expect(z82.every((r) => r.answers === 1)).toBe(true);
    expect(z82.find((r) => r.qu_id === short.qu_id)?.rights).toBe(0);
    // d trained the single choice twice (right, then wrong), answering each twice: two answers, one right.
    const single = await trainFigures(t, bank.repoId, 'Z81', 1);
    expect(single).toEqual({ n: 2, r: 1 });
    expect(kept.el_stat_course_dept.length).toBeGreaterThan(0);
    expect(kept.el_stat_course_file.length).toBeGreaterThan(0);
    expect(await courseFinished(t, d.id, courseId)).toBe(true);
    const pages = await readAll();
    expect(pages.exam).toMatchObject({ paperCount: 4, markingCount: 0, examUser: 3, passUser: 2, maxScore: 19 });
    await rebuildRollups(t.ctx, '2000-01-01', '2000-01-01');
    expect(await snapshot()).toEqual(kept);
    expect(await readAll()).toEqual(pages);
  });

  it('the roll-up reads answer what the raw reads answer, for all and for a department tree', async () => {
    const req = { current: 1, size: 50, orders: [] };
    for (const scope of [ALL, Z81]) {
      expect(await findExamQuRatePage(t.ctx.db, req, examId, scope)).toEqual(
        await findExamQuRatePageRaw(t.ctx.db, req, examId, scope),
      );
      expect(await findRepoQuRatePage(t.ctx.db, req, bank.repoId, scope)).toEqual(
        await findRepoQuRatePageRaw(t.ctx.db, req, bank.repoId, scope),
      );
      const byDept = (rows: Array<{ deptCode: string }>) => rows.sort((x, y) => x.deptCode.localeCompare(y.deptCode));
      expect(byDept(await findCourseDeptProgress(t.ctx.db, courseId, scope))).toEqual(
        byDept(await findCourseDeptProgressRaw(t.ctx.db, courseId, scope)),
      );
      const byFile = (rows: Array<{ fileId: string }>) => rows.sort((x, y) => x.fileId.localeCompare(y.fileId));
      expect(byFile(await countFileLearnersRollup(t.ctx.db, courseId, scope))).toEqual(
        byFile(await countFileLearners(t.ctx.db, courseId, scope)),
      );
      const totals = await countCourseLearnersRollup(t.ctx.db, courseId, scope);
      expect(totals.learners).toBeGreaterThan(0);
      expect(totals).toEqual(await countCourseLearners(t.ctx.db, courseId, scope));
    }
  });
});

/** What the analysis pages answer for the exam, the bank and the course. */
async function readAll() {
  return {
    exam: await ok<ExamAnalysis>('/api/stat/exam/analysis', { id: examId }),
    quRates: await ok<Page<QuRate>>('/api/stat/exam/qu-rates', { current: 1, size: 50, params: { examId } }),
    repo: await ok<Page<RepoQuRate>>('/api/stat/repo/qu-rates', {
      current: 1,
      size: 50,
      params: { repoId: bank.repoId },
    }),
    depts: await ok('/api/stat/course/depts', { id: courseId }),
    summary: await ok('/api/course/stat/summary', { id: courseId }),
  };
}
