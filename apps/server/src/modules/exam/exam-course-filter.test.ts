import type { Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { courseBody, insertLibraryFile, saveCourseOk } from '../../../test/course-admin-helpers.ts';
import { createExam, createExamBank, examBody, newLearner } from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';

/**
 * Issue 17 item 2: the exam list's `courseId` filter (exam.queries.ts whereOf) on every list that reads it:
 * staff paging, the exam picker (pagingSelExam) and the learner's list.
 */
let t: TestApp;
let admin: string;
let courseExam: string;
let otherExam: string;
let courseId: string;
let courseWithoutExam: string;
const tag = `课程筛选${Date.now()}`;

type Ids = Page<{ id: string }>;
const ids = (p: { data: Ids }) => p.data.records.map((r) => r.id).sort();

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  const { repoId } = await createExamBank(t, admin);
  courseExam = await createExam(t, admin, examBody(repoId, { title: `${tag}甲` }));
  otherExam = await createExam(t, admin, examBody(repoId, { title: `${tag}乙` }));
  courseId = await saveCourseOk(t, admin, courseBody([await insertLibraryFile(t)], { examId: courseExam }));
  courseWithoutExam = await saveCourseOk(t, admin, courseBody([await insertLibraryFile(t)]));
});
afterAll(() => t.close());

const list = (path: string, params: Record<string, unknown>, token = admin) =>
  t.post<Ids>(path, { current: 1, size: 100, params }, token);

describe('exam list filtered by course', () => {
  it('staff paging answers only the exam the course requires', async () => {
    const res = await list('/api/exam/exam/paging', { courseId });
    expect(res.code).toBe(0);
    expect(ids(res)).toEqual([courseExam]);
    expect(res.data.total).toBe(1);
    // Without the filter both exams are listed.
    expect(ids(await list('/api/exam/exam/paging', { title: tag }))).toEqual([courseExam, otherExam].sort());
  });

  it('combines with the other filters', async () => {
    expect(ids(await list('/api/exam/exam/paging', { courseId, title: `${tag}甲` }))).toEqual([courseExam]);
    expect(ids(await list('/api/exam/exam/paging', { courseId, title: `${tag}乙` }))).toEqual([]);
  });

  it('a course without an exam, an unknown course or an empty id', async () => {
    expect((await list('/api/exam/exam/paging', { courseId: courseWithoutExam })).data.total).toBe(0);
    expect((await list('/api/exam/exam/paging', { courseId: 'no-such-course' })).data.total).toBe(0);
    // An empty or null id is no filter.
    const all = (await list('/api/exam/exam/paging', { title: tag, courseId: '' })).data.total;
    expect(all).toBe(2);
    expect((await list('/api/exam/exam/paging', { title: tag, courseId: null })).data.total).toBe(2);
  });

  it('reads an injection attempt as a plain id', async () => {
    const res = await list('/api/exam/exam/paging', { courseId: "x' or '1'='1" });
    expect(res.code).toBe(0);
    expect(res.data.total).toBe(0);
  });

  it('refuses a malformed courseId with the error envelope', async () => {
    const res = await list('/api/exam/exam/paging', { courseId: 'x'.repeat(65) });
    expect(res.code).not.toBe(0);
    expect(res.success).toBe(false);
  });

  it('the exam picker and the learner list apply it too', async () => {
    expect(ids(await list('/api/exam/exam/pagingSelExam', { courseId }))).toEqual([courseExam]);
    const learner = await newLearner(t);
    expect(ids(await list('/api/exam/exam/paging', { courseId }, learner.token))).toEqual([courseExam]);
    expect(ids(await list('/api/exam/exam/paging', { title: tag }, learner.token))).toEqual(
      [courseExam, otherExam].sort(),
    );
  });
});
