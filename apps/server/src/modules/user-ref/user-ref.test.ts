import { ErrorCode, type Page, type UserRefRow } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, newLearner } from '../../../test/exam-helpers.ts';
import { loginAdmin, loginStudent } from '../../../test/factories.ts';
import { elCourse } from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';

let t: TestApp;
let admin: string;
let repoId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
});
afterAll(() => t.close());

const list = (refId: string, token = admin) =>
  t.post<Page<UserRefRow>>('/api/sys/user/ref/list', { current: 1, size: 10, params: { refId } }, token);

describe('/api/sys/user/ref', () => {
  it("joins, lists and removes an exam's persons (open type 3)", async () => {
    const a = await newLearner(t);
    const b = await newLearner(t);
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], openType: 3, userIds: [a.id] }),
    );
    expect((await list(examId)).data.records.map((r) => r.id)).toEqual([a.id]);
    const joined = await t.post<{ added: number }>(
      '/api/sys/user/ref/join',
      { refId: examId, ids: [a.id, b.id] },
      admin,
    );
    expect(joined.data).toEqual({ added: 1 });
    expect((await list(examId)).data.total).toBe(2);
    expect((await list(examId)).data.records.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect((await t.post('/api/sys/user/ref/remove', { refId: examId, ids: [a.id] }, admin)).code).toBe(0);
    expect((await list(examId)).data.records.map((r) => r.id)).toEqual([b.id]);
  });

  it("works on a course's persons too", async () => {
    const courseId = newId();
    await t.ctx.db.insert(elCourse).values({
      id: courseId,
      title: '引用课程',
      openType: 3,
      startTime: new Date(),
      endTime: new Date(Date.now() + 86400000),
    } as typeof elCourse.$inferInsert);
    const a = await newLearner(t);
    expect((await t.post('/api/sys/user/ref/join', { refId: courseId, ids: [a.id] }, admin)).code).toBe(0);
    expect((await list(courseId)).data.records).toMatchObject([{ id: a.id }]);
  });

  it('refuses unknown references and users, and learners', async () => {
    expect((await list('404404')).code).toBe(ErrorCode.NOT_FOUND);
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }] }),
    );
    expect((await t.post('/api/sys/user/ref/join', { refId: examId, ids: ['nobody'] }, admin)).msg).toBe(
      '所选用户不存在或已被删除，请刷新后重试！',
    );
    const student = (await loginStudent(t)).token;
    expect((await list(examId, student)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/sys/user/ref/join', { refId: examId }, admin)).code).toBe(ErrorCode.BAD_PARAMS);
  });
});
