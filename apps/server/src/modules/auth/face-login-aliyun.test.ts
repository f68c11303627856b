import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app.ts';
import { newLearner } from '../../../test/exam-helpers.ts';
import { faceGroupLoginSuite } from '../../../test/face-group-suite.ts';
import { aliyunStandIn } from '../../../test/stand-ins/face/aliyun.ts';
import { facePhoto, startStandIn } from '../../../test/stand-ins/face/server.ts';
import { storePhoto } from '../face/photo/face.service.ts';
import { aliyunFace } from '../face/providers/aliyun.ts';
import type { FaceGroup } from '../face/providers/types.ts';
import { FACE_MSG } from '../face/providers/types.ts';
import { faceTag, searchFaceGroup, syncFaceGroup } from '../face/search/face-group.ts';
import { updateUserById } from '../user/user.queries.ts';

/**
 * Face login through Alibaba Cloud's face database: every photo goes up through AuthorizeFileUpload and an
 * OSS PostObject (checked against the grant), then DeleteFaceEntity / AddFaceEntity (CreateFaceDb) / AddFace
 * and SearchFace read it by ImageUrl; every RPC call RPC-signed.
 */
const keys = {
  accessKeyId: 'LTAIxuekaoFaceDb0001',
  accessKeySecret: 'xuekaoTestAccessKeySecret0001',
  dbName: 'xuekao',
};
faceGroupLoginSuite({
  provider: 'aliyun',
  title: '阿里云人脸识别',
  settings: keys,
  handler: () => aliyunStandIn(keys),
  enrolled: (h, userId) =>
    h.dbs
      .get(keys.dbName)
      ?.get(userId)
      ?.faces.map((f) => f.person),
});

describe('aliyun face database, provider level', () => {
  it('a search before anybody was enrolled creates the database and finds nobody; photos go up through OSS', async () => {
    const handler = aliyunStandIn(keys);
    const standIn = await startStandIn(handler);
    try {
      const group = aliyunFace(keys, { endpoint: standIn.url }).group;
      expect(await group?.search(facePhoto('amy'), 5, 30)).toEqual({
        kind: 'candidates',
        candidates: [],
        recreated: true,
      });
      expect(handler.dbs.get(keys.dbName)?.size).toBe(0);
      await group?.enroll('42', facePhoto('amy'), 'tag-1');
      expect(await group?.search(facePhoto('amy'), 5, 30)).toEqual({
        kind: 'candidates',
        candidates: [{ userId: '42', score: 92.5, tag: 'tag-1' }],
      });
      expect(await group?.search(facePhoto('nobody'), 5, 30)).toEqual({ kind: 'camera', msg: FACE_MSG.noFace });
      expect(handler.hits).toMatchObject({ AuthorizeFileUpload: 4, PostObject: 4, CreateFaceDb: 1, SearchFace: 3 });
      expect(standIn.problems()).toEqual([]);
    } finally {
      await standIn.close();
    }
  });
});

describe('a face group whose scores are not calibrated for signing in (confirmByCompare)', () => {
  it('signs in only after the 1:1 comparison with the photo on file passes', async () => {
    const t = await buildTestApp({ DEADLINE_SWEEP_SECONDS: '0', FACE_DESCRIPTOR_SWEEP_SECONDS: '0' });
    try {
      const l = await newLearner(t);
      const face = await storePhoto(t.ctx, 'face', { bytes: facePhoto('amy'), ext: 'jpg' });
      await updateUserById(t.ctx.db, l.id, { face });
      const group: FaceGroup = {
        key: 'test',
        matchScore: 40,
        confirmByCompare: true,
        enroll: async () => {},
        remove: async () => {},
        search: async () => ({ kind: 'candidates', candidates: [{ userId: l.id, score: 45, tag: faceTag(face) }] }),
      };
      const references: Buffer[] = [];
      const compare = (pass: boolean) => async (_photo: Buffer, reference: Buffer) => {
        references.push(reference);
        return { pass, score: pass ? 90 : 20, msg: '' };
      };
      const photo = facePhoto('someone');
      expect(await searchFaceGroup(t.ctx, group, photo, compare(false))).toEqual({ kind: 'no-match' });
      expect(await searchFaceGroup(t.ctx, group, photo)).toEqual({ kind: 'no-match' });
      expect(await searchFaceGroup(t.ctx, group, photo, compare(true))).toMatchObject({ kind: 'match', userId: l.id });
      // a group the vendor lost (created again by the search): nobody found, and everybody enrolled again
      const enrolled: string[] = [];
      const lost: FaceGroup = {
        ...group,
        key: 'lost',
        enroll: async (userId) => {
          enrolled.push(userId);
        },
        search: async () => ({ kind: 'candidates', candidates: [], recreated: true }),
      };
      await syncFaceGroup(t.ctx, lost);
      const before = enrolled.length;
      expect(enrolled).toContain(l.id);
      await syncFaceGroup(t.ctx, lost);
      expect(enrolled.length).toBe(before);
      expect(await searchFaceGroup(t.ctx, lost, photo)).toEqual({ kind: 'no-match' });
      await expect.poll(() => enrolled.length, { timeout: 5000 }).toBeGreaterThan(before);
      // compared with the photo on file (read from storage), only when a comparison is available
      expect(references).toHaveLength(2);
      expect(references.every((r) => r.length > 0)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
