import type { MyGrant } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { certBody, grantOk, grantsOf, saveCertOk, unrenderGrant } from '../../../test/cert-helpers.ts';
import {
  courseBody,
  insertLibraryFile,
  messageTitles,
  saveCourseOk,
  simulateStudy,
} from '../../../test/course-admin-helpers.ts';
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
import { certRendersIdle, sweepUnrenderedGrants } from './cert-render-queue.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const myList = async (token: string) => (await t.post<MyGrant[]>('/api/cert/grant/my-list', {}, token)).data;

describe('automatic grants', () => {
  it('passing an exam with a certificate grants it once, with its PDF and a message', async () => {
    const certId = await saveCertOk(t, admin, certBody({ title: '考试合格证', numberPrefix: 'KS' }));
    const { repoId } = await createExamBank(t, admin);
    const rule = (quType: number) => ({ repoId, quType, level: 0, count: 1, score: 2 });
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { title: '安全考试', certId, qualifyScore: 6, rules: [1, 2, 3, 5, 6].map(rule) }),
    );
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    await answerAllRight(t, admin, l.token, paperId);
    expect((await hand(t, l.token, paperId)).code).toBe(0);
    await certRendersIdle(t.ctx); // the PDF and the message follow the hand-in in the background
    const list = await myList(l.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: '考试合格证',
      grantType: 2,
      grantType_dictText: '考试通过',
      sourceName: '安全考试',
    });
    expect(list[0].number).toMatch(/^KS\d{20}$/);
    expect(list[0].certFilePdf).toMatch(/\.pdf\?exp=/);
    expect(await messageTitles(t, l.id)).toContain('证书发放：考试合格证');
    // A second pass of the same exam grants nothing more.
    const again = await startPaper(t, l.token, examId).catch(() => null);
    if (again) {
      await answerAllRight(t, admin, l.token, again);
      await hand(t, l.token, again);
    }
    expect(await grantsOf(t, l.id)).toHaveLength(1);
  });

  it('failing the exam grants nothing', async () => {
    const certId = await saveCertOk(t, admin);
    const { repoId } = await createExamBank(t, admin);
    const rule = (quType: number) => ({ repoId, quType, level: 0, count: 1, score: 2 });
    const examId = await createExam(
      t,
      admin,
      examBody(repoId, { certId, qualifyScore: 6, rules: [1, 2, 3].map(rule) }),
    );
    const l = await newLearner(t);
    const paperId = await startPaper(t, l.token, examId);
    expect((await hand(t, l.token, paperId)).code).toBe(0);
    expect(await grantsOf(t, l.id)).toHaveLength(0);
  });

  it('finishing a course with a certificate grants it (course completion)', async () => {
    const certId = await saveCertOk(t, admin, certBody({ title: '课程结业证书' }));
    const fileId = await insertLibraryFile(t);
    const courseId = await saveCourseOk(t, admin, courseBody([fileId], { title: '消防课程', certId }));
    const l = await newLearner(t);
    await simulateStudy(t, l.id, courseId, [{ fileId, learnSec: 100, finished: true }]);
    const res = await t.post('/api/course/file/learn/fix-process', { courseId, fileId }, l.token);
    expect(res.code).toBe(0);
    await t.post('/api/course/file/learn/fix-process', { courseId, fileId }, l.token);
    const list = await myList(l.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      title: '课程结业证书',
      grantType: 3,
      grantType_dictText: '课程完成',
      sourceName: '消防课程',
    });
  });

  it('a disabled certificate is not granted automatically', async () => {
    const certId = await saveCertOk(t, admin, certBody({ state: 1 }));
    const fileId = await insertLibraryFile(t);
    const courseId = await saveCourseOk(t, admin, courseBody([fileId], { certId }));
    const l = await newLearner(t);
    await simulateStudy(t, l.id, courseId, [{ fileId, learnSec: 100, finished: true }]);
    expect((await t.post('/api/course/file/learn/fix-process', { courseId, fileId }, l.token)).code).toBe(0);
    expect(await grantsOf(t, l.id)).toHaveLength(0);
  });

  it('a grant left without a PDF (its process stopped, or the render failed) is rendered by the sweep, once', async () => {
    const certId = await saveCertOk(t, admin, certBody({ title: '补做证书' }));
    const l = await newLearner(t);
    await grantOk(t, admin, { certId, userIds: [l.id] });
    const [g] = await grantsOf(t, l.id);
    if (!g) throw new Error('no grant');
    await unrenderGrant(t, g.id, 3);
    expect(await sweepUnrenderedGrants(t.ctx)).toBe(1);
    expect((await myList(l.token)).find((x) => x.title === '补做证书')?.certFilePdf).toMatch(/\.pdf\?exp=/);
    expect(await sweepUnrenderedGrants(t.ctx)).toBe(0);
  });
});
