import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { type CaptureResult, ErrorCode, HandReason } from '@xuekao/contracts';
import { findExamById } from '../exam/exam.queries.ts';
import { compareWithUserFace, decodePhoto, storePhoto } from '../face/face.service.ts';
import { getOwnPaper, incrementCapture } from './paper.queries.ts';
import { handInPaper } from './paper-hand.service.ts';
import { insertCapture } from './paper-list.queries.ts';

/** Photos a paper may store per minute (captures are private files outside the upload quota). */
const CAPTURES_PER_MINUTE = 6;

/**
 * `/api/paper/capture/save` (exam camera): stores the photo, compares it with the learner's face photo,
 * counts failed comparisons, and at the exam's limit hands the paper in (`isBreak`).
 */
export async function saveCapture(
  app: AppContext,
  session: Session,
  body: { paperId: string; base64: string },
): Promise<CaptureResult> {
  const paper = await getOwnPaper(app.db, session.userId, body.paperId);
  const exam = await findExamById(app.db, paper.examId);
  const limit = exam?.faceLimit ?? 3;
  if (paper.state !== 0) {
    return { isBreak: paper.handReason === HandReason.FACE, failCount: paper.faceFails, faceChance: 0 };
  }
  const photo = decodePhoto(body.base64);
  // The camera sends one photo every camInterval minutes plus manual ones; more is filling the disk.
  if ((await app.kv.incr(`capture:rate:${paper.id}`, 60)) > CAPTURES_PER_MINUTE) {
    throw new AppError(ErrorCode.TOO_MANY, '拍照过于频繁，请稍后再试！');
  }
  const fileUrl = await storePhoto(app, 'capture', photo);
  const cmp = await compareWithUserFace(app, session.userId, photo.bytes);
  await insertCapture(app.db, {
    id: newId(),
    paperId: paper.id,
    userId: session.userId,
    fileUrl,
    pass: cmp.pass,
    msg: cmp.msg,
  });
  const fails = await incrementCapture(app.db, paper.id, cmp.pass === false);
  if (fails === null) return { isBreak: false, failCount: paper.faceFails, faceChance: 0 };
  if (exam?.camOn && fails >= limit) {
    await handInPaper(app, paper.id, HandReason.FACE);
    return { isBreak: true, failCount: fails, faceChance: 0 };
  }
  return { isBreak: false, failCount: fails, faceChance: Math.max(0, limit - fails) };
}
