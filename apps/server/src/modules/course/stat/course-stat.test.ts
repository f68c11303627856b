import type { Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import {
  COURSE_MENUS,
  courseBody,
  insertLibraryFile,
  saveCourseOk,
  simulateStudy,
} from '../../../../test/course-admin-helpers.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { createUserAdmin, sheetOf } from '../../../../test/user-helpers.ts';
import { rebuildRollups } from '../../stat/stat-rollup.ts';

/** Course statistics and the dashboard card, with the data scope of a department-limited staff member. */
let t: TestApp;
let admin: string;
/** Staff limited to the department A01A02 (data scope 2) managing courses. */
let staff: string;
let courseId: string;
let fileA: string;
let fileB: string;
let inside: { id: string; token: string };
let outside: { id: string; token: string };
const title = `统计课程${Date.now()}`;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  staff = (await createUserAdmin(t, { dataScope: 2, roleLevel: 5, deptCode: 'A01A02', menus: COURSE_MENUS })).session
    .token;
  fileA = await insertLibraryFile(t, { title: '课件甲', needLearn: 100 });
  fileB = await insertLibraryFile(t, { title: '课件乙', needLearn: 100 });
  courseId = await saveCourseOk(t, admin, courseBody([fileA, fileB], { title }));
  inside = await newLearner(t, { deptCode: 'A01A02' });
  outside = await newLearner(t, { deptCode: 'A01A01' });
  const insideDone = await newLearner(t, { deptCode: 'A01A02' });
  // inside: half of file A; insideDone: both files finished; outside: file A finished.
  await simulateStudy(t, inside.id, courseId, [{ fileId: fileA, learnSec: 50 }]);
  await simulateStudy(
    t,
    insideDone.id,
    courseId,
    [
      { fileId: fileA, learnSec: 100, finished: true },
      { fileId: fileB, learnSec: 110, finished: true },
    ],
    { finished: true },
  );
  await simulateStudy(t, outside.id, courseId, [{ fileId: fileA, learnSec: 100, finished: true }]);
  // Hand-built study rows (no events): the statistics roll-ups are recounted from them.
  await rebuildRollups(t.ctx, '2000-01-01', '2000-01-01');
});
afterAll(() => t.close());

type Summary = {
  learners: number;
  finished: number;
  avgSec: number;
  files: Array<{ fileId: string; title: string; learners: number; finished: number }>;
};
type StatUser = { userId: string; realName: string; process: number; finished: boolean; fileCount: number };
const summary = (token: string) => t.post<Summary>('/api/course/stat/summary', { id: courseId }, token);
const users = (token: string, params: Record<string, unknown> = {}) =>
  t.post<Page<StatUser>>(
    '/api/course/stat/user-paging',
    { current: 1, size: 50, params: { courseId, ...params } },
    token,
  );

describe('course statistics', () => {
  it('the summary counts learners, finished, average seconds and per-file progress', async () => {
    const s = (await summary(admin)).data;
    expect(s).toMatchObject({ learners: 3, finished: 1, avgSec: Math.floor((50 + 210 + 100) / 3) });
    expect(s.files).toEqual([
      { fileId: fileA, title: '课件甲', needLearn: 100, learners: 3, finished: 2 },
      { fileId: fileB, title: '课件乙', needLearn: 100, learners: 1, finished: 1 },
    ]);
  });

  it('a department-limited staff member counts only learners of the department', async () => {
    const s = (await summary(staff)).data;
    expect(s).toMatchObject({ learners: 2, finished: 1, avgSec: 130 });
    expect(s.files.map((f) => [f.learners, f.finished])).toEqual([
      [2, 1],
      [1, 1],
    ]);
  });

  it('the users page has progress, filters by finished and name, and follows the scope', async () => {
    const all = (await users(admin)).data;
    expect(all.total).toBe(3);
    const mine = (await users(staff)).data;
    expect(mine.records.map((r) => r.userId)).not.toContain(outside.id);
    expect(mine.total).toBe(2);
    const byId = new Map(all.records.map((r) => [r.userId, r]));
    expect(byId.get(inside.id)).toMatchObject({ process: 25, finished: false, fileCount: 2 });
    expect(byId.get(outside.id)).toMatchObject({ process: 50 });
    expect((await users(admin, { finished: 1 })).data.total).toBe(1);
    expect((await users(admin, { finished: 0 })).data.total).toBe(2);
    expect((await users(admin, { realName: '无此人' })).data.total).toBe(0);
    expect((await users(admin, { realName: '测试' })).data.total).toBe(3);
  });

  it('exports the learners as an xlsx, within the scope', async () => {
    const res = await t.raw({
      method: 'POST',
      url: '/api/course/stat/export',
      payload: { current: 1, size: 10, params: { courseId } },
      headers: { token: staff },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const rows = await sheetOf(res.rawPayload);
    expect(rows[0]).toEqual(['账号', '姓名', '部门', '学习时长', '已学课件', '学习进度(%)', '是否完成', '最近学习']);
    expect(rows.length).toBe(3);
    expect(rows.slice(1).every((r) => r[2] === '市场部')).toBe(true);
  });
});

describe('the dashboard course card', () => {
  type Dash = { id: string; title: string; procCount: number; finishCount: number };
  const dash = (token: string, params: Record<string, unknown> = { title }) =>
    t.post<Page<Dash>>('/api/stat/course/dash-course-list', { current: 1, size: 5, params }, token);

  it('lists ongoing courses with learners studying and finished, within the scope', async () => {
    expect((await dash(admin)).data.records).toEqual([{ id: courseId, title, procCount: 2, finishCount: 1 }]);
    expect((await dash(staff)).data.records).toEqual([{ id: courseId, title, procCount: 1, finishCount: 1 }]);
  });

  it('leaves out ended, future and disabled courses', async () => {
    const f = await insertLibraryFile(t);
    const name = `看板${Date.now()}`;
    const past = {
      startTime: new Date(Date.now() - 7200_000).toISOString(),
      endTime: new Date(Date.now() - 3600_000).toISOString(),
    };
    const future = {
      startTime: new Date(Date.now() + 3600_000).toISOString(),
      endTime: new Date(Date.now() + 7200_000).toISOString(),
    };
    await saveCourseOk(t, admin, courseBody([f], { title: `${name}1`, ...past }));
    await saveCourseOk(t, admin, courseBody([f], { title: `${name}2`, ...future }));
    await saveCourseOk(t, admin, courseBody([f], { title: `${name}3`, state: 1 }));
    const open = await saveCourseOk(t, admin, courseBody([f], { title: `${name}4` }));
    const page = (await dash(admin, { title: name })).data;
    expect(page.records.map((r) => r.id)).toEqual([open]);
    expect(page.size).toBe(5);
  });
});
