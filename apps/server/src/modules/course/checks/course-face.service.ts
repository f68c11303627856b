import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import type { Session } from '@server/plugins/auth/session-types.ts';
import { type CaptureResult, ErrorCode, STUDY } from '@xuekao/contracts';
import { compareWithUserFace, decodePhoto, type FaceComparison, storePhoto } from '../../face/index.ts';
import { recordStudyRows } from '../../stat/analysis-rollup.ts';
import { safely } from '../../stat/stat-rollup.ts';
import { studyableFile } from '../courses/course-access.ts';
import { countFaceResult, ensureStudyRows, setBreakMsg } from '../study/study.queries.ts';
import { facePassKey } from '../study/study-conn.ts';
import { cameraOn } from '../study/study-rules.ts';
import { stopStudy } from '../study/study-socket.ts';
import { insertCourseFace } from './course-face.queries.ts';

/** Photos a learner may store per minute while studying. */
const PHOTOS_PER_MINUTE = 6;

/** The study break text (spec §8: 'N consecutive face failures!'). */
export const faceBreakText = (n: number) => `连续${n}次人脸识别失败！`;

/** Under faceCam, what the learner is told when the check cannot be made (nothing counted, nothing credited). */
export const STUDY_FACE_TEXT = {
  noPhoto: '您还没有上传人脸照片，本课程学习需要人脸核验，请先到个人中心上传本人正面人脸照片后再学习！',
  photoUnusable:
    '您的人脸照片无法用于比对（没有一张清晰完整的人脸或无法读取），请到个人中心重新上传本人正面人脸照片后再学习！',
  noProvider: '系统未配置人脸识别服务，学习人脸核验无法通过，请联系管理员！',
} as const;

/**
 * `/api/course/face/save` (study camera): stores the photo; under faceCam compares it with the learner's
 * face photo and counts consecutive failures; at the limit study ends (`isBreak`, the socket is stopped and
 * the break reason kept). Only a passing photo (or, without faceCam, any photo: nothing is compared) lets the
 * socket credit again. Under faceCam a capture without a usable face is a failure like a mismatch (issue 24
 * item 4); a check that cannot be made (no face photo on file or an unusable one, no face provider, the
 * provider out of service) is answered with what to do, counted neither way and credits nothing.
 */
export async function saveStudyFace(
  app: AppContext,
  session: Session,
  body: { courseId: string; fileId: string; base64: string },
): Promise<CaptureResult> {
  const { course, file } = await studyableFile(app, session, body.courseId, body.fileId);
  if (!cameraOn(course)) throw AppError.badParams('本课程未开启学习抓拍！');
  const photo = decodePhoto(body.base64);
  if ((await app.kv.incr(`study-photo:rate:${session.userId}`, 60)) > PHOTOS_PER_MINUTE) {
    throw new AppError(ErrorCode.TOO_MANY, '拍照过于频繁，请稍后再试！');
  }
  const check = { scope: `study:${session.userId}:${course.id}` };
  const cmp = course.faceCam ? await compareWithUserFace(app, session.userId, photo.bytes, check) : null;
  if (cmp && cmp.pass === null) throw AppError.fail(notCompared(cmp));
  const learn = await ensureStudyRows(app.db, { userId: session.userId, courseId: course.id, fileId: file.id });
  const k = { userId: session.userId, deptCode: session.deptCode, courseId: course.id, fileId: file.id };
  await safely(app, recordStudyRows(app, k, learn.made));
  const url = await storePhoto(app, 'course-face', photo);
  const pass = cmp ? cmp.pass === true : true;
  await insertCourseFace(app.db, {
    id: newId(),
    userId: session.userId,
    courseId: course.id,
    fileId: file.id,
    photo: url,
    pass,
    failMsg: cmp?.msg ?? '',
  });
  const limit = STUDY.FACE_FAIL_LIMIT;
  if (!pass) {
    const msg = cmp?.msg ?? '';
    const fails = await countFaceResult(app.db, session.userId, course.id, true);
    if (fails >= limit) {
      await countFaceResult(app.db, session.userId, course.id, false);
      const text = faceBreakText(fails);
      await setBreakMsg(app.db, session.userId, course.id, text);
      await stopStudy(app, session.userId, course.id, text);
      return { isBreak: true, failCount: fails, faceChance: 0, msg };
    }
    return { isBreak: false, failCount: fails, faceChance: limit - fails, msg };
  }
  if (cmp) await countFaceResult(app.db, session.userId, course.id, false);
  await app.kv.set(facePassKey(session.userId, course.id), String(Date.now()), 24 * 3600);
  return { isBreak: false, failCount: 0, faceChance: limit };
}

/** What a study capture under faceCam answers when no comparison was made. */
function notCompared(cmp: FaceComparison): string {
  switch (cmp.reason) {
    case 'no-photo':
      return STUDY_FACE_TEXT.noPhoto;
    case 'photo-unreadable':
    case 'photo-unusable':
      return STUDY_FACE_TEXT.photoUnusable;
    case 'no-provider':
      return STUDY_FACE_TEXT.noProvider;
    default:
      return `${cmp.serviceMsg ?? '人脸识别服务暂不可用'}，请稍后重试！`;
  }
}
