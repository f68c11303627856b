import { newId } from '@server/lib/ids.ts';
import { FACE_LOGIN_UNSUPPORTED } from '@server/modules/auth/face-login.service.ts';
import { storePhoto } from '@server/modules/face/photo/face.service.ts';
import { activeFaceProvider } from '@server/modules/face/providers/index.ts';
import { FACE_MSG } from '@server/modules/face/providers/types.ts';
import {
  enrollFace,
  removeDeletedFaces,
  searchFaceGroup,
  syncFaceGroup,
} from '@server/modules/face/search/face-group.ts';
import type { FaceSearch } from '@server/modules/face/search/face-search.ts';
import { insertUploads } from '@server/modules/file/file.queries.ts';
import { updateUserById } from '@server/modules/user/user.queries.ts';
import type { SessionInfo } from '@xuekao/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type Envelope, type TestApp } from './build-test-app.ts';
import { newLearner } from './exam-helpers.ts';
import { createUser, loginAdmin } from './factories.ts';
import { kvEnv } from './kv-env.ts';
import { facePhoto, type StandIn, startStandIn, type VendorHandler } from './stand-ins/face/server.ts';

/**
 * Test support: face login through a cloud provider's face group (issue 15), the same scenarios for every
 * provider against its stand-in: a face photo is enrolled in the configured group under the user's id (a new
 * photo replaces it), the group search finds the one current learner above the threshold; ambiguity, unknown
 * faces and camera problems as with the local search. Face login itself is refused with a cloud provider
 * since issue 24 (no landmarks to check a live capture): the searches are called directly.
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
  /** Face login's route: refused for a cloud provider (issue 24: no landmarks to check a live capture). */
  async function routeLogin(): Promise<Envelope<SessionInfo>> {
    const res = await t.raw({
      method: 'POST',
      url: '/api/sys/user/face-login/challenge',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
      remoteAddress: `10.62.${spec.provider.length}.${ipSeq++}`,
    });
    return res.json() as Envelope<SessionInfo>;
  }

  /** The group's 1:N search of a photo of `person` (what face login used before issue 24). */
  async function groupSearch(person: string): Promise<FaceSearch> {
    const provider = await activeFaceProvider(t.ctx);
    if (!provider?.group) throw new Error('no face group');
    return searchFaceGroup(t.ctx, provider.group, facePhoto(person), (p, r) => provider.compare(p, r));
  }
  const matchOf = async (person: string) => {
    const found = await groupSearch(person);
    return found.kind === 'match' ? found.userId : '';
  };

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
      expect(await matchOf('amy')).toBe(l.id);
      // the group finds the learner, but face login itself is refused with a cloud provider
      expect(await routeLogin()).toMatchObject({ success: false, msg: FACE_LOGIN_UNSUPPORTED });
      await uploadFace(l, 'amy-new');
      expect(enrolled(l.id)).toEqual(['amy-new']);
      expect(await groupSearch('amy')).toEqual({ kind: 'no-match' });
      expect(await matchOf('amy-new')).toBe(l.id);
    });

    it('refuses a staff face, two learners with one face, a face nobody enrolled, and a photo without a face', async () => {
      const staff = await createUser(t, { roleIds: ['teacher'] });
      await enrollFace(t.ctx, staff.id, await faceOnFile(staff.id, 'sam'));
      // found by the group (staff were refused by face login, which no cloud provider opens now)
      expect(await matchOf('sam')).toBe(staff.id);
      for (let i = 0; i < 2; i++) {
        const l = await newLearner(t);
        await uploadFace(l, 'twin');
      }
      expect(await groupSearch('twin')).toEqual({ kind: 'ambiguous' });
      expect(await groupSearch('zed')).toEqual({ kind: 'no-match' });
      expect(await groupSearch('nobody')).toEqual({ kind: 'camera', msg: FACE_MSG.noFace });
    });

    it('photos on file before the group are enrolled by the sync; a face changed without enrolment never signs in', async () => {
      const early = await newLearner(t);
      await faceOnFile(early.id, 'eli');
      expect(await groupSearch('eli')).toEqual({ kind: 'no-match' });
      const group = (await activeFaceProvider(t.ctx))?.group;
      expect(group).toBeDefined();
      if (!group) return;
      expect(await syncFaceGroup(t.ctx, group)).toBeGreaterThanOrEqual(1);
      expect(enrolled(early.id)).toEqual(['eli']);
      expect(await matchOf('eli')).toBe(early.id);
      // The photo changes without reaching the vendor: the group still holds 'eli', which no longer counts.
      await faceOnFile(early.id, 'eli-new');
      expect(enrolled(early.id)).toEqual(['eli']);
      expect(await groupSearch('eli')).toEqual({ kind: 'no-match' });
      await syncFaceGroup(t.ctx, group);
      expect(await matchOf('eli-new')).toBe(early.id);
    });

    it('an upload while the vendor is down is saved (enrolled later); a search while it is down is an outage', async () => {
      const l = await newLearner(t);
      standIn.mode = 'down';
      await uploadFace(l, 'uma');
      await expect(groupSearch('uma')).rejects.toThrow(`人脸识别服务暂不可用（${spec.title}：`);
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
      expect(await groupSearch('dee')).toEqual({ kind: 'no-match' });
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
