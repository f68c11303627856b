import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import type { Session } from '@server/plugins/auth/session-types.ts';
import { type CaptureResult, ErrorCode, STUDY } from '@xuekao/contracts';
import { compareWithUserFace, decodePhoto, storePhoto } from '../face/face.service.ts';
import { recordStudyRows } from '../stat/analysis-rollup.ts';
import { safely } from '../stat/stat-rollup.ts';
import { studyableFile } from './course-access.ts';
import { insertCourseFace } from './course-face.queries.ts';
import { countFaceResult, ensureStudyRows, setBreakMsg } from './study.queries.ts';
import { facePassKey } from './study-conn.ts';
import { cameraOn } from './study-rules.ts';
import { stopStudy } from './study-socket.ts';

/** Photos a learner may store per minute while studying. */
const PHOTOS_PER_MINUTE = 6;

/** The study break text (spec §8: 'N consecutive face failures!'). */
export const faceBreakText = (n: number) => `连续${n}次人脸识别失败！`;

/**
 * `/api/course/face/save` (study camera): stores the photo; under faceCam compares it with the learner's
 * face photo and counts consecutive failures; at the limit study ends (`isBreak`, the socket is stopped and
 * the break reason kept). A passing (or, without comparison, any) photo lets the socket credit again.
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
  const learn = await ensureStudyRows(app.db, { userId: session.userId, courseId: course.id, fileId: file.id });
  const k = { userId: session.userId, deptCode: session.deptCode, courseId: course.id, fileId: file.id };
  await safely(app, recordStudyRows(app, k, learn.made));
  const url = await storePhoto(app, 'course-face', photo);
  const check = { scope: `study:${session.userId}:${course.id}` };
  const cmp = course.faceCam ? await compareWithUserFace(app, session.userId, photo.bytes, check) : null;
  const pass = cmp ? cmp.pass : true;
  await insertCourseFace(app.db, {
    id: newId(),
    userId: session.userId,
    courseId: course.id,
    fileId: file.id,
    photo: url,
    pass: pass !== false,
    failMsg: cmp?.msg ?? '',
  });
  const limit = STUDY.FACE_FAIL_LIMIT;
  if (pass === false) {
    const fails = await countFaceResult(app.db, session.userId, course.id, true);
    if (fails >= limit) {
      await countFaceResult(app.db, session.userId, course.id, false);
      const msg = faceBreakText(fails);
      await setBreakMsg(app.db, session.userId, course.id, msg);
      await stopStudy(app, session.userId, course.id, msg);
      return { isBreak: true, failCount: fails, faceChance: 0 };
    }
    return { isBreak: false, failCount: fails, faceChance: limit - fails };
  }
  if (pass === true) await countFaceResult(app.db, session.userId, course.id, false);
  await app.kv.set(facePassKey(session.userId, course.id), String(Date.now()), 24 * 3600);
  return { isBreak: false, failCount: 0, faceChance: limit };
}
