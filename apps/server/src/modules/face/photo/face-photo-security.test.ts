import type { CaptureResult, UpdateFaceResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { insertCourse, insertCourseFile } from '../../../../test/course-helpers.ts';
import { newLearner } from '../../../../test/exam-helpers.ts';
import { noFacePhoto, sampleFace, sampleGroupPhoto } from '../../../../test/face-samples.ts';
import { kvEnv } from '../../../../test/kv-env.ts';
import { pngOf, uploadAs } from '../../../../test/upload-helpers.ts';
import { STUDY_FACE_TEXT } from '../../course/checks/course-face.service.ts';
import { facePassKey } from '../../course/study/study-conn.ts';
import { getUserById, updateUserById } from '../../user/user.queries.ts';
import { FACE_MSG } from '../providers/types.ts';
import { storePhoto } from './face.service.ts';
import { FACE_PHOTO_TEXT } from './face-photo-check.ts';

/**
 * Issue 24 item 4: update-face took a 1x1 PNG as the face photo, and the study camera counted "not compared"
 * as passed (3/3 non-face images passed, 29-30 s of 36 credited). A face photo must now hold exactly one
 * usable face, and under faceCam a capture without a face is a failure; without a usable face photo the
 * learner is told to upload one and nothing is credited.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0', FACE_DESCRIPTOR_SWEEP_SECONDS: '0', ...kvEnv() });
}, 180_000);
afterAll(() => t.close());

async function setFace(t: TestApp, token: string, name: string, content: Buffer) {
  const up = await uploadAs(t, token, [{ name, content }], { biz: 'face' });
  expect(up.code, up.msg).toBe(0);
  return t.post<UpdateFaceResult>('/api/sys/user/update-face', { face: up.data.url }, token);
}

describe('update-face: exactly one usable face (local provider)', { timeout: 180_000 }, () => {
  it('refuses a 1x1 PNG, a picture without a face and a group photo; takes a real face', async () => {
    const l = await newLearner(t);
    expect(await setFace(t, l.token, 'dot.png', pngOf(1))).toMatchObject({
      success: false,
      msg: FACE_PHOTO_TEXT.unreadable,
    });
    expect(await setFace(t, l.token, 'wall.jpg', noFacePhoto())).toMatchObject({
      success: false,
      msg: FACE_PHOTO_TEXT.none,
    });
    expect(await setFace(t, l.token, 'group.jpg', sampleGroupPhoto(1))).toMatchObject({
      success: false,
      msg: FACE_PHOTO_TEXT.many,
    });
    expect((await getUserById(t.ctx.db, l.id)).face).toBeFalsy();
    const ok = await setFace(t, l.token, 'me.jpg', sampleFace(0));
    expect(ok.code, ok.msg).toBe(0);
    expect(ok.data).toEqual({ checked: true, msg: FACE_PHOTO_TEXT.saved });
    expect((await getUserById(t.ctx.db, l.id)).face).toBeTruthy();
  });
});

describe('study camera under faceCam', { timeout: 180_000 }, () => {
  const course = async () => {
    const fileId = await insertCourseFile(t, { needLearn: 500 });
    const courseId = await insertCourse(t, [fileId], { faceCam: true, faceInterval: 5 });
    return { courseId, fileId };
  };
  const save = (token: string, c: { courseId: string; fileId: string }, photo: Buffer) =>
    t.post<CaptureResult>('/api/course/face/save', { ...c, base64: photo.toString('base64') }, token);

  it('a capture without a face is a failure and lets nothing be credited; three end study', async () => {
    const l = await newLearner(t);
    const face = await storePhoto(t.ctx, 'face', { bytes: sampleFace(0), ext: 'jpg' });
    await updateUserById(t.ctx.db, l.id, { face });
    const c = await course();
    const first = await save(l.token, c, noFacePhoto());
    expect(first.data).toEqual({ isBreak: false, failCount: 1, faceChance: 2, msg: FACE_MSG.noFace });
    expect(await t.ctx.kv.get(facePassKey(l.id, c.courseId))).toBeNull();
    expect((await save(l.token, c, pngOf(1))).data).toMatchObject({ isBreak: false, failCount: 2 });
    expect((await save(l.token, c, pngOf(2))).data).toMatchObject({ isBreak: true, failCount: 3 });
    expect(await t.ctx.kv.get(facePassKey(l.id, c.courseId))).toBeNull();
  });

  it('a learner without a usable face photo is told to upload one; nothing is credited', async () => {
    const l = await newLearner(t);
    const c = await course();
    for (const photo of [noFacePhoto(), sampleFace(0)]) {
      expect(await save(l.token, c, photo)).toMatchObject({ success: false, msg: STUDY_FACE_TEXT.noPhoto });
    }
    // a face photo set before the rule (a 1x1 PNG): not usable, upload a new one
    const dot = await storePhoto(t.ctx, 'face', { bytes: pngOf(1), ext: 'png' });
    await updateUserById(t.ctx.db, l.id, { face: dot });
    expect(await save(l.token, c, sampleFace(0, 'blur'))).toMatchObject({
      success: false,
      msg: STUDY_FACE_TEXT.photoUnusable,
    });
    expect(await t.ctx.kv.get(facePassKey(l.id, c.courseId))).toBeNull();
  });
});

describe('without any face provider (FACE_LOCAL_DEFAULT off, none saved)', { timeout: 180_000 }, () => {
  it('the face photo is kept unchecked and says so; the study camera cannot pass and says why', async () => {
    const off = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0', FACE_LOCAL_DEFAULT: 'off' });
    try {
      const l = await newLearner(off);
      const res = await setFace(off, l.token, 'dot.png', pngOf(1));
      expect(res.data).toEqual({ checked: false, msg: FACE_PHOTO_TEXT.unchecked });
      const fileId = await insertCourseFile(off, { needLearn: 500 });
      const courseId = await insertCourse(off, [fileId], { faceCam: true, faceInterval: 5 });
      const r = await off.post(
        '/api/course/face/save',
        { courseId, fileId, base64: sampleFace(0).toString('base64') },
        l.token,
      );
      expect(r).toMatchObject({ success: false, msg: STUDY_FACE_TEXT.noProvider });
      expect(await off.ctx.kv.get(facePassKey(l.id, courseId))).toBeNull();
    } finally {
      await off.close();
    }
  });
});
