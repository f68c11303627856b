import type { CaptureResult } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { createExam, createExamBank, examBody, newLearner, startPaper } from '../../../../test/exam-helpers.ts';
import { noFacePhoto, sampleFace, sampleGroupPhoto, smallSampleFace } from '../../../../test/face-samples.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { getUserById, updateUserById } from '../../user/user.queries.ts';
import { storePhoto } from '../photo/face.service.ts';
import { findUserDescriptor } from '../search/face-descriptor.queries.ts';
import { descriptorOf } from '../search/face-descriptor.ts';
import { LOCAL_MATCH_DISTANCE, localVerdict, similarity } from './local.ts';
import { MODEL_TAG } from './local-model.ts';
import { FACE_MSG } from './types.ts';

/**
 * The local face provider (issue 15 item 1) through the exam face check `/api/course/face/validate-face`:
 * the model runs for real on faces cut out of the photos @vladmandic/face-api ships (test/face-samples.ts).
 * The model loads once for this file; each reading takes about half a second.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

/** A learner whose face photo on file is `reference` (a JPEG). */
async function learner(reference?: Buffer) {
  const l = await newLearner(t);
  if (reference) {
    const face = await storePhoto(t.ctx, 'face', { bytes: reference, ext: 'jpg' });
    await updateUserById(t.ctx.db, l.id, { face });
  }
  return l;
}

async function validate(token: string, photo: Buffer) {
  const res = await t.post<{ pass: boolean; failMsg: string; faceToken: string }>(
    '/api/course/face/validate-face',
    { photo: `data:image/jpeg;base64,${photo.toString('base64')}` },
    token,
  );
  expect(res.code, res.msg).toBe(0);
  return res.data;
}

describe('local provider, the default while no face configuration is saved', () => {
  it('the admin form shows the local provider in use before anything is saved', async () => {
    const res = await t.post<{ provider: string; isUsed: boolean; id: string | null }>(
      '/api/sys/config/prop/detail',
      { type: 'face' },
      admin,
    );
    expect(res.data).toMatchObject({ provider: 'local', isUsed: true, id: null });
  });

  it('passes the same person (mirrored camera photo) and answers a face token', async () => {
    const l = await learner(sampleFace(0));
    const v = await validate(l.token, sampleFace(0, 'mirror'));
    expect(v).toMatchObject({ pass: true, failMsg: '' });
    expect(v.faceToken).not.toBe('');
  });

  it('refuses another person, and the reference descriptor is computed once and stored', async () => {
    const reference = sampleFace(1);
    const l = await learner(reference);
    expect(await validate(l.token, sampleFace(6))).toMatchObject({ pass: false, failMsg: FACE_MSG.mismatch });
    const user = await getUserById(t.ctx.db, l.id);
    const stored = await findUserDescriptor(t.ctx.db, l.id, user.face, MODEL_TAG);
    expect(stored && descriptorOf(stored)).toHaveLength(128);
    expect(await validate(l.token, sampleFace(1, 'blur'))).toMatchObject({ pass: true });
  });

  it('says what is wrong with the camera photo: no face, several faces, a face too small, an unreadable photo', async () => {
    const l = await learner(sampleFace(2));
    expect(await validate(l.token, noFacePhoto())).toMatchObject({ pass: false, failMsg: FACE_MSG.noFace });
    expect(await validate(l.token, sampleGroupPhoto(1))).toMatchObject({ pass: false, failMsg: FACE_MSG.manyFaces });
    expect(await validate(l.token, smallSampleFace(2, 50))).toMatchObject({ pass: false, failMsg: FACE_MSG.tooSmall });
    const broken = sampleFace(2).subarray(0, 600);
    expect(await validate(l.token, broken)).toMatchObject({ pass: false, failMsg: FACE_MSG.badImage });
  });

  it('a face photo on file without a usable face asks for a new one; exam captures are stored, not counted', async () => {
    const l = await learner(sampleGroupPhoto(1));
    expect(await validate(l.token, sampleFace(0))).toMatchObject({ pass: false, failMsg: FACE_MSG.referenceUnusable });
    const { repoId } = await createExamBank(t, admin);
    const body = examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], camOn: true, faceLimit: 1 });
    const paperId = await startPaper(t, l.token, await createExam(t, admin, body));
    const r = await t.post<CaptureResult>(
      '/api/paper/capture/save',
      { paperId, base64: sampleFace(0).toString('base64') },
      l.token,
    );
    expect(r.data).toEqual({ isBreak: false, failCount: 0, faceChance: 1 });
    const rows = await t.post<Array<{ pass: boolean | null; msg: string }>>(
      '/api/exam/watch/captures',
      { paperId },
      admin,
    );
    expect(rows.data[0]).toMatchObject({ pass: null, msg: '人脸照片中没有一张清晰完整的人脸，照片已保存待人工核查' });
  });
});

describe('local provider chosen in 人脸配置', () => {
  it('is saved without settings and stays in use', async () => {
    const save = await t.post(
      '/api/sys/config/prop/save',
      { type: 'face', provider: 'local', remark: '', data: '{}' },
      admin,
    );
    expect(save.code).toBe(0);
    const detail = await t.post<{ provider: string; isUsed: boolean; id: string | null }>(
      '/api/sys/config/prop/detail',
      { type: 'face' },
      admin,
    );
    expect(detail.data).toMatchObject({ provider: 'local', isUsed: true });
    expect(detail.data.id).not.toBeNull();
    const l = await learner(sampleFace(3));
    expect(await validate(l.token, sampleFace(3, 'reframe'))).toMatchObject({ pass: true });
  });
});

describe('local verdicts', () => {
  const one = (descriptor: number[]) => ({ kind: 'one' as const, descriptor });
  const at = (d: number) => one([d, ...Array(127).fill(0)]);
  it(`passes up to distance ${LOCAL_MATCH_DISTANCE} with a 0-100 similarity score`, () => {
    expect(localVerdict(at(LOCAL_MATCH_DISTANCE), at(0))).toEqual({ pass: true, score: 50, msg: FACE_MSG.matched });
    expect(localVerdict(at(0.51), at(0))).toMatchObject({ pass: false, msg: FACE_MSG.mismatch });
    expect(similarity(0)).toBe(100);
    expect(similarity(1.3)).toBe(0);
  });
  it('names the camera problem, or the reference photo first', () => {
    expect(localVerdict({ kind: 'small' }, at(0)).msg).toBe(FACE_MSG.tooSmall);
    expect(localVerdict({ kind: 'many' }, at(0)).msg).toBe(FACE_MSG.manyFaces);
    expect(localVerdict({ kind: 'unreadable' }, { kind: 'none' }).msg).toBe(FACE_MSG.referenceUnusable);
  });
});
