import type { Page, UserRefRow } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { courseBody, insertLibraryFile, saveCourseOk } from '../../../test/course-admin-helpers.ts';
import { createExam, createExamBank, examBody, newLearner } from '../../../test/exam-helpers.ts';
import { loginAdmin } from '../../../test/factories.ts';

/**
 * The exam and course forms edit their persons (open type 3) through the user-reference list, one by one,
 * and stop sending the whole list: a save without `userIds` keeps an edited record's persons, a new record
 * starts with none; a save with `userIds` (the old field) still replaces them.
 */

let t: TestApp;
let admin: string;
let repoId: string;
beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
});
afterAll(() => t.close());

const persons = async (refId: string) =>
  (
    await t.post<Page<UserRefRow>>('/api/sys/user/ref/list', { current: 1, size: 50, params: { refId } }, admin)
  ).data.records
    .map((r) => r.id)
    .sort();
const join = (refId: string, ids: string[]) => t.post('/api/sys/user/ref/join', { refId, ids }, admin);
const rules = () => [{ repoId, quType: 1, count: 1, score: 10 }];

describe('exam form persons', () => {
  const save = (body: Record<string, unknown>) => t.post<{ id: string }>('/api/exam/exam/save', body, admin);

  it('a new exam of open type 3 saves without persons; the list then edits them; saving keeps them', async () => {
    const [a, b] = [await newLearner(t), await newLearner(t)];
    const { userIds: _u, ...body } = examBody(repoId, { rules: rules(), openType: 3 });
    const created = await save(body);
    expect(created.code).toBe(0);
    const id = created.data.id;
    expect(await persons(id)).toEqual([]);
    expect((await join(id, [a.id, b.id])).code).toBe(0);
    // The form's edit save: no userIds.
    expect((await save({ ...body, id, title: '改名' })).code).toBe(0);
    expect(await persons(id)).toEqual([a.id, b.id].sort());
    // The old field still replaces the list.
    expect((await save({ ...body, id, userIds: [a.id] })).code).toBe(0);
    expect(await persons(id)).toEqual([a.id]);
    // An explicitly empty list is refused as before; another open type drops the persons.
    expect((await save({ ...body, id, userIds: [] })).msg).toBe('请选择参加考试的人员！');
    expect((await save({ ...body, id, openType: 1 })).code).toBe(0);
    expect(await persons(id)).toEqual([]);
  });

  it('the old field on a new exam still sets its persons', async () => {
    const a = await newLearner(t);
    const id = await createExam(t, admin, examBody(repoId, { rules: rules(), openType: 3, userIds: [a.id] }));
    expect(await persons(id)).toEqual([a.id]);
  });

  it('an edit of departments keeps the persons rows it does not own', async () => {
    const a = await newLearner(t);
    const { userIds: _u, ...body } = examBody(repoId, { rules: rules(), openType: 3 });
    const id = (await save(body)).data.id;
    await join(id, [a.id]);
    expect((await save({ ...body, id, deptCodes: ['A01'] })).code).toBe(0);
    expect(await persons(id)).toEqual([a.id]);
  });
});

describe('course form persons', () => {
  const save = (body: Record<string, unknown>) => t.post<{ id: string }>('/api/course/course/save', body, admin);

  it('a new course of open type 3 saves without persons; an edit keeps those added through the list', async () => {
    const file = await insertLibraryFile(t);
    const [a, b] = [await newLearner(t), await newLearner(t)];
    const { userIds: _u, ...body } = courseBody([file], { openType: 3 });
    const created = await save(body);
    expect(created.code).toBe(0);
    const id = created.data.id;
    expect(await persons(id)).toEqual([]);
    await join(id, [a.id, b.id]);
    expect((await save({ ...body, id, title: '新课名' })).code).toBe(0);
    expect(await persons(id)).toEqual([a.id, b.id].sort());
    expect((await save({ ...body, id, userIds: [b.id] })).code).toBe(0);
    expect(await persons(id)).toEqual([b.id]);
    expect((await save({ ...body, id, userIds: [] })).msg).toBe('请选择学习人员！');
    expect((await save({ ...body, id, openType: 1 })).code).toBe(0);
    expect(await persons(id)).toEqual([]);
  });

  it('the old field on a new course still sets its persons', async () => {
    const file = await insertLibraryFile(t);
    const a = await newLearner(t);
    const id = await saveCourseOk(t, admin, courseBody([file], { openType: 3, userIds: [a.id] }));
    expect(await persons(id)).toEqual([a.id]);
  });
});
