import { z } from 'zod';
import { signedPhotoUrl } from './fields.ts';
import { PaperRowSchema } from './paper.ts';

/**
 * What proctoring (ExamWatch: examinees, camera photos, warnings, forced hand-in) and marking answer. The
 * paper calls' bodies and the learner's answers are in paper.ts.
 */

const int = () => z.number().int();

/** ExamWatch: one examinee. */
export const WatchRowSchema = z.strictObject({
  paperId: z.string(),
  userId: z.string(),
  realName: z.string(),
  deptCode_dictText: z.string(),
  online: z.boolean(),
  state: int(),
  state_dictText: z.string(),
  answeredCount: int(),
  quCount: int(),
  leaveTimes: int(),
  captureCount: int(),
  faceFails: int(),
  /** Face-out events of the exam camera (no face in view for 10 s). */
  faceOuts: int(),
  leftSeconds: int(),
  /** The latest capture's signed address, '' when none. */
  lastCapture: z.union([z.literal(''), signedPhotoUrl]),
  createTime: z.string(),
});
export type WatchRow = z.output<typeof WatchRowSchema>;

/** `/api/exam/watch/captures`: one exam camera photo and its face comparison. */
export const PaperCaptureSchema = z.strictObject({
  id: z.string(),
  /** Signed, valid for about an hour. */
  fileUrl: signedPhotoUrl,
  /** true match, false mismatch or no face, null not compared. */
  pass: z.boolean().nullable(),
  msg: z.string(),
  createTime: z.string(),
});

/** `/api/exam/watch/warn`: how many examinees were warned. */
export const WatchWarnResultSchema = z.strictObject({ sent: int() });
/** `/api/exam/watch/force-hand`: how many papers were handed in. */
export const WatchForceHandResultSchema = z.strictObject({ handed: int() });

/** Marking: a subjective answer to score. */
export const MarkQuSchema = z.strictObject({
  quId: z.string(),
  /** '' for a top-level question, else the composite child's id. */
  subId: z.string(),
  sort: int(),
  content: z.string(),
  /** The reference answer/analysis. */
  analysis: z.string(),
  maxScore: z.number(),
  answerText: z.string(),
  markedScore: z.number().nullable(),
  remark: z.string(),
});
export type MarkQu = z.output<typeof MarkQuSchema>;

/** `/api/paper/mark/paper-detail` and `/api/paper/mark/fill`. */
export const MarkPaperDetailSchema = z.strictObject({
  paper: PaperRowSchema,
  objScore: z.number(),
  qus: z.array(MarkQuSchema),
});
export type MarkPaperDetail = z.output<typeof MarkPaperDetailSchema>;
