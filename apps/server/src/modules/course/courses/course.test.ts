import { type CourseAdminDetail, type CourseDetail, type CourseRow, ErrorCode, type Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import {
  courseBody,
  courseRows,
  insertLibraryFile,
  messageTitles,
  saveCourseOk,
  simulateStudy,
} from '../../../../test/course-admin-helpers.ts';
import { pointsLogOf } from '../../../../test/course-helpers.ts';
import { createExam, createExamBank, examBody, newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const save = (body: unknown, token = admin) => t.post<{ id: string }>('/api/course/course/save', body, token);
const adminDetail = (id: string) => t.post<CourseAdminDetail>('/api/course/course/admin/detail', { id }, admin);
const detail = (id: string, token: string) => t.post<CourseDetail>('/api/course/course/detail', { id }, token);
const myCourses = (token: string, params: Record<string, unknown> = {}) =>
  t.post<Page<CourseRow>>('/api/course/course/user-paging', { current: 1, size: 100, params }, token);
const staffPage = (params: Record<string, unknown> = {}) =>
  t.post<Page<CourseRow>>('/api/course/course/paging', { current: 1, size: 100, params }, admin);

describe('saving a course', () => {
  it('stores chapters, range, file count and total seconds, and answers them in the edit detail', async () => {
    const [a, b, c] = [
      await insertLibraryFile(t, { needLearn: 60 }),
      await insertLibraryFile(t),
      await insertLibraryFile(t),
    ];
    const learner = await newLearner(t);
    const id = await saveCourseOk(
      t,
      admin,
      courseBody([], {
        chapters: [
          { title: '第一章', fileIds: [a, b] },
          { title: '第二章', fileIds: [c] },
        ],
        openType: 3,
        userIds: [learner.id],
        content: '<p>介绍</p><script>alert(1)</script>',
        faceCam: true,
        checkOn: true,
        checkSec: 5,
      }),
    );
    const d = (await adminDetail(id)).data;
    expect(d.chapters.map((ch) => [ch.title, ch.files.map((f) => f.id)])).toEqual([
      ['第一章', [a, b]],
      ['第二章', [c]],
    ]);
    expect(d.openType).toBe(3);
    expect(d.userIds).toEqual([learner.id]);
    expect(d.users[0]).toMatchObject({ id: learner.id, realName: '测试用户' });
    expect(d.content).not.toContain('script');
    expect(d).toMatchObject({ faceCam: true, checkOn: true, checkSec: 5, state: 0 });
    const row = (await staffPage({ title: d.title })).data.records[0];
    expect(row).toMatchObject({ id, fileCount: 3, totalSec: 260, learnSec: 0, process: 0, finished: false });
  });

  it('refuses a missing file, a missing exam and invalid input', async () => {
    const f = await insertLibraryFile(t);
    const missing = await save(courseBody([f, 'no-such-file']));
    expect(missing.code).toBe(ErrorCode.FAIL);
    expect(missing.msg).toBe('课件不存在！');
    const noExam = await save(courseBody([f], { examId: 'no-such-exam' }));
    expect(noExam.msg).toBe('考试不存在！');
    expect((await save(courseBody([]))).msg).toBe('请至少选择一个课件！');
    expect((await save(courseBody([f, f]))).msg).toBe('课件不能重复选择！');
    expect((await save(courseBody([f], { openType: 2 }))).msg).toBe('请选择开放的部门！');
    expect((await save(courseBody([f], { openType: 3, userIds: ['nobody-at-all'] }))).msg).toBe('请选择学习人员！');
    const back = courseBody([f], { endTime: new Date(Date.now() - hourMs).toISOString() });
    expect((await save(back)).msg).toBe('结束时间必须晚于开始时间！');
    expect((await save({ ...courseBody([f]), id: 'no-such-course' })).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('links an existing exam', async () => {
    const repoId = (await createExamBank(t, admin)).repoId;
    const examId = await createExam(t, admin, examBody(repoId));
    const id = await saveCourseOk(t, admin, courseBody([await insertLibraryFile(t)], { examId }));
    expect((await adminDetail(id)).data.examId).toBe(examId);
    await createExam(t, admin, examBody(repoId)); // another exam, not the course's
    const exams = await t.post<{ records: Array<{ id: string }> }>(
      '/api/exam/exam/paging',
      { current: 1, size: 50, params: { courseId: id } },
      admin,
    );
    expect(exams.data.records.map((e) => e.id)).toEqual([examId]);
  });

  it('an edit keeps study of files that stay and recounts finished files', async () => {
    const [a, b, c] = [await insertLibraryFile(t), await insertLibraryFile(t), await insertLibraryFile(t)];
    const body = courseBody([a, b]);
    const id = await saveCourseOk(t, admin, body);
    const learner = await newLearner(t);
    await simulateStudy(t, learner.id, id, [
      { fileId: a, learnSec: 100, finished: true },
      { fileId: b, learnSec: 100, finished: true },
    ]);
    expect((await save({ ...body, id, chapters: [{ title: '新章', fileIds: [a, c] }] })).code).toBe(0);
    const { items, learns, users } = await courseRows(t, id);
    expect(learns.map((l) => l.fileId).sort()).toEqual([a, b].sort());
    expect(users[0].finishCount).toBe(1);
    expect(items.map((i) => i.fileId).sort()).toEqual([a, c].sort());
    const d = (await detail(id, learner.token)).data;
    expect(d.chapters[0].files.map((f) => [f.fileId, f.learnSec, f.finished])).toEqual([
      [a, 100, true],
      [c, 0, false],
    ]);
    expect(d.process).toBe(50);
    // dropping the unfinished file finishes the course for the learner (and grants its points once)
    expect((await save({ ...body, id, points: 3, chapters: [{ title: '新章', fileIds: [a] }] })).code).toBe(0);
    expect((await courseRows(t, id)).users[0]).toMatchObject({ finished: true, finishCount: 1 });
    expect((await pointsLogOf(t, learner.id)).map((g) => [g.refType, g.points])).toEqual([['course', 3]]);
  });
});

const hourMs = 3600_000;

describe('the learner side', () => {
  it('detail shows the catalogue with my progress and break message, never file addresses', async () => {
    const [a, b] = [await insertLibraryFile(t, { needLearn: 100 }), await insertLibraryFile(t, { needLearn: 300 })];
    const id = await saveCourseOk(t, admin, courseBody([a, b], { videoDrag: false }));
    const learner = await newLearner(t);
    await simulateStudy(
      t,
      learner.id,
      id,
      [
        { fileId: a, learnSec: 250, finished: true, lastPos: 12.5 },
        { fileId: b, learnSec: 50 },
      ],
      { breakMsg: '学习已在其他窗口打开' },
    );
    const res = await detail(id, learner.token);
    expect(res.code).toBe(0);
    const d = res.data;
    // learned = min(250, 100) + 50 = 150 of 400 -> 37
    expect(d).toMatchObject({ process: 37, learnSec: 300, finished: false, breakMsg: '学习已在其他窗口打开' });
    expect(d.videoDrag).toBe(false);
    expect(d.chapters[0].files[0]).toMatchObject({ fileId: a, learnSec: 250, lastPos: 12.5, finished: true });
    expect(JSON.stringify(d)).not.toContain('/upload/');
    const simple = await t.post('/api/course/course/simple-detail', { id }, learner.token);
    expect(simple.data).toMatchObject({ id, videoDrag: false });
  });

  it('user-paging lists open courses with my progress and filters by title', async () => {
    const f = await insertLibraryFile(t, { needLearn: 200 });
    const title = `我的课程${Date.now()}`;
    const id = await saveCourseOk(t, admin, courseBody([f], { title }));
    const learner = await newLearner(t);
    await simulateStudy(t, learner.id, id, [{ fileId: f, learnSec: 50 }]);
    const page = (await myCourses(learner.token, { title })).data;
    expect(page.total).toBe(1);
    expect(page.records[0]).toMatchObject({ id, learnSec: 50, process: 25, finishCount: 0, finished: false });
    expect((await myCourses(learner.token, { title: `${title}无此` })).data.total).toBe(0);
  });

  it('staff with course permissions may open any course, even a disabled one', async () => {
    const id = await saveCourseOk(t, admin, courseBody([await insertLibraryFile(t)], { state: 1 }));
    expect((await detail(id, admin)).code).toBe(0);
  });
});

describe('state, delete and notify', () => {
  it('a disabled course disappears for learners and comes back when enabled', async () => {
    const title = `禁用课程${Date.now()}`;
    const id = await saveCourseOk(t, admin, courseBody([await insertLibraryFile(t)], { title }));
    const learner = await newLearner(t);
    expect((await t.post('/api/course/course/state', { ids: [id], state: 1 }, admin)).code).toBe(0);
    expect((await myCourses(learner.token, { title })).data.total).toBe(0);
    expect((await detail(id, learner.token)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await staffPage({ title, state: 1 })).data.total).toBe(1);
    expect((await t.post('/api/course/course/state', { ids: [id], state: 0 }, admin)).code).toBe(0);
    expect((await myCourses(learner.token, { title })).data.total).toBe(1);
  });

  it('refuses to delete a course with study records and deletes one without', async () => {
    const f = await insertLibraryFile(t);
    const studied = await saveCourseOk(t, admin, courseBody([f]));
    const fresh = await saveCourseOk(t, admin, courseBody([f]));
    await simulateStudy(t, (await newLearner(t)).id, studied, [{ fileId: f, learnSec: 5 }]);
    const refused = await t.post('/api/course/course/delete', { ids: [fresh, studied] }, admin);
    expect(refused.code).toBe(ErrorCode.FAIL);
    expect(refused.msg).toBe('有学习记录的课程不能删除，请禁用！');
    expect((await adminDetail(fresh)).code).toBe(0);
    expect((await t.post('/api/course/course/delete', { ids: [fresh] }, admin)).code).toBe(0);
    expect((await adminDetail(fresh)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await courseRows(t, fresh)).items).toEqual([]);
  });

  it('prepare-notify messages every active learner in range', async () => {
    const [l1, l2] = [await newLearner(t), await newLearner(t)];
    const id = await saveCourseOk(
      t,
      admin,
      courseBody([await insertLibraryFile(t)], { openType: 3, userIds: [l1.id, l2.id], title: '通知课程' }),
    );
    const res = await t.post<{ count: number }>('/api/course/course/prepare-notify', { id }, admin);
    expect(res.data).toEqual({ count: 2 });
    expect(await messageTitles(t, l1.id)).toEqual(['课程通知：通知课程']);
  });
});
