import {
  type CourseDeptProgress,
  ErrorCode,
  type ExamAnalysis,
  type Page,
  type QuRate,
  type RepoQuRate,
} from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBankRows,
  insertCourseUserRow,
  insertExamRow,
  insertPaperRow,
  insertTrainRows,
} from '../../../test/analysis-helpers.ts';
import { emptyRollups } from '../../../test/analysis-rollup-helpers.ts';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { insertCourse } from '../../../test/course-helpers.ts';
import { createUser, loginAdmin } from '../../../test/factories.ts';
import { createUserAdmin, sheetOf } from '../../../test/user-helpers.ts';
import { fillMissingAnalysis } from './analysis-rollup.queries.ts';
import { rebuildRollups } from './stat-rollup.ts';

/**
 * The analysis pages (issue 13 item 3) against hand-built papers, training answers and course progress of
 * learners in two departments (Z71, Z72, nobody else's): each figure by its definition, and a staff member
 * limited to Z72 seeing only Z72's learners.
 */

let t: TestApp;
let admin: string;
/** Staff limited to the department Z72 (data scope 2) with the exam, bank and course lists. */
let z72: string;
let examId: string;
let bank: { repoId: string; quIds: string[] };
let q1: string;
let q2: string;
let q3: string;
const MENUS = ['m-exam', 'm-exam-list', 'm-repo', 'm-repo-list', 'm-course', 'm-course-list', 'm-course-stat'];

const ok = async <T>(url: string, body: unknown, token: string) => {
  const res = await t.post<T>(url, body, token);
  if (res.code !== 0) throw new Error(`${url}: ${res.code} ${res.msg}`);
  return res.data;
};

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  z72 = (await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'Z72', menus: MENUS })).session.token;
  examId = await insertExamRow(t, 100, 60);
  bank = await insertBankRows(t, 3);
  [q1, q2, q3] = bank.quIds;
  const [u1, u2, u5] = await Promise.all([1, 2, 5].map(() => createUser(t, { deptCode: 'Z71' })));
  const [u3, u4] = await Promise.all([3, 4].map(() => createUser(t, { deptCode: 'Z72' })));
  const paper = (p: Parameters<typeof insertPaperRow>[3]) => insertPaperRow(t, examId, bank.repoId, p);
  await paper({ userId: u1.id, score: 90, answers: { [q1]: true, [q2]: false, [q3]: true } });
  await paper({ userId: u1.id, score: 50, answers: { [q1]: true, [q2]: false, [q3]: false } });
  await paper({ userId: u2.id, score: 55, leaveTimes: 2, answers: { [q1]: true, [q2]: null, [q3]: false } });
  await paper({ userId: u3.id, score: 70, faceFails: 1, answers: { [q1]: true, [q2]: true, [q3]: true } });
  await paper({ userId: u4.id, score: 30, state: 1, leaveTimes: 1, answers: { [q1]: false, [q2]: false, [q3]: null } });
  // In progress: not handed in, counted nowhere.
  await paper({ userId: u5.id, score: 100, state: 0, answers: { [q1]: true, [q2]: true, [q3]: true } });
  // Training: u1 (Z71) answers q2 right twice and q3 wrong; u3 (Z72) answers q1 wrong; q3 of u3 not reached.
  await insertTrainRows(t, u1.id, bank.repoId, { [q2]: true, [q3]: false });
  await insertTrainRows(t, u1.id, bank.repoId, { [q2]: true });
  await insertTrainRows(t, u3.id, bank.repoId, { [q1]: false, [q3]: null });
  // The rows above are hand-built (no events): the roll-ups the pages read are recounted from them.
  await rebuildRollups(t.ctx, '2000-01-01', '2000-01-01');
});
afterAll(() => t.close());

describe('exam analysis', () => {
  it('counts learners by their best handed paper: pass rate, average / max / min, histogram, leaving and face failures', async () => {
    const a = await ok<ExamAnalysis>('/api/stat/exam/analysis', { id: examId }, admin);
    expect(a).toMatchObject({
      examId,
      totalScore: 100,
      qualifyScore: 60,
      paperCount: 5,
      markingCount: 1,
      examUser: 4,
      passUser: 2,
      passRate: 50,
      avgScore: 61.25,
      maxScore: 90,
      minScore: 30,
      leavePapers: 2,
      leaveTimes: 3,
      faceFailPapers: 1,
      faceFails: 1,
    });
    expect(a.buckets).toHaveLength(10);
    expect(a.buckets[0]).toEqual({ label: '0-10', from: 0, to: 10, count: 0 });
    expect(a.buckets.map((b) => b.count)).toEqual([0, 0, 0, 1, 0, 1, 0, 1, 0, 1]);
    expect(a.depts).toEqual([
      { deptCode: 'Z71', deptName: 'Z71', examUser: 2, passUser: 1, passRate: 50, avgScore: 72.5, maxScore: 90 },
      { deptCode: 'Z72', deptName: 'Z72', examUser: 2, passUser: 1, passRate: 50, avgScore: 50, maxScore: 70 },
    ]);
  });

  it('ranks the questions hardest first; an unanswered question counts as wrong', async () => {
    const page = await ok<Page<QuRate>>('/api/stat/exam/qu-rates', { current: 1, size: 10, params: { examId } }, admin);
    expect(page.total).toBe(3);
    expect(page.records.map((r) => [r.quId, r.count, r.rightCount, r.rightRate])).toEqual([
      [q2, 5, 1, 20],
      [q3, 5, 2, 40],
      [q1, 5, 4, 80],
    ]);
    expect(page.records[0]).toMatchObject({ content: 'Q2 题干', quType: 1, quType_dictText: '单选题' });
    const second = await ok<Page<QuRate>>(
      '/api/stat/exam/qu-rates',
      { current: 2, size: 2, params: { examId } },
      admin,
    );
    expect(second.records.map((r) => r.quId)).toEqual([q1]);
  });

  it('a staff member limited to a department sees only that department’s papers', async () => {
    const a = await ok<ExamAnalysis>('/api/stat/exam/analysis', { id: examId }, z72);
    expect(a).toMatchObject({ paperCount: 2, examUser: 2, passUser: 1, avgScore: 50, maxScore: 70, minScore: 30 });
    expect(a.depts.map((d) => d.deptCode)).toEqual(['Z72']);
    expect(a).toMatchObject({ leavePapers: 1, leaveTimes: 1, faceFailPapers: 1 });
    const rates = await ok<Page<QuRate>>('/api/stat/exam/qu-rates', { current: 1, size: 10, params: { examId } }, z72);
    expect(rates.records.every((r) => r.count === 2)).toBe(true);
    const res = await t.raw({
      method: 'POST',
      url: '/api/stat/exam/export',
      payload: { examId },
      headers: { token: z72 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]?.slice(0, 5)).toEqual(['账号', '姓名', '部门', '得分', '是否通过']);
    expect(rows.slice(1).map((r) => [r[3], r[4]])).toEqual([
      ['70', '通过'],
      ['30', '待阅卷'],
    ]);
  });

  it('refuses a caller without the exam list, and answers an unknown exam as not found', async () => {
    const other = await createUserAdmin(t, { dataScope: 4, roleLevel: 5, deptCode: 'Z72', menus: ['m-course'] });
    const denied = await t.post('/api/stat/exam/analysis', { id: examId }, other.session.token);
    expect(denied.code).toBe(ErrorCode.FORBIDDEN);
    const missing = await t.post('/api/stat/exam/analysis', { id: 'nope' }, admin);
    expect(missing.code).toBe(ErrorCode.NOT_FOUND);
    const bad = await t.post('/api/stat/exam/qu-rates', { current: 1, size: 10, params: {} }, admin);
    expect(bad.code).toBe(ErrorCode.BAD_PARAMS);
  });
});

describe('bank analysis', () => {
  it('adds training answers (answered ones) to exam answers; hardest first, within the scope', async () => {
    const page = await ok<Page<RepoQuRate>>(
      '/api/stat/repo/qu-rates',
      { current: 1, size: 10, params: { repoId: bank.repoId } },
      admin,
    );
    expect(page.total).toBe(3);
    // q3: exam 2/5 + training 0/1 = 2/6; q2: 1/5 + 2/2 = 3/7; q1: 4/5 + 0/1 = 4/6.
    expect(
      page.records.map((r) => [r.quId, r.trainCount, r.trainRight, r.examCount, r.examRight, r.rightRate]),
    ).toEqual([
      [q3, 1, 0, 5, 2, 33.3],
      [q2, 2, 2, 5, 1, 42.9],
      [q1, 1, 0, 5, 4, 66.7],
    ]);
    const mine = await ok<Page<RepoQuRate>>(
      '/api/stat/repo/qu-rates',
      { current: 1, size: 10, params: { repoId: bank.repoId } },
      z72,
    );
    // Z72: u3 and u4's papers, u3's training.
    expect(mine.records.map((r) => [r.quId, r.trainCount, r.examCount, r.examRight]).sort()).toEqual(
      [
        [q1, 1, 2, 1],
        [q2, 0, 2, 1],
        [q3, 0, 2, 1],
      ].sort(),
    );
  });

  it('lists questions never answered last with no rate', async () => {
    const fresh = await insertBankRows(t, 2);
    const page = await ok<Page<RepoQuRate>>(
      '/api/stat/repo/qu-rates',
      { current: 1, size: 10, params: { repoId: fresh.repoId } },
      admin,
    );
    expect(page.records.map((r) => r.rightRate)).toEqual([null, null]);
    const missing = await t.post('/api/stat/repo/qu-rates', { current: 1, size: 10, params: { repoId: 'x' } }, admin);
    expect(missing.code).toBe(ErrorCode.NOT_FOUND);
  });
});

describe('course analysis', () => {
  it('answers each department’s learners, finished, rate and average seconds, most behind first, within the scope', async () => {
    const courseId = await insertCourse(t, []);
    const users = await Promise.all(['Z71', 'Z71', 'Z72', 'Z72', 'Z72'].map((deptCode) => createUser(t, { deptCode })));
    const rows = [
      { learnSec: 100, finished: true },
      { learnSec: 50, finished: false },
      { learnSec: 300, finished: true },
      { learnSec: 30, finished: false },
      { learnSec: 31, finished: false },
    ];
    await Promise.all(users.map((u, i) => insertCourseUserRow(t, courseId, u.id, rows[i])));
    await rebuildRollups(t.ctx, '2000-01-01', '2000-01-01');
    const all = await ok<CourseDeptProgress[]>('/api/stat/course/depts', { id: courseId }, admin);
    expect(all).toEqual([
      { deptCode: 'Z72', deptName: 'Z72', learners: 3, finished: 1, finishRate: 33.3, avgSec: 120 },
      { deptCode: 'Z71', deptName: 'Z71', learners: 2, finished: 1, finishRate: 50, avgSec: 75 },
    ]);
    const mine = await ok<CourseDeptProgress[]>('/api/stat/course/depts', { id: courseId }, z72);
    expect(mine.map((d) => d.deptCode)).toEqual(['Z72']);
  });
});

describe('analysis roll-ups at start', () => {
  it('are filled from the raw rows when all are empty (a site upgraded to 0009), and left alone otherwise', async () => {
    const before = await ok<ExamAnalysis>('/api/stat/exam/analysis', { id: examId }, admin);
    expect(await fillMissingAnalysis(t.ctx.db)).toBe(false);
    await emptyRollups(t);
    expect(await fillMissingAnalysis(t.ctx.db)).toBe(true);
    expect(await ok<ExamAnalysis>('/api/stat/exam/analysis', { id: examId }, admin)).toEqual(before);
    expect(await fillMissingAnalysis(t.ctx.db)).toBe(false);
  });
});
