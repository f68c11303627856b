import { type CourseDetail, type CourseRow, ErrorCode, type Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import {
  COURSE_MENUS,
  courseBody,
  insertLibraryFile,
  messageTitles,
  saveCourseOk,
  simulateStudy,
} from '../../../../test/course-admin-helpers.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { createStaffRole, createUser, login, loginAdmin } from '../../../../test/factories.ts';
import { createUserAdmin } from '../../../../test/user-helpers.ts';

/** Attacks on courses: probing courses out of reach, other learners' progress, staff calls without the key. */
let t: TestApp;
let admin: string;
let fileId: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  fileId = await insertLibraryFile(t, { needLearn: 100 });
});
afterAll(() => t.close());

const detail = (id: string, token: string) => t.post<CourseDetail>('/api/course/course/detail', { id }, token);
const simple = (id: string, token: string) => t.post('/api/course/course/simple-detail', { id }, token);
const listed = async (token: string, id: string, title: string) =>
  (
    await t.post<Page<CourseRow>>('/api/course/course/user-paging', { current: 1, size: 50, params: { title } }, token)
  ).data.records.some((r) => r.id === id);

/** Asserts the learner can neither open the course nor see it listed. */
async function hiddenFrom(token: string, id: string, title: string) {
  expect((await detail(id, token)).code).toBe(ErrorCode.NOT_FOUND);
  expect((await simple(id, token)).code).toBe(ErrorCode.NOT_FOUND);
  expect(await listed(token, id, title)).toBe(false);
}

describe('learners reach only courses open to them', () => {
  it('refuses a department course to a learner of another department (and admits one below it)', async () => {
    const title = `部门课程${Date.now()}`;
    const id = await saveCourseOk(t, admin, courseBody([fileId], { title, openType: 2, deptCodes: ['A01A02'] }));
    const outsider = await newLearner(t, { deptCode: 'A01A01' });
    await hiddenFrom(outsider.token, id, title);
    const member = await newLearner(t, { deptCode: 'A01A02' });
    expect((await detail(id, member.token)).code).toBe(0);
    expect(await listed(member.token, id, title)).toBe(true);
    const above = await saveCourseOk(t, admin, courseBody([fileId], { title, openType: 2, deptCodes: ['A01'] }));
    expect((await detail(above, outsider.token)).code).toBe(0);
  });

  it('refuses a person course to a learner not listed', async () => {
    const title = `指定人员${Date.now()}`;
    const chosen = await newLearner(t);
    const other = await newLearner(t);
    const id = await saveCourseOk(t, admin, courseBody([fileId], { title, openType: 3, userIds: [chosen.id] }));
    await hiddenFrom(other.token, id, title);
    expect((await detail(id, chosen.token)).code).toBe(0);
    expect(await listed(chosen.token, id, title)).toBe(true);
  });

  it('refuses a disabled, an ended and a not yet started course', async () => {
    const title = `不可学${Date.now()}`;
    const learner = await newLearner(t);
    const disabled = await saveCourseOk(t, admin, courseBody([fileId], { title, state: 1 }));
    const ended = await saveCourseOk(
      t,
      admin,
      courseBody([fileId], {
        title,
        startTime: new Date(Date.now() - 7200_000).toISOString(),
        endTime: new Date(Date.now() - 3600_000).toISOString(),
      }),
    );
    const future = await saveCourseOk(
      t,
      admin,
      courseBody([fileId], {
        title,
        startTime: new Date(Date.now() + 3600_000).toISOString(),
        endTime: new Date(Date.now() + 7200_000).toISOString(),
      }),
    );
    for (const id of [disabled, ended, future]) await hiddenFrom(learner.token, id, title);
  });

  it('shows a learner only their own progress', async () => {
    const id = await saveCourseOk(t, admin, courseBody([fileId]));
    const [a, b] = [await newLearner(t), await newLearner(t)];
    await simulateStudy(t, a.id, id, [{ fileId, learnSec: 100, finished: true }], { finished: true, breakMsg: 'x' });
    const d = (await detail(id, b.token)).data;
    expect(d).toMatchObject({ learnSec: 0, process: 0, finished: false, breakMsg: '' });
    expect(d.chapters[0].files[0]).toMatchObject({ learnSec: 0, finished: false });
  });
});

describe('staff calls need their keys', () => {
  it('refuses every staff call to a learner', async () => {
    const id = await saveCourseOk(t, admin, courseBody([fileId]));
    const learner = await newLearner(t);
    const calls: Array<[string, unknown]> = [
      ['/api/course/course/save', courseBody([fileId])],
      ['/api/course/course/admin/detail', { id }],
      ['/api/course/course/paging', { current: 1, size: 10 }],
      ['/api/course/course/options', { current: 1, size: 10 }],
      ['/api/course/course/state', { ids: [id], state: 1 }],
      ['/api/course/course/delete', { ids: [id] }],
      ['/api/course/course/prepare-notify', { id }],
      ['/api/course/stat/summary', { id }],
      ['/api/course/stat/user-paging', { current: 1, size: 10, params: { courseId: id } }],
      ['/api/course/stat/export', { current: 1, size: 10, params: { courseId: id } }],
      ['/api/stat/course/dash-course-list', { current: 1, size: 5 }],
    ];
    for (const [url, body] of calls)
      expect((await t.post(url, body, learner.token)).code, url).toBe(ErrorCode.FORBIDDEN);
  });

  it('refuses an edit through save to staff who may only add', async () => {
    const roleId = await createStaffRole(t, ['m-course', 'm-course-list', 'm-course-add', 'm-fn-course-add']);
    const u = await createUser(t, { roleIds: [roleId] });
    const token = (await login(t, u.userName)).token;
    const body = courseBody([fileId], { title: '原标题' });
    const id = await saveCourseOk(t, admin, body);
    const edit = await t.post('/api/course/course/save', { ...body, id, title: '篡改' }, token);
    expect(edit.code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/course/course/save', courseBody([fileId]), token)).code).toBe(0);
  });

  it('gives exam:list staff the course select (ids and titles) but not the course rows', async () => {
    const title = `筛选课程${Date.now()}`;
    const id = await saveCourseOk(t, admin, courseBody([fileId], { title }));
    const roleId = await createStaffRole(t, ['m-exam', 'm-exam-list']);
    const token = (await login(t, (await createUser(t, { roleIds: [roleId] })).userName)).token;
    const body = { current: 1, size: 100, params: { title } };
    expect((await t.post('/api/course/course/paging', body, token)).code).toBe(ErrorCode.FORBIDDEN);
    const res = await t.post<Page<Record<string, unknown>>>('/api/course/course/options', body, token);
    expect(res.code).toBe(0);
    expect(res.data.records).toEqual([{ id, title }]);
  });

  it('notifies only learners within the sender’s data scope', async () => {
    const staff = (await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus: COURSE_MENUS }))
      .session.token;
    const inside = await newLearner(t, { deptCode: 'A01A02' });
    const outside = await newLearner(t, { deptCode: 'A01A01' });
    const title = `范围通知${Date.now()}`;
    const id = await saveCourseOk(
      t,
      admin,
      courseBody([fileId], { title, openType: 3, userIds: [inside.id, outside.id] }),
    );
    const res = await t.post<{ count: number }>('/api/course/course/prepare-notify', { id }, staff);
    expect(res.data).toEqual({ count: 1 });
    expect(await messageTitles(t, inside.id)).toEqual([`课程通知：${title}`]);
    expect(await messageTitles(t, outside.id)).toEqual([]);
  });

  it('answers not found for statistics of a course that does not exist', async () => {
    expect((await t.post('/api/course/stat/summary', { id: 'no-such-course' }, admin)).code).toBe(ErrorCode.NOT_FOUND);
  });
});
