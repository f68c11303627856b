import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type CourseFile, ErrorCode, type Page } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { createStaffRole, createUser, login, loginAdmin, loginStudent } from '../../../../test/factories.ts';
import { mp3Of, mp4Of, pdfOf } from '../../../../test/media-helpers.ts';
import { createRepo } from '../../../../test/qu-helpers.ts';
import { pngOf, uploadAs } from '../../../../test/upload-helpers.ts';
import { elCourse, elCourseItem } from '../../../db/schema/index.ts';
import { copyDemoCourseFiles, seedDemoCourse } from '../../../db/seed/demo-course.ts';
import { newId } from '../../../lib/ids.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>, token = admin) =>
  t.post<{ id: string }>('/api/course/file/save', body, token);
const detail = (id: string, token = admin) => t.post<CourseFile>('/api/course/file/detail', { id }, token);
const paging = (params: Record<string, unknown>, token = admin) =>
  t.post<Page<CourseFile>>('/api/course/file/paging', { current: 1, size: 100, params }, token);

async function upload(name: string, content: Buffer): Promise<string> {
  const res = await uploadAs(t, admin, [{ name, content }]);
  expect(res.code, res.msg).toBe(0);
  return res.data.url;
}

async function saved(body: Record<string, unknown>, token = admin): Promise<string> {
  const res = await save(body, token);
  expect(res.code, res.msg).toBe(0);
  return res.data.id;
}

/** A course holding the files, open now to everyone unless told otherwise (rows written directly). */
async function courseWith(fileIds: string[], o: Partial<typeof elCourse.$inferInsert> = {}): Promise<string> {
  const id = newId();
  await t.ctx.db.insert(elCourse).values({
    id,
    title: `课程${id}`,
    startTime: new Date(Date.now() - 3600_000),
    endTime: new Date(Date.now() + 3600_000),
    ...o,
  });
  if (fileIds.length) {
    await t.ctx.db
      .insert(elCourseItem)
      .values(fileIds.map((fileId, sort) => ({ courseId: id, fileId, chapterIdx: 0, chapterTitle: '第一章', sort })));
  }
  return id;
}

describe('saving courseware reads the stored upload', () => {
  it('reads size and duration of an uploaded MP4 and takes the duration as needLearn', async () => {
    const content = mp4Of({ seconds: 95.2, moovLast: true });
    const url = await upload('lesson.mp4', content);
    const id = await saved({ title: '第一课 视频', fileType: 1, fileUrl: url, duration: 9999, fileSize: 1 });
    const res = await detail(id);
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      id,
      fileId: id,
      catId: '',
      catId_dictText: '',
      fileType: 1,
      fileType_dictText: '视频',
      fileUrl: url,
      viewUrl: '',
      fileSize: content.length,
      duration: 95,
      pages: 0,
      needLearn: 95,
      exercisesIdList: [],
    });
  });

  it('reads the duration of an MP3 and keeps a needLearn that is given', async () => {
    const url = await upload('talk.mp3', mp3Of(30));
    const id = await saved({ title: '音频', fileType: 2, fileUrl: url, needLearn: 20 });
    expect((await detail(id)).data).toMatchObject({ duration: 30, needLearn: 20 });
  });

  it('counts the pages of a PDF, and refuses it without needLearn', async () => {
    const url = await upload('handbook.pdf', pdfOf(7));
    const refused = await save({ title: '手册', fileType: 3, fileUrl: url });
    expect(refused.code).toBe(ErrorCode.FAIL);
    expect(refused.msg).toBe('请设置学习时长！');
    const id = await saved({ title: '手册', fileType: 3, fileUrl: url, needLearn: 60 });
    expect((await detail(id)).data).toMatchObject({ pages: 7, duration: 0, needLearn: 60, fileType_dictText: 'PDF' });
  });

  it('stores the exercise banks and refuses an unknown one', async () => {
    const repoId = await createRepo(t, admin);
    const url = await upload('ex.mp4', mp4Of({ seconds: 10 }));
    const bad = await save({ title: '练习', fileType: 1, fileUrl: url, exercisesIdList: [repoId, 'no-such-bank'] });
    expect(bad.msg).toBe('题库不存在！');
    const id = await saved({ title: '练习', fileType: 1, fileUrl: url, exercisesIdList: [repoId, repoId] });
    expect((await detail(id)).data.exercisesIdList).toEqual([repoId]);
  });

  it('accepts outside addresses only for a live pull address, a document view and a video stream', async () => {
    const live = await saved({ title: '直播', fileType: 5, viewUrl: 'https://live.example.com/a.flv', needLearn: 600 });
    expect((await detail(live)).data).toMatchObject({ viewUrl: 'https://live.example.com/a.flv', fileSize: 0 });
    const stream = await saved({
      title: '流',
      fileType: 1,
      fileUrl: 'https://cdn.example.com/v/index.m3u8',
      needLearn: 90,
    });
    expect((await detail(stream)).data).toMatchObject({ duration: 0, fileSize: 0, needLearn: 90 });
    const noLength = await save({ title: '流', fileType: 1, fileUrl: 'https://cdn.example.com/v/index.m3u8' });
    expect(noLength.msg).toBe('请设置学习时长！');
    const doc = await saved({
      title: '在线文档',
      fileType: 11,
      viewUrl: 'https://docs.example.com/view?id=1',
      needLearn: 30,
    });
    expect((await detail(doc)).data.viewUrl).toBe('https://docs.example.com/view?id=1');
    for (const body of [
      { title: '外链', fileType: 1, fileUrl: 'https://cdn.example.com/a.mp4', needLearn: 10 },
      { title: '外链', fileType: 22, fileUrl: 'https://cdn.example.com/a.zip', needLearn: 10 },
      { title: '脚本', fileType: 11, viewUrl: 'javascript:alert(1)', needLearn: 10 },
      { title: '脚本', fileType: 5, viewUrl: 'data:text/html,x', needLearn: 10 },
    ]) {
      expect((await save(body)).code, JSON.stringify(body)).toBe(ErrorCode.FAIL);
    }
  });

  it('takes a study time the minutes-seconds setter can enter (0 to 9999 min 59 s) and refuses more', async () => {
    const body = { title: '在线文档', fileType: 11, viewUrl: 'https://docs.example.com/view?id=2' };
    const most = await saved({ ...body, needLearn: 9999 * 60 + 59 });
    expect((await detail(most)).data.needLearn).toBe(599_999);
    for (const needLearn of [600_000, 864_000, -1, 1.5, 'abc']) {
      const res = await save({ ...body, needLearn });
      expect(res.code, String(needLearn)).toBe(ErrorCode.BAD_PARAMS);
      expect(res.msg).toBe('学习时长必须在0到9999分59秒之间！');
    }
  });

  it('refuses an upload that is missing, a private photo, or of another format than the type', async () => {
    const missing = await save({ title: '丢失', fileType: 1, fileUrl: '/upload/2020/01/01/nothing.mp4' });
    expect(missing.msg).toBe('课件文件不存在，请重新上传！');
    const face = await uploadAs(t, admin, [{ name: 'me.png', content: pngOf() }], { biz: 'face' });
    const priv = await save({ title: '照片', fileType: 4, fileUrl: face.data.url, needLearn: 10 });
    expect(priv.msg).toBe('课件文件不存在，请重新上传！');
    const pdf = await upload('not-a-video.pdf', pdfOf(1));
    const wrong = await save({ title: '错类型', fileType: 1, fileUrl: pdf });
    expect(wrong.msg).toBe('课件文件的格式与课件类型不符！');
    expect((await save({ title: '无文件', fileType: 1, fileUrl: '' })).code).toBe(ErrorCode.BAD_PARAMS);
    expect((await save({ title: '无目录', fileType: 3, fileUrl: pdf, needLearn: 5, catId: 'nope' })).msg).toBe(
      '课件目录不存在！',
    );
  });
});

describe('editing courseware', () => {
  it('needs course:file:edit (add alone may only create) and keeps course totals in step', async () => {
    const adder = await createUser(t, {
      roleIds: [await createStaffRole(t, ['m-course-file', 'm-fn-course-file-add'])],
    });
    const token = (await login(t, adder.userName)).token;
    const url = await upload('e.pdf', pdfOf(2));
    const id = await saved({ title: '可编辑', fileType: 3, fileUrl: url, needLearn: 40 }, token);
    const res = await save({ id, title: '改名', fileType: 3, fileUrl: url, needLearn: 40 }, token);
    expect(res.code).toBe(ErrorCode.FORBIDDEN);

    const other = await saved({ title: '另一个', fileType: 3, fileUrl: url, needLearn: 20 });
    const courseId = await courseWith([id, other], { fileCount: 2, totalSec: 60 });
    await saved({ id, title: '改名', fileType: 3, fileUrl: url, needLearn: 100 });
    const c = (await t.ctx.db.select().from(elCourse)).find((r) => r.id === courseId)!;
    expect([c.fileCount, c.totalSec]).toEqual([2, 120]);
    expect((await detail(id)).data).toMatchObject({ title: '改名', needLearn: 100, pages: 2 });
    expect((await save({ id: 'no-such-file', title: 'x', fileType: 3, fileUrl: url, needLearn: 1 })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
  });
});

describe('who sees a file', () => {
  it('a learner sees a file only inside a course they may study now', async () => {
    const url = await upload('l.pdf', pdfOf(1));
    const loose = await saved({ title: '未使用', fileType: 3, fileUrl: url, needLearn: 10 });
    const inOpen = await saved({ title: '公开课程中', fileType: 3, fileUrl: url, needLearn: 10 });
    const inClosed = await saved({ title: '禁用课程中', fileType: 3, fileUrl: url, needLearn: 10 });
    const inOther = await saved({ title: '他人课程中', fileType: 3, fileUrl: url, needLearn: 10 });
    const inEnded = await saved({ title: '已结束课程中', fileType: 3, fileUrl: url, needLearn: 10 });
    await courseWith([inOpen]);
    await courseWith([inClosed], { state: 1 });
    await courseWith([inOther], { openType: 3 });
    await courseWith([inEnded], { endTime: new Date(Date.now() - 1000) });
    const learner = await newLearner(t);
    const ok = await detail(inOpen, learner.token);
    expect(ok.code).toBe(0);
    expect(ok.data.title).toBe('公开课程中');
    for (const id of [loose, inClosed, inOther, inEnded, 'no-such-file']) {
      const res = await detail(id, learner.token);
      expect(res.code, id).toBe(ErrorCode.NOT_FOUND);
      expect(res.data).toBeNull();
    }
    expect((await paging({}, learner.token)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await save({ title: 'x', fileType: 3, fileUrl: url, needLearn: 1 }, learner.token)).code).toBe(
      ErrorCode.FORBIDDEN,
    );
  });

  it('course editors without library rights still see every file', async () => {
    const url = await upload('s.pdf', pdfOf(1));
    const id = await saved({ title: '编辑可见', fileType: 3, fileUrl: url, needLearn: 10 });
    const editor = await createUser(t, { roleIds: [await createStaffRole(t, ['m-fn-course-edit'])] });
    expect((await detail(id, (await login(t, editor.userName)).token)).code).toBe(0);
  });
});

describe('deleting and listing courseware', () => {
  it('refuses deleting a file a course uses, naming it', async () => {
    const url = await upload('d.pdf', pdfOf(1));
    const used = await saved({ title: '被使用的课件', fileType: 3, fileUrl: url, needLearn: 10 });
    const free = await saved({ title: '空闲课件', fileType: 3, fileUrl: url, needLearn: 10 });
    await courseWith([used]);
    const res = await t.post('/api/course/file/delete', { ids: [free, used] }, admin);
    expect(res.code).toBe(ErrorCode.FAIL);
    expect(res.msg).toBe('课件「被使用的课件」已被课程使用，不能删除！');
    expect((await detail(free)).code).toBe(0);
    expect((await t.post('/api/course/file/delete', { ids: [free] }, admin)).code).toBe(0);
    expect((await detail(free)).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('filters by title, folder with its sub-folders, type and excludes; newest first', async () => {
    const cat = async (title: string, parentId = '') =>
      (await t.post<{ id: string }>('/api/course/cat/save', { title, parentId }, admin)).data.id;
    const top = await cat('分页根');
    const sub = await cat('分页子', top);
    const elsewhere = await cat('分页别处');
    const pdf = await upload('p.pdf', pdfOf(1));
    const mp4 = await upload('p.mp4', mp4Of({ seconds: 5 }));
    const a = await saved({ title: '分页甲_%', catId: top, fileType: 3, fileUrl: pdf, needLearn: 10 });
    const b = await saved({ title: '分页乙', catId: sub, fileType: 1, fileUrl: mp4 });
    const c = await saved({ title: '分页丙', catId: elsewhere, fileType: 3, fileUrl: pdf, needLearn: 10 });
    const ids = async (params: Record<string, unknown>) => {
      const res = await paging(params);
      expect(res.code, res.msg).toBe(0);
      return res.data.records.map((r) => r.id);
    };
    expect(await ids({ catId: top })).toEqual([b, a]);
    expect(await ids({ catId: sub })).toEqual([b]);
    expect(await ids({ catId: top, fileType: 3 })).toEqual([a]);
    expect(await ids({ catId: top, excludes: [b] })).toEqual([a]);
    expect(await ids({ title: '分页' })).toEqual([c, b, a]);
    expect(await ids({ title: '_%' })).toEqual([a]);
    expect(await ids({ catId: 'no-such-folder' })).toEqual([]);
    const page = await paging({ catId: sub });
    expect(page.data.records[0]).toMatchObject({ catId: sub, catId_dictText: '分页子', duration: 5 });
    expect(page.data.total).toBe(1);
  });
});

describe('the demo course', () => {
  it('is seeded with its folder, three files read from the shipped media, and two chapters', async () => {
    const course = (await t.ctx.db.select().from(elCourse)).find((r) => r.id === 'course-demo')!;
    expect(course).toMatchObject({ title: '示例课程', openType: 1, state: 0, points: 10, fileCount: 3, totalSec: 98 });
    expect(course.faceCam || course.checkOn || course.exercises).toBe(false);
    expect(course.startTime.getTime()).toBeLessThan(Date.now());
    expect(course.endTime.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600_000);
    const items = (await t.ctx.db.select().from(elCourseItem)).filter((i) => i.courseId === 'course-demo');
    expect(items.map((i) => [i.fileId, i.chapterIdx, i.chapterTitle, i.sort]).sort()).toEqual([
      ['cf-demo-notes', 1, '第二章 资料', 1],
      ['cf-demo-pdf', 1, '第二章 资料', 0],
      ['cf-demo-video', 0, '第一章 视频', 0],
    ]);
    const student = (await loginStudent(t)).token;
    const video = await detail('cf-demo-video', student);
    expect(video.data).toMatchObject({ fileType: 1, duration: 8, needLearn: 8, catId_dictText: '示例课件' });
    expect((await detail('cf-demo-pdf')).data).toMatchObject({ fileType: 3, pages: 3, needLearn: 60 });
    expect((await detail('cf-demo-notes')).data).toMatchObject({ fileType: 22, needLearn: 30 });
    const served = await t.raw({ method: 'GET', url: video.data.fileUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(Number(served.headers['content-length'])).toBe(video.data.fileSize);
  });

  it('seeds nothing twice, and copies missing media without overwriting', async () => {
    await seedDemoCourse(t.ctx.db);
    const demos = (await t.ctx.db.select().from(elCourse)).filter((r) => r.title === '示例课程');
    expect(demos).toHaveLength(1);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xk-demo-'));
    try {
      fs.mkdirSync(path.join(dir, 'demo'));
      fs.writeFileSync(path.join(dir, 'demo/course-video.mp4'), 'kept');
      await copyDemoCourseFiles(dir);
      expect(fs.readFileSync(path.join(dir, 'demo/course-video.mp4'), 'utf8')).toBe('kept');
      expect(fs.readFileSync(path.join(dir, 'demo/course-handbook.pdf')).subarray(0, 4).toString()).toBe('%PDF');
      expect(fs.existsSync(path.join(dir, 'demo/course-notes.docx'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
