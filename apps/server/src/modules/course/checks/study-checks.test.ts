import { type CaptureResult, ErrorCode, type ExerciseRecord, type StudySocketMessage } from '@xuekao/contracts';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { courseUserOf, exerciseAnswerOf, insertCourse, insertCourseFile } from '../../../../test/course-helpers.ts';
import { createExamBank, newLearner } from '../../../../test/exam-helpers.ts';
import { loginAdmin, presetCaptcha } from '../../../../test/factories.ts';
import { baiduStandIn } from '../../../../test/stand-ins/face/baidu.ts';
import { facePhoto, facePhotoDataUrl, type StandIn, startStandIn } from '../../../../test/stand-ins/face/server.ts';
import { storePhoto } from '../../face/photo/face.service.ts';
import { updateUserById } from '../../user/user.queries.ts';
import { STOP_TEXTS } from '../study/study-conn.ts';
import { faceBreakText } from './course-face.service.ts';

/**
 * Study anti-cheat on the server (docs/COURSES.md): a due exercise, study photo or reading check stops
 * accrual until it is satisfied; face failures and a missed reading check end study with a reason.
 */

const baiduKeys = { appId: '1', appKey: 'ak-study', secretKey: 'sk-study', faceGroup: 'g' };
let standIn: StandIn;
let t: TestApp;
let admin: string;
let repoId: string;
let base: string;

beforeAll(async () => {
  standIn = await startStandIn(baiduStandIn(baiduKeys));
  t = await buildTestApp({ FACE_ENDPOINT: standIn.url });
  admin = (await loginAdmin(t)).token;
  repoId = (await createExamBank(t, admin)).repoId;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `ws://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (sec: number) => vi.setSystemTime(new Date(Date.now() + sec * 1000));
const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 20));
};
interface Study {
  ws: WebSocket;
  messages: StudySocketMessage[];
}
async function open(l: { id: string; token: string }, courseId: string, fileId: string): Promise<Study> {
  const ws = new WebSocket(`${base}/api/socket/read/${l.id}/${courseId}/${fileId}?token=${l.token}`);
  const s: Study = { ws, messages: [] };
  ws.on('message', (d) => s.messages.push(JSON.parse(d.toString())));
  await until(() => s.messages.length > 0);
  return s;
}
async function beat(s: Study, sec: number, text = 'ping'): Promise<StudySocketMessage> {
  advance(sec);
  const n = s.messages.length;
  s.ws.send(text);
  await until(() => s.messages.length > n);
  return s.messages.at(-1) as StudySocketMessage;
}
const settle = () => new Promise((r) => setTimeout(r, 100));

describe('in-course exercises', () => {
  it('a due exercise stops accrual until one is answered right; wrong answers draw another', async () => {
    const fileId = await insertCourseFile(t, { needLearn: 20, repoIds: [repoId] });
    const courseId = await insertCourse(t, [fileId], { exercises: true, exercisesCount: 1 });
    const l = await newLearner(t);
    const ref = { courseId, fileId };
    expect((await t.post<number>('/api/course/exercises/remain', ref, l.token)).data).toBe(1);
    const s = await open(l, courseId, fileId);
    // a long heartbeat stops at the exercise: no credit runs past it
    expect(await beat(s, 15)).toMatchObject({ learnSec: 10, due: 'exercise' });
    expect(await beat(s, 10)).toMatchObject({ learnSec: 10, due: 'exercise' });

    const first = (await t.post<ExerciseRecord>('/api/course/exercises/exercises-record', ref, l.token)).data;
    expect(first.optionA).toBeTruthy();
    expect(Object.keys(first).sort()).not.toContain('answer');
    // asking again while it is open gives the same question (no shopping for an easy one)
    expect((await t.post<ExerciseRecord>('/api/course/exercises/exercises-record', ref, l.token)).data.id).toBe(
      first.id,
    );
    const row = { answer: await exerciseAnswerOf(t, first.id) };
    const wrong = row.answer === 'A' ? 'B' : 'A';
    const other = await newLearner(t);
    expect(
      (
        await t.post(
          '/api/course/exercises/isAnswer',
          { exercisesRecordId: first.id, answer: row?.answer },
          other.token,
        )
      ).code,
    ).toBe(ErrorCode.NOT_FOUND);
    const empty = await t.post('/api/course/exercises/isAnswer', { exercisesRecordId: first.id, answer: '' }, l.token);
    expect(empty.msg).toBe('请回答问题后提交');
    expect(
      (await t.post('/api/course/exercises/isAnswer', { exercisesRecordId: first.id, answer: wrong }, l.token)).data,
    ).toBe(false);
    // a closed exercise cannot be answered again to guess the right letter: refused, not graded
    const again = await t.post(
      '/api/course/exercises/isAnswer',
      { exercisesRecordId: first.id, answer: row.answer },
      l.token,
    );
    expect(again).toMatchObject({ code: ErrorCode.FAIL, msg: '该练习已作答，请重新抽题！', data: null });
    const second = (await t.post<ExerciseRecord>('/api/course/exercises/exercises-record', ref, l.token)).data;
    expect(second.id).not.toBe(first.id);
    const row2 = { answer: await exerciseAnswerOf(t, second.id) };
    expect(
      (await t.post('/api/course/exercises/isAnswer', { exercisesRecordId: second.id, answer: row2?.answer }, l.token))
        .data,
    ).toBe(true);
    expect((await t.post<number>('/api/course/exercises/remain', ref, l.token)).data).toBe(0);
    expect(await beat(s, 10)).toMatchObject({ learnSec: 20, current: true });
    s.ws.close();
    // staff clear the learner's exercises: they are to be answered again (a learner may not)
    const clear = { courseId, userIds: [l.id] };
    expect((await t.post('/api/course/exercises/delete', clear, l.token)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.post('/api/course/exercises/delete', clear, admin)).code).toBe(0);
    expect((await t.post<number>('/api/course/exercises/remain', ref, l.token)).data).toBe(1);
  });

  it('the time before a due exercise is answered right is not credited', async () => {
    const fileId = await insertCourseFile(t, { needLearn: 40, repoIds: [repoId] });
    const courseId = await insertCourse(t, [fileId], { exercises: true, exercisesCount: 1 });
    const l = await newLearner(t);
    const ref = { courseId, fileId };
    const s = await open(l, courseId, fileId);
    expect(await beat(s, 15)).toMatchObject({ learnSec: 15, due: '' });
    expect(await beat(s, 10)).toMatchObject({ learnSec: 20, due: 'exercise' });
    // the learner takes 7 s to answer; the heartbeat 4 s later credits only those 4 s
    advance(7);
    const q = (await t.post<ExerciseRecord>('/api/course/exercises/exercises-record', ref, l.token)).data;
    const answer = await exerciseAnswerOf(t, q.id);
    expect((await t.post('/api/course/exercises/isAnswer', { exercisesRecordId: q.id, answer }, l.token)).data).toBe(
      true,
    );
    expect(await beat(s, 4)).toMatchObject({ learnSec: 24, due: '' });
    expect(await beat(s, 10)).toMatchObject({ learnSec: 34, due: '' });
    s.ws.close();
  });

  it('a file without exercise banks has none to draw', async () => {
    const fileId = await insertCourseFile(t);
    const courseId = await insertCourse(t, [fileId], { exercises: true, exercisesCount: 2 });
    const l = await newLearner(t);
    const r = await t.post('/api/course/exercises/exercises-record', { courseId, fileId }, l.token);
    expect(r.code).toBe(ErrorCode.BAD_PARAMS);
    expect((await t.post<number>('/api/course/exercises/remain', { courseId, fileId }, l.token)).data).toBe(0);
  });
});

const PNG = facePhotoDataUrl('someone');

describe('study photos', () => {
  it('a due photo stops accrual until one is stored (photos without comparison)', async () => {
    const fileId = await insertCourseFile(t, { needLearn: 500 });
    const courseId = await insertCourse(t, [fileId], { uploadPhoto: true, faceIntervalTime: 1 });
    const l = await newLearner(t);
    const s = await open(l, courseId, fileId);
    for (let i = 0; i < 3; i++) await beat(s, 15);
    // due after a minute: from then on nothing is credited until a photo is stored
    expect(await beat(s, 15)).toMatchObject({ learnSec: 45, due: 'face' });
    expect(await beat(s, 10)).toMatchObject({ learnSec: 45, due: 'face' });
    const r = await t.post<CaptureResult>('/api/course/face/save', { courseId, fileId, base64: PNG }, l.token);
    expect(r.data).toMatchObject({ isBreak: false });
    await settle();
    expect(await beat(s, 10)).toMatchObject({ learnSec: 55, due: '' });
    // the next photo is due a minute later; the 6 s before it is stored are not credited
    for (let i = 0; i < 4; i++) await beat(s, 15);
    expect(s.messages.at(-1)).toMatchObject({ due: 'face' });
    const before = s.messages.at(-1)?.learnSec ?? 0;
    advance(6);
    await t.post<CaptureResult>('/api/course/face/save', { courseId, fileId, base64: PNG }, l.token);
    await settle();
    expect(await beat(s, 4)).toMatchObject({ learnSec: before + 4, due: '' });
    s.ws.close();
  });

  it('consecutive failed comparisons end study with the spec text and keep the reason', async () => {
    await t.post(
      '/api/sys/config/prop/save',
      { type: 'face', provider: 'baidu', remark: '', data: JSON.stringify(baiduKeys) },
      admin,
    );
    const fileId = await insertCourseFile(t, { needLearn: 500 });
    const courseId = await insertCourse(t, [fileId], { faceCam: true, faceInterval: 5 });
    const l = await newLearner(t);
    const face = await storePhoto(t.ctx, 'face', { bytes: facePhoto('ivy'), ext: 'png' });
    await updateUserById(t.ctx.db, l.id, { face });
    const s = await open(l, courseId, fileId);
    const save = (who: string) =>
      t.post<CaptureResult>('/api/course/face/save', { courseId, fileId, base64: facePhotoDataUrl(who) }, l.token);
    expect((await save('ivy')).data).toEqual({ isBreak: false, failCount: 0, faceChance: 3 });
    expect((await save('mallory')).data).toMatchObject({ isBreak: false, failCount: 1, faceChance: 2 });
    expect((await save('mallory')).data).toMatchObject({ isBreak: false, failCount: 2, faceChance: 1 });
    expect((await save('mallory')).data).toMatchObject({ isBreak: true, failCount: 3, faceChance: 0 });
    await until(() => s.messages.some((m) => m.stopped));
    expect(s.messages.at(-1)).toMatchObject({ stopped: true, stopMsg: faceBreakText(3) });
    const cu = await courseUserOf(t, l.id, courseId);
    expect(cu?.breakMsg).toBe(faceBreakText(3));
    await t.post('/api/sys/config/prop/save', { type: 'face', provider: '', remark: '', data: '{}' }, admin);
  });

  it('liveness: the same image sent twice to a course is a failed comparison (issue 15)', async () => {
    await t.post(
      '/api/sys/config/prop/save',
      { type: 'face', provider: 'baidu', remark: '', data: JSON.stringify(baiduKeys) },
      admin,
    );
    const fileId = await insertCourseFile(t, { needLearn: 500 });
    const courseId = await insertCourse(t, [fileId], { faceCam: true, faceInterval: 5 });
    const l = await newLearner(t);
    const face = await storePhoto(t.ctx, 'face', { bytes: facePhoto('ivy'), ext: 'png' });
    await updateUserById(t.ctx.db, l.id, { face });
    const photo = facePhotoDataUrl('ivy');
    const save = () => t.post<CaptureResult>('/api/course/face/save', { courseId, fileId, base64: photo }, l.token);
    expect((await save()).data).toEqual({ isBreak: false, failCount: 0, faceChance: 3 });
    expect((await save()).data).toMatchObject({ isBreak: false, failCount: 1, faceChance: 2 });
    await t.post('/api/sys/config/prop/save', { type: 'face', provider: '', remark: '', data: '{}' }, admin);
  });

  it('a course without the camera takes no photos', async () => {
    const fileId = await insertCourseFile(t);
    const courseId = await insertCourse(t, [fileId]);
    const l = await newLearner(t);
    const r = await t.post('/api/course/face/save', { courseId, fileId, base64: PNG }, l.token);
    expect(r.code).toBe(ErrorCode.BAD_PARAMS);
  });
});

describe('reading check', () => {
  it('a due check stops accrual until a captcha is solved; a missed one ends study', async () => {
    const fileId = await insertCourseFile(t, { needLearn: 500 });
    const courseId = await insertCourse(t, [fileId], { checkOn: true, checkSec: 1 });
    const l = await newLearner(t);
    const s = await open(l, courseId, fileId);
    for (let i = 0; i < 3; i++) await beat(s, 15);
    expect(await beat(s, 15)).toMatchObject({ learnSec: 45, due: 'check' });
    // `check` without a solved captcha does nothing
    s.ws.send('check');
    expect(await beat(s, 10)).toMatchObject({ learnSec: 45, due: 'check' });
    const c = await presetCaptcha(t, `study-${l.id}`);
    expect((await t.post('/api/common/captcha/check', c, l.token)).data).toBe(true);
    s.ws.send('check');
    await settle();
    expect(await beat(s, 10)).toMatchObject({ learnSec: 55, due: '' });

    for (let i = 0; i < 3; i++) await beat(s, 15);
    expect((await beat(s, 15)).due).toBe('check');
    await beat(s, 15);
    await beat(s, 15);
    await beat(s, 15);
    await until(() => s.messages.some((m) => m.stopped));
    expect(s.messages.at(-1)).toMatchObject({ stopped: true, stopMsg: STOP_TEXTS.checkMissed });
    const cu = await courseUserOf(t, l.id, courseId);
    expect(cu?.breakMsg).toBe(STOP_TEXTS.checkMissed);
  });
});
