import { type AliyunConn, aliyunCode, aliyunOutage, aliyunRpc } from './aliyun-call.ts';
import { uploadPhoto } from './aliyun-upload.ts';
import { field } from './http.ts';
import { FACE_MSG, type FaceCandidate, type FaceGroup, type FaceGroupSearch } from './types.ts';

/**
 * Face login through Alibaba Cloud's face database (facebody 2019-12-30, 人脸搜索1:N), the database the
 * face configuration names (`dbName`). Every photo reaches the vendor through its temporary upload bucket
 * (aliyun-upload.ts), as the calls take only an ImageUrl.
 * - Enrolment: `DeleteFaceEntity` (the user's earlier faces go), `AddFaceEntity` (EntityId = our user id,
 *   Labels = the tag; a missing database is created with `CreateFaceDb` first), `AddFace` (ExtraData = tag).
 * - Search: `SearchFace` (Limit = max, MaxFaceNum 2 so that a second face in the picture is seen) answers
 *   `Data.MatchList[]`, one entry per face found, each with `FaceItems[] {EntityId, Score 0-1, ExtraData}`.
 */

const FACEBODY = 'https://facebody.cn-shanghai.aliyuncs.com';
/**
 * Alibaba documents the error of a database that does not exist as ClientError.IllegalArgument ("check
 * whether the database the parameter names exists"); CreateFaceDb answers the same code with "db has
 * existed" for a database that is already there.
 */
const ILLEGAL = 'ClientError.IllegalArgument';
/**
 * SearchFace's Score is a similarity from 0 to 1, here x 100. Alibaba's face search scene documentation
 * takes the largest score above 0.4 as the person; we pass at that documented 40 and add the rules of every
 * group search (face-group.ts): the candidate's tag must be the user's current face photo, a second person
 * within 10 points makes the search ambiguous, staff are never signed in.
 */
export const ALIYUN_SEARCH_PASS = 40;
/** "File content does not meet the algorithm's requirements" (人脸人体常见错误码): the camera photo's quality. */
const QUALITY_CODES = new Set(['InvalidFile.Content', 'InvalidImage.Content']);

const camera = (msg: string): FaceGroupSearch => ({ kind: 'camera', msg });

/** The candidates of a SearchFace answer, best first, one per user; a camera problem; or the outage. */
export function aliyunSearchResult(body: unknown): FaceGroupSearch {
  const code = aliyunCode(body);
  if (/NotFoundFace|NoFace/i.test(code)) return camera(FACE_MSG.noFace);
  if (QUALITY_CODES.has(code)) return camera(FACE_MSG.poorQuality);
  if (code) aliyunOutage(body);
  const list = field(field(body, 'Data'), 'MatchList');
  if (!Array.isArray(list)) aliyunOutage(body);
  // One entry per face in the picture (with its location), matched or not: none is a photo without a face.
  if (list.length === 0) return camera(FACE_MSG.noFace);
  if (list.length > 1) return camera(FACE_MSG.manyFaces);
  const items = field(list[0], 'FaceItems');
  const best = new Map<string, FaceCandidate>();
  for (const item of Array.isArray(items) ? items : []) {
    const userId = String(field(item, 'EntityId') ?? '');
    const score = Math.round((Number(field(item, 'Score')) || 0) * 10000) / 100;
    if ((best.get(userId)?.score ?? -1) < score) {
      best.set(userId, { userId, score, tag: String(field(item, 'ExtraData') ?? '') });
    }
  }
  return { kind: 'candidates', candidates: [...best.values()].sort((a, b) => b.score - a.score) };
}

export function aliyunGroup(settings: Record<string, string>, conn: AliyunConn): FaceGroup {
  const dbName = settings.dbName ?? '';
  const call = (action: string, params: Record<string, string>) =>
    aliyunRpc(conn, conn.endpoint ?? FACEBODY, { action, version: '2019-12-30', method: 'POST' }, params);
  /** Creates the database; answers false when it was there already. */
  const createDb = async (): Promise<boolean> => {
    const made = await call('CreateFaceDb', { Name: dbName });
    const code = aliyunCode(made);
    if (!code) return true;
    if (code === ILLEGAL && /exist/i.test(String(field(made, 'Message') ?? ''))) return false;
    aliyunOutage(made);
  };

  /** DeleteFaceEntity: the entity (our user id) and its faces go (a missing entity or database answers ILLEGAL). */
  const removeEntity = async (userId: string): Promise<void> => {
    const removed = await call('DeleteFaceEntity', { DbName: dbName, EntityId: userId });
    if (aliyunCode(removed) && aliyunCode(removed) !== ILLEGAL) aliyunOutage(removed);
  };

  return {
    key: `aliyun:${conn.accessKeyId}:${dbName}`,
    matchScore: ALIYUN_SEARCH_PASS,
    confirmByCompare: true,
    async enroll(userId, photo, tag) {
      const imageUrl = await uploadPhoto(conn, photo);
      await removeEntity(userId); // replace: the earlier faces go
      const addEntity = () => call('AddFaceEntity', { DbName: dbName, EntityId: userId, Labels: tag });
      let entity = await addEntity();
      if (aliyunCode(entity) === ILLEGAL && (await createDb())) entity = await addEntity();
      if (aliyunCode(entity)) aliyunOutage(entity);
      const added = await call('AddFace', { DbName: dbName, EntityId: userId, ImageUrl: imageUrl, ExtraData: tag });
      const code = aliyunCode(added);
      // A photo the vendor cannot use (no face, poor quality) is this user's problem, not an outage: the sync
      // goes on with the next user, and this one is not found by face until a usable photo is set.
      if (!code || /NotFoundFace|NoFace/i.test(code) || QUALITY_CODES.has(code) || code.startsWith('InvalidImage.'))
        return;
      aliyunOutage(added);
    },
    remove: removeEntity,
    async search(photo, max, minScore) {
      const imageUrl = await uploadPhoto(conn, photo);
      const body = await call('SearchFace', {
        DbName: dbName,
        ImageUrl: imageUrl,
        Limit: String(max),
        MaxFaceNum: '2',
      });
      // No database yet (nobody enrolled): it is created, and nobody is found. Any other refusal is an outage.
      if (aliyunCode(body) === ILLEGAL) {
        if (await createDb()) return { kind: 'candidates', candidates: [], recreated: true };
        aliyunOutage(body);
      }
      const found = aliyunSearchResult(body);
      if (found.kind === 'camera') return found;
      return { kind: 'candidates', candidates: found.candidates.filter((c) => c.score >= minScore) };
    },
  };
}
