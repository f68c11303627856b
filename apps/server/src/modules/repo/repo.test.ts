import type { ChapterRow, Page, RepoChapterGroup, RepoRow, SessionInfo } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { loginAdmin, loginStudent } from '../../../test/factories.ts';
import { createRepo, sampleQuestions } from '../../../test/qu-helpers.ts';

let t: TestApp;
let admin: SessionInfo;
let student: SessionInfo;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAdmin(t);
  student = await loginStudent(t);
});
afterAll(() => t.close());

const chapterSave = (body: object) => t.post<{ id: string }>('/api/repo/chapter/save', body, admin.token);
const chapters = async (repoId: string, token = admin.token) =>
  (await t.post<ChapterRow[]>('/api/repo/chapter/list', { repoId }, token)).data;

describe('/api/repo', () => {
  it('counts questions: objective, subjective (a composite with a short answer is subjective)', async () => {
    const repoId = await createRepo(t, admin.token, { title: '计数题库' });
    const ch = (await chapterSave({ repoId, title: '第一章' })).data.id;
    const samples = sampleQuestions(repoId, ch);
    for (const body of Object.values(samples))
      expect((await t.post('/api/qu/qu/save', body, admin.token)).code).toBe(0);
    // a composite of objective children only
    await t.post('/api/qu/qu/save', { ...samples.composite, subList: [samples.composite.subList?.[0]] }, admin.token);
    const res = await t.post<Page<RepoRow>>('/api/repo/paging', { params: { title: '计数题库' } }, admin.token);
    expect(res.data.records).toHaveLength(1);
    expect(res.data.records[0]).toMatchObject({ quCount: 8, subjCount: 2, objCount: 6, chapterCount: 1 });
    const d = await t.post<RepoRow>('/api/repo/detail', { id: repoId }, admin.token);
    expect(d.data).toMatchObject({ title: '计数题库', quCount: 8, isExam: true, isTrain: true });

    const group = (await t.post<RepoChapterGroup>('/api/repo/chapter-group', { repoId }, student.token)).data;
    expect(group.quCount).toBe(8);
    expect(group.typeList.find((x) => x.quType === 99)).toMatchObject({ count: 2, quType_dictText: '组合题' });
    expect(group.chapterList).toHaveLength(1);
    expect(group.chapterList[0]).toMatchObject({ id: ch, title: '第一章', quCount: 8 });
    expect((await chapters(repoId, student.token))[0].quCount).toBe(8);
  });

  it('learners see only banks open for training; staff filter by isExam/isTrain', async () => {
    const open = await createRepo(t, admin.token, { title: '开放训练题库' });
    const closed = await createRepo(t, admin.token, { title: '仅考试题库', isTrain: false });
    const mine = await t.post<Page<RepoRow>>(
      '/api/repo/paging',
      { size: 100, params: { isTrain: false } },
      student.token,
    );
    const ids = mine.data.records.map((r) => r.id);
    expect(ids).toContain(open);
    expect(ids).not.toContain(closed);
    expect((await t.post('/api/repo/detail', { id: closed }, student.token)).code).toBe(10010003);
    expect((await t.post('/api/repo/chapter/list', { repoId: closed }, student.token)).code).toBe(10010003);
    const staff = await t.post<Page<RepoRow>>(
      '/api/repo/paging',
      { size: 100, params: { isTrain: 'false' } },
      admin.token,
    );
    expect(staff.data.records.map((r) => r.id)).toEqual(expect.arrayContaining([closed]));
    expect(staff.data.records.map((r) => r.id)).not.toContain(open);
  });

  it('refuses learners on admin calls', async () => {
    const repoId = await createRepo(t, admin.token);
    for (const [url, body] of [
      ['/api/repo/save', { title: 'x' }],
      ['/api/repo/delete', { ids: [repoId] }],
      ['/api/repo/chapter/save', { repoId, title: 'x' }],
      ['/api/repo/chapter/delete', { ids: ['x'] }],
      ['/api/repo/chapter/sort', { id: 'x', sort: 0 }],
    ] as const) {
      expect((await t.post(url, body, student.token)).code, url).toBe(10010004);
    }
  });

  it('validates and edits a bank; refuses deleting a bank with questions', async () => {
    expect((await t.post('/api/repo/save', { title: ' ' }, admin.token)).msg).toBe('题库名称不能为空！');
    const repoId = await createRepo(t, admin.token);
    expect((await t.post('/api/repo/save', { id: repoId, title: '改名', isExam: false }, admin.token)).code).toBe(0);
    expect((await t.post<RepoRow>('/api/repo/detail', { id: repoId }, admin.token)).data).toMatchObject({
      title: '改名',
      isExam: false,
    });
    const qu = await t.post<{ id: string }>('/api/qu/qu/save', sampleQuestions(repoId).short, admin.token);
    const refused = await t.post('/api/repo/delete', { ids: [repoId] }, admin.token);
    expect(refused).toMatchObject({ code: 1, msg: '题库中还有试题，请先删除试题后再删除题库！' });
    await t.post('/api/qu/qu/delete', { ids: [qu.data.id] }, admin.token);
    expect((await t.post('/api/repo/delete', { ids: [repoId] }, admin.token)).code).toBe(0);
    expect((await t.post('/api/repo/detail', { id: repoId }, admin.token)).code).toBe(10010003);
  });
});

describe('/api/repo/chapter', () => {
  it('adds in order, renames, moves, searches and deletes (questions stay without a chapter)', async () => {
    const repoId = await createRepo(t, admin.token);
    const a = (await chapterSave({ repoId, title: '第一章' })).data.id;
    const b = (await chapterSave({ repoId, title: '第二章' })).data.id;
    const c = (await chapterSave({ repoId, title: '第三章' })).data.id;
    expect((await chapters(repoId)).map((x) => x.id)).toEqual([a, b, c]);
    expect((await t.post('/api/repo/chapter/sort', { id: c, sort: 0 }, admin.token)).code).toBe(0);
    expect((await chapters(repoId)).map((x) => x.id)).toEqual([a, c, b]);
    await chapterSave({ id: b, repoId, title: '第二章（修订）' });
    const found = await t.post<ChapterRow[]>('/api/repo/chapter/list', { repoId, title: '修订' }, admin.token);
    expect(found.data.map((x) => x.id)).toEqual([b]);
    expect((await chapterSave({ repoId, title: '' })).msg).toBe('章节名称不能为空！');

    const qu = await t.post<{ id: string }>('/api/qu/qu/save', sampleQuestions(repoId, a).short, admin.token);
    expect((await t.post('/api/repo/chapter/delete', { ids: [a] }, admin.token)).code).toBe(0);
    const d = await t.post<{ chapterId: string }>('/api/qu/qu/detail', { id: qu.data.id }, admin.token);
    expect(d.data.chapterId).toBe('');
    const group = (await t.post<RepoChapterGroup>('/api/repo/chapter-group', { repoId }, admin.token)).data;
    expect(group.chapterList.at(-1)).toMatchObject({ id: '', title: '未分章节', quCount: 1 });
  });
});
