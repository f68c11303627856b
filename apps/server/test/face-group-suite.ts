import { newId } from '@server/lib/ids.ts';
import { FACE_LOGIN_AMBIGUOUS, FACE_LOGIN_NO_MATCH } from '@server/modules/auth/face-login.service.ts';
import { storePhoto } from '@server/modules/face/face.service.ts';
import { enrollFace, removeDeletedFaces, syncFaceGroup } from '@server/modules/face/face-group.ts';
import { activeFaceProvider } from '@server/modules/face/providers/index.ts';
import { FACE_MSG } from '@server/modules/face/providers/types.ts';
import { facePhoto, type StandIn, startStandIn, type VendorHandler } from '@server/modules/face/stand-ins/server.ts';
import { insertUploads } from '@server/modules/file/file.queries.ts';
import { updateUserById } from '@server/modules/user/user.queries.ts';
import type { SessionInfo } from '@xuekao/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from './build-test-app.ts';
import { newLearner } from './exam-helpers.ts';
import { createUser, loginAdmin } from './factories.ts';
import { kvEnv } from './kv-env.ts';

/**
 * Test support: face login through a cloud provider's face group (issue 15), the same scenarios for every
 * provider against its stand-in: a face photo is enrolled in the configured group under the user's id (a new
 * photo replaces it), face login searches the group and signs in the one current learner above the
 * threshold; staff, ambiguity, unknown faces and camera problems are refused as with the local search.
 */

export interface FaceGroupSuiteSpec<H extends VendorHandler> {
  provider: 'baidu' | 'qcloud' | 'aliyun';
  /** The vendor's name in outage messages (人脸识别服务暂不可用（<title>：...）). */
  title: string;
  settings: Record<string, string>;
  handler: () => H;
  /** The persons the stand-in holds for a user, or undefined when it holds none. */
  enrolled: (handler: H, userId: string) => string[] | undefined;
}

export function faceGroupLoginSuite<H extends VendorHandler>(spec: FaceGroupSuiteSpec<H>): void {
  let t: TestApp;
  let standIn: StandIn;
  let handler: H;
  let defaults: Awaited<ReturnType<TestApp['ctx']['settings']['switches']>>;

  beforeAll(async () => {
    handler = spec.handler();
    standIn = await startStandIn(handler);
    t = await buildTestApp({
      FACE_ENDPOINT: standIn.url,
      DEADLINE_SWEEP_SECONDS: '0',
      FACE_DESCRIPTOR_SWEEP_SECONDS: '0', // removals only when a test asks
      ...kvEnv(),
    });
    defaults = await t.ctx.settings.switches();
    await t.ctx.settings.saveSwitches({ ...defaults, faceLogin: true });
    const admin = (await loginAdmin(t)).token;
    const body = { type: 'face', provider: spec.provider, remark: '', data: JSON.stringify(spec.settings) };
    expect((await t.post('/api/sys/config/prop/save', body, admin)).code).toBe(0);
  });
  afterEach(() => {
    standIn.mode = 'ok';
    expect(standIn.problems()).toEqual([]);
  });
  afterAll(async () => {
    await t?.close();
    await standIn?.close();
  });

  let ipSeq = 0;
  async function faceLogin(person: string): Promise<Envelope<SessionInfo>> {
    const res = await t.raw({
      method: 'POST',
      url: '/api/sys/user/face-login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ photo: `data:image/png;base64,${facePhoto(person).toString('base64')}` }),
      remoteAddress: `10.62.${spec.provider.length}.${ipSeq++}`,
    });
    return res.json() as Envelope<SessionInfo>;
  }

  /** The learner's own upload of a test photo of `person`, set as face photo through update-face. */
  async function uploadFace(l: { id: string; token: string }, person: string) {
    const bytes = facePhoto(person);
    const url = await storePhoto(t.ctx, 'face', { bytes, ext: 'png' });
    await insertUploads(t.ctx.db, [
      { id: newId(), userId: l.id, fileKey: url.replace('/upload/', ''), size: bytes.length, private: true },
    ]);
    const res = await t.post('/api/sys/user/update-face', { face: url }, l.token);
    expect(res.code, res.msg).toBe(0);
  }

  /** A face photo put on file without update-face (as before a group was configured): not enrolled. */
  async function faceOnFile(userId: string, person: string) {
    const face = await storePhoto(t.ctx, 'face', { bytes: facePhoto(person), ext: 'png' });
    await updateUserById(t.ctx.db, userId, { face });
    return face;
  }

  const enrolled = (userId: string) => spec.enrolled(handler, userId);

  describe(`${spec.provider}: face login through the face group`, () => {
    it('an uploaded face photo is enrolled and signs its learner in; a new photo replaces it', async () => {
      const l = await newLearner(t);
      await uploadFace(l, 'amy');
      expect(enrolled(l.id)).toEqual(['amy']);
      const res = await faceLogin('amy');
      expect(res.code, res.msg).toBe(0);
      expect(res.data.userId).toBe(l.id);
      expect((await t.post('/api/sys/user/info', undefined, res.data.token)).code).toBe(0);
      await uploadFace(l, 'amy-new');
      expect(enrolled(l.id)).toEqual(['amy-new']);
      expect(await faceLogin('amy')).toMatchObject({ success: false, msg: FACE_LOGIN_NO_MATCH });
      expect((await faceLogin('amy-new')).data.userId).toBe(l.id);
    });

    it('refuses a staff face, two learners with one face, a face nobody enrolled, and a photo without a face', async () => {
      const staff = await createUser(t, { roleIds: ['teacher'] });
      await enrollFace(t.ctx, staff.id, await faceOnFile(staff.id, 'sam'));
      expect(await faceLogin('sam')).toMatchObject({ success: false, msg: FACE_LOGIN_NO_MATCH });
      for (let i = 0; i < 2; i++) {
        const l = await newLearner(t);
        await uploadFace(l, 'twin');
      }
      expect(await faceLogin('twin')).toMatchObject({ success: false, msg: FACE_LOGIN_AMBIGUOUS });
      expect(await faceLogin('zed')).toMatchObject({ success: false, msg: FACE_LOGIN_NO_MATCH });
      expect(await faceLogin('nobody')).toMatchObject({ success: false, msg: FACE_MSG.noFace });
    });

    it('photos on file before the group are enrolled by the sync; a face changed without enrolment never signs in', async () => {
      const early = await newLearner(t);
      await faceOnFile(early.id, 'eli');
      expect(await faceLogin('eli')).toMatchObject({ success: false, msg: FACE_LOGIN_NO_MATCH });
      const group = (await activeFaceProvider(t.ctx))?.group;
      expect(group).toBeDefined();
      if (!group) return;
      expect(await syncFaceGroup(t.ctx, group)).toBeGreaterThanOrEqual(1);
      expect(enrolled(early.id)).toEqual(['eli']);
      expect((await faceLogin('eli')).data.userId).toBe(early.id);
      // The photo changes without reaching the vendor: the group still holds 'eli', which no longer counts.
      await faceOnFile(early.id, 'eli-new');
      expect(enrolled(early.id)).toEqual(['eli']);
      expect(await faceLogin('eli')).toMatchObject({ success: false, msg: FACE_LOGIN_NO_MATCH });
      await syncFaceGroup(t.ctx, group);
      expect((await faceLogin('eli-new')).data.userId).toBe(early.id);
    });

    it('an upload while the vendor is down is saved (enrolled later); a search while it is down is an outage', async () => {
      const l = await newLearner(t);
      standIn.mode = 'down';
      await uploadFace(l, 'uma');
      const res = await faceLogin('uma');
      expect(res.success).toBe(false);
      expect(res.msg.startsWith(`人脸识别服务暂不可用（${spec.title}：`)).toBe(true);
      standIn.mode = 'ok';
      expect(enrolled(l.id)).toBeUndefined();
    });

    it('deleting users removes their faces from the group; while the vendor is down the removal waits for the next pass', async () => {
      const admin = (await loginAdmin(t)).token;
      const [a, b, c, d] = [await newLearner(t), await newLearner(t), await newLearner(t), await newLearner(t)];
      await uploadFace(a, 'dee');
      await uploadFace(b, 'dan');
      await faceOnFile(d.id, 'dot'); // on file, never enrolled: the vendor knows nobody to remove
      expect(enrolled(a.id)).toEqual(['dee']);
      const del = (ids: string[]) => t.post('/api/sys/user/delete', { ids }, admin);
      expect((await del([a.id, c.id, d.id])).code).toBe(0);
      expect(enrolled(a.id)).toEqual(['dee']); // until the face sweep's next pass
      expect(await removeDeletedFaces(t.ctx)).toBe(2); // a, and d (the vendor answers it knows nobody)
      expect(enrolled(a.id)).toBeUndefined();
      expect(await faceLogin('dee')).toMatchObject({ success: false, msg: FACE_LOGIN_NO_MATCH });
      expect(await removeDeletedFaces(t.ctx)).toBe(0); // nothing left queued
      standIn.mode = 'down';
      expect((await del([b.id])).code).toBe(0);
      expect(await removeDeletedFaces(t.ctx)).toBe(0);
      standIn.mode = 'ok';
      expect(enrolled(b.id)).toEqual(['dan']);
      expect(await removeDeletedFaces(t.ctx)).toBe(1);
      expect(enrolled(b.id)).toBeUndefined();
      expect(await removeDeletedFaces(t.ctx)).toBe(0);
      // An enrolment that ends after the user was deleted (a sync that read them just before) takes itself back.
      const late = await newLearner(t);
      const lateFace = await faceOnFile(late.id, 'lee');
      expect((await del([late.id])).code).toBe(0);
      await enrollFace(t.ctx, late.id, lateFace);
      expect(enrolled(late.id)).toBeUndefined();
    });
  });
}
