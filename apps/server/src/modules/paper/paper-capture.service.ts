import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { type CaptureResult, ErrorCode, HandReason } from '@xuekao/contracts';
import { findExamById } from '../exam/exam.queries.ts';
import { compareWithUserFace, decodePhoto, storePhoto } from '../face/index.ts';
import { getOwnPaper, incrementCapture, incrementFaceOut } from './paper.queries.ts';
import { handInPaper } from './paper-hand.service.ts';
import { hasOpenPaperOfExam, insertCapture } from './paper-list.queries.ts';

/** Photos a paper may store per minute (captures are private files outside the upload quota). */
const CAPTURES_PER_MINUTE = 6;

/**
 * `/api/paper/capture/save` (exam camera): stores the photo, compares it with the learner's face photo,
 * counts failed comparisons (in total for staff, in a row for the limit), and at the exam's limit of failures
 * in a row hands the paper in (`isBreak`).
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
    return { isBreak: paper.handReason === HandReason.FACE, failCount: paper.faceStreak, faceChance: 0 };
  }
  const photo = decodePhoto(body.base64);
  // The camera sends one photo every camInterval minutes plus manual ones; more is filling the disk.
  if ((await app.kv.incr(`capture:rate:${paper.id}`, 60)) > CAPTURES_PER_MINUTE) {
    throw new AppError(ErrorCode.TOO_MANY, '拍照过于频繁，请稍后再试！');
  }
  const fileUrl = await storePhoto(app, 'capture', photo);
  const cmp = await compareWithUserFace(app, session.userId, photo.bytes, { scope: `paper:${paper.id}` });
  await insertCapture(app.db, {
    id: newId(),
    paperId: paper.id,
    userId: session.userId,
    fileUrl,
    pass: cmp.pass,
    msg: cmp.msg,
  });
  // The limit counts failures in a row (the spec: 连续失败{limit}次将自动交卷); a passing photo starts again.
  const counted = await incrementCapture(app.db, paper.id, cmp.pass);
  if (counted === null) return { isBreak: false, failCount: paper.faceStreak, faceChance: 0 };
  const fails = counted.streak;
  if (exam?.camOn && fails >= limit) {
    await handInPaper(app, paper.id, HandReason.FACE);
    return { isBreak: true, failCount: fails, faceChance: 0 };
  }
  return { isBreak: false, failCount: fails, faceChance: Math.max(0, limit - fails) };
}

/** The exam camera reports no face every 10 s; a faster page (or a script) is counted at this pace at most. */
const FACE_OUT_GAP_SEC = 8;

/**
 * A face-out event from the exam socket (ExamSocketEvents): counted on the examinee's paper of that exam while
 * it is in progress (staff see it in ExamWatch), at most one per FACE_OUT_GAP_SEC. It decides nothing by itself:
 * the server's own face comparisons of the photos count the failures that hand a paper in.
 */
export async function recordFaceOut(app: AppContext, examId: string, userId: string): Promise<void> {
  if (!(await app.kv.setIfAbsent(`face-out:${examId}:${userId}`, '1', FACE_OUT_GAP_SEC))) return;
  await incrementFaceOut(app.db, userId, examId);
}

/** The exam socket (ExamSocketEvents.mayJoin): a learner joins an exam's room only with a paper of it in progress. */
export function mayJoinExamRoom(app: AppContext, examId: string, userId: string): Promise<boolean> {
  return hasOpenPaperOfExam(app.db, userId, examId);
}
