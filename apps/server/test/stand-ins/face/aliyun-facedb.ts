import { randomUUID } from 'node:crypto';
import { judge, personOf, requestId, type StandInReply } from './server.ts';

/**
 * Stand-in for facebody's face database (人脸搜索1:N, Version 2019-12-30), after its documentation:
 * CreateFaceDb {Name}, AddFaceEntity {DbName, EntityId, Labels}, DeleteFaceEntity {DbName, EntityId},
 * AddFace {DbName, EntityId, ImageUrl, ExtraData} (at most 5 faces per entity) and SearchFace {DbName,
 * ImageUrl, Limit 1-1000, MaxFaceNum}. Images are read from the objects the temporary upload stored
 * (aliyun-oss.ts); an address it does not hold is IllegalUrlParameter. A database that does not exist is
 * ClientError.IllegalArgument, as is CreateFaceDb of an existing one ("db has existed"). SearchFace answers
 * MatchList with one entry for the face of the picture, its FaceItems best first, Score 0-1.
 */

export interface AliyunEntity {
  labels: string;
  faces: Array<{ faceId: string; person: string; extra: string }>;
}

type ErrorReply = (status: number, code: string, message: string) => StandInReply;

const NAME = /^[a-z0-9_]{1,64}$/;
const ENTITY = /^[A-Za-z0-9_]{1,64}$/;

export function aliyunFaceDb(problems: string[], objects: Map<string, Buffer>, error: ErrorReply) {
  /** Databases by name: entity id -> labels and faces. */
  const dbs = new Map<string, Map<string, AliyunEntity>>();
  const ok = (Data?: object): StandInReply => ({
    status: 200,
    json: { RequestId: requestId(), ...(Data && { Data }) },
  });
  const illegal = (message: string) => error(400, 'ClientError.IllegalArgument', message);

  /** The person in the photo at ImageUrl, or the error reply. */
  function photo(action: string, url: string | undefined): string | StandInReply {
    const bytes = objects.get(url ?? '');
    if (!bytes) {
      problems.push(`${action}: ImageUrl ${url} is not an uploaded object`);
      return error(400, 'IllegalUrlParameter', 'The url is illegal.');
    }
    const person = personOf(bytes.toString('base64'));
    if (person === null) {
      problems.push(`${action}: the uploaded object is not a test photo`);
      return error(400, 'InvalidFile.Decode', 'The file can not be decoded.');
    }
    if (person === 'nobody') return error(400, 'InvalidImage.NotFoundFace', 'code: 404, 图像中没找到人脸');
    return person;
  }

  function handle(action: string, p: Record<string, string>): StandInReply {
    if (action === 'CreateFaceDb') {
      if (!NAME.test(p.Name ?? '')) return illegal(`invalid db name ${p.Name}`);
      if (dbs.has(p.Name ?? '')) return illegal('db has existed');
      dbs.set(p.Name ?? '', new Map());
      return ok();
    }
    const db = dbs.get(p.DbName ?? '');
    if (!db) return illegal(`db ${p.DbName} does not exist`);
    const entityId = p.EntityId ?? '';
    if (action !== 'SearchFace' && !ENTITY.test(entityId)) problems.push(`${action}: EntityId ${entityId}`);
    if (action === 'AddFaceEntity') {
      if (db.has(entityId)) return illegal('entity has existed');
      db.set(entityId, { labels: p.Labels ?? '', faces: [] });
      return ok();
    }
    if (action === 'DeleteFaceEntity') {
      if (!db.delete(entityId)) return illegal('entity does not exist');
      return ok();
    }
    const person = photo(action, p.ImageUrl);
    if (typeof person !== 'string') return person;
    if (action === 'AddFace') {
      const entity = db.get(entityId);
      if (!entity) return illegal('entity does not exist');
      if (entity.faces.length >= 5) return illegal('face count of entity exceeds 5');
      const faceId = randomUUID();
      entity.faces.push({ faceId, person, extra: p.ExtraData ?? '' });
      return ok({ FaceId: faceId, QualitieScore: 99.2 });
    }
    // SearchFace
    const limit = Number(p.Limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000) problems.push(`SearchFace: Limit ${p.Limit}`);
    const items = [...db]
      .flatMap(([id, e]) => e.faces.map((f) => ({ id, f })))
      .map(({ id, f }) => {
        const similarity = judge(person, f.person);
        const score = similarity === 'noface' ? 0 : similarity / 100;
        return {
          FaceId: f.faceId,
          EntityId: id,
          DbName: p.DbName,
          Score: score,
          Confidence: score * 90,
          ExtraData: f.extra,
        };
      })
      .sort((a, b) => b.Score - a.Score)
      .slice(0, limit);
    return ok({
      MatchList: [{ FaceItems: items, Location: { X: 120, Y: 80, Width: 160, Height: 200 }, QualitieScore: 98.6 }],
    });
  }

  return { dbs, handle };
}
