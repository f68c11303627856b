import type { CaptureResult } from '@xuekao/contracts';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import {
  createExam,
  createExamBank,
  examBody,
  newLearner,
  paperState,
  startPaper,
} from '../../../../test/exam-helpers.ts';
import { sampleFace } from '../../../../test/face-samples.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { kvEnv } from '../../../../test/kv-env.ts';
import { updateUserById } from '../../user/user.queries.ts';
import { storePhoto } from '../photo/face.service.ts';
import { FACE_MSG, type FacePose } from '../providers/types.ts';
import { isStill, poseMovement, STILL_CAPTURES, STILL_TOLERANCE } from './liveness.ts';

/**
 * Liveness (issue 15 item 5) with the local provider on the package's sample faces: an image sent twice to
 * one check, and a face that does not move over STILL_CAPTURES captures (a picture held still: frames of one
 * picture with camera-like noise), are failed face checks. The model reads each photo in ~0.5 s: few photos.
 */

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp({ ...kvEnv(), DEADLINE_SWEEP_SECONDS: '0' });
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

/**
 * A camera frame of one still picture: sample face `index` with pixel noise of +-`noise` (seeded), moved
 * `shiftX` pixels sideways. Other bytes every seed, the same face position up to the detector's jitter.
 */
function frame(index: number, seed: number, shiftX = 0, noise = 4): Buffer {
  const d = jpeg.decode(sampleFace(index), { useTArray: true, formatAsRGBA: true });
  let s = seed;
  const rnd = () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
  const out = Buffer.alloc(d.data.length);
  for (let y = 0; y < d.height; y++) {
    for (let x = 0; x < d.width; x++) {
      const from = (y * d.width + Math.min(d.width - 1, Math.max(0, x + shiftX))) * 4;
      for (let c = 0; c < 3; c++) {
        out[(y * d.width + x) * 4 + c] = Math.max(
          0,
          Math.min(255, d.data[from + c] + Math.round((rnd() - 0.5) * 2 * noise)),
        );
      }
      out[(y * d.width + x) * 4 + 3] = 255;
    }
  }
  return Buffer.from(jpeg.encode({ width: d.width, height: d.height, data: out }, 90).data);
}

async function learnerWithFace(reference: Buffer) {
  const l = await newLearner(t);
  const face = await storePhoto(t.ctx, 'face', { bytes: reference, ext: 'jpg' });
  await updateUserById(t.ctx.db, l.id, { face });
  return l;
}

describe('liveness with the local provider', () => {
  it('exam captures: a replayed image and a face that never moves are failures; the limit hands the paper in', async () => {
    const l = await learnerWithFace(sampleFace(0));
    const { repoId } = await createExamBank(t, admin);
    const body = examBody(repoId, { rules: [{ repoId, quType: 1, count: 1, score: 10 }], camOn: true, faceLimit: 2 });
    const paperId = await startPaper(t, l.token, await createExam(t, admin, body));
    const capture = async (photo: Buffer) => {
      const r = await t.post<CaptureResult>(
        '/api/paper/capture/save',
        { paperId, base64: photo.toString('base64') },
        l.token,
      );
      expect(r.code, r.msg).toBe(0);
      return r.data;
    };
    const first = frame(0, 1);
    expect(await capture(first)).toEqual({ isBreak: false, failCount: 0, faceChance: 2 });
    expect(await capture(first)).toEqual({ isBreak: false, failCount: 1, faceChance: 1 });
    // a passing photo starts the run of failures again (the limit counts failures in a row)
    expect(await capture(frame(0, 2))).toEqual({ isBreak: false, failCount: 0, faceChance: 2 });
    // The third capture in a row at the same place (other bytes: camera noise) is a picture held still, and
    // so is every next one: two such failures in a row reach the limit.
    expect(await capture(frame(0, 3))).toEqual({ isBreak: false, failCount: 1, faceChance: 1 });
    expect(await capture(frame(0, 4))).toEqual({ isBreak: true, failCount: 2, faceChance: 0 });
    expect(await paperState(t, paperId)).toMatchObject({ state: 2 });
    const rows = await t.post<Array<{ pass: boolean | null; msg: string }>>(
      '/api/exam/watch/captures',
      { paperId },
      admin,
    );
    expect(rows.data.reverse()).toEqual([
      expect.objectContaining({ pass: true, msg: FACE_MSG.matched }),
      expect.objectContaining({ pass: false, msg: FACE_MSG.replayed }),
      expect.objectContaining({ pass: true, msg: FACE_MSG.matched }),
      expect.objectContaining({ pass: false, msg: FACE_MSG.still }),
      expect.objectContaining({ pass: false, msg: FACE_MSG.still }),
    ]);
  });

  it('the face-check dialog refuses an image it has already seen; a new frame passes again', async () => {
    const l = await learnerWithFace(sampleFace(3));
    const validate = async (photo: Buffer) =>
      (
        await t.post<{ pass: boolean; failMsg: string; faceToken: string }>(
          '/api/course/face/validate-face',
          { photo: `data:image/jpeg;base64,${photo.toString('base64')}` },
          l.token,
        )
      ).data;
    const photo = frame(3, 5);
    expect(await validate(photo)).toMatchObject({ pass: true });
    expect(await validate(photo)).toMatchObject({ pass: false, failMsg: FACE_MSG.replayed, faceToken: '' });
    // Another learner's check is another scope: the same bytes are new there.
    const other = await learnerWithFace(sampleFace(3));
    const r = await t.post<{ pass: boolean }>(
      '/api/course/face/validate-face',
      { photo: `data:image/jpeg;base64,${photo.toString('base64')}` },
      other.token,
    );
    expect(r.data.pass).toBe(true);
    expect(await validate(frame(3, 6, 12))).toMatchObject({ pass: true });
  });
});

describe('still-face rule', () => {
  const pose = (dx: number): FacePose => ({
    width: 300,
    height: 400,
    box: [100, 120, 170, 200],
    points: Array.from({ length: 136 }, (_, i) => 100 + i + (i % 2 === 0 ? dx : 0)),
  });
  it(`measures landmark movement as a share of the face width (tolerance ${STILL_TOLERANCE})`, () => {
    expect(poseMovement(pose(0), pose(1.7))).toBeCloseTo(0.01);
    expect(poseMovement(pose(0), { ...pose(0), width: 640 })).toBe(Number.POSITIVE_INFINITY);
  });
  it(`refuses from the ${STILL_CAPTURES}th capture in a row without movement; movement starts the count again`, async () => {
    const check = { scope: `unit:${Date.now()}` };
    const seen: boolean[] = [];
    for (const dx of [0, 1, 2, 3, 10, 10.5, 11, 11]) seen.push(await isStill(t.ctx.kv, check, pose(dx)));
    expect(seen).toEqual([false, false, true, true, false, false, true, true]);
  });
});
