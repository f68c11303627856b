import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { ErrorCode, type ExamCheckResult } from '@xuekao/contracts';
import type { ExamDbRow } from './exam.queries.ts';
import { findEntryState } from './exam-entry.queries.ts';

/**
 * The entry check (docs/REQUIREMENTS.md#exams): `/check-info` answers it, `create-paper` runs it
 * again before writing a paper, so the page's answer is never trusted. The order matters: a paper in
 * progress resumes; the hard refusals (range, time, attempts, another exam) cannot be lifted; password
 * and face check can be lifted once by an approved application.
 */

export interface EntryInput {
  password: string;
  faceToken: string;
}

export interface EntryOutcome {
  exam: ExamDbRow;
  result: ExamCheckResult;
  /** The error code create-paper answers when refused. */
  code: number;
  /** The approved application that admits the learner this time ('' none). */
  applyId: string;
}

const base = (): ExamCheckResult => ({
  pass: false,
  msg: '',
  needPassword: false,
  needFace: false,
  canApply: false,
  applyApproved: false,
  paperId: '',
});

const faceKey = (token: string) => `face:token:${token}`;

/** A face check passed by `validate-face` lets its user in for 10 minutes. */
export async function issueFaceToken(app: AppContext, userId: string, token: string): Promise<void> {
  await app.kv.set(faceKey(token), userId, 600);
}

async function faceTokenValid(app: AppContext, userId: string, token: string): Promise<boolean> {
  return !!token && (await app.kv.get(faceKey(token))) === userId;
}

export async function consumeFaceToken(app: AppContext, token: string): Promise<void> {
  if (token) await app.kv.del(faceKey(token));
}

/** The text getExamById answers for a missing exam; a hidden exam answers the same. */
const EXAM_NOT_FOUND = '考试不存在！';

/** Wrong exam passwords a learner may enter per exam within the window before being locked out of it. */
const PASSWORD_TRIES = 5;
const PASSWORD_WINDOW_SEC = 15 * 60;
const passwordTriesKey = (userId: string, examId: string) => `exam:pwd:${userId}:${examId}`;
const passwordLocked = () => new AppError(ErrorCode.TOO_MANY, '考试密码错误次数过多，请15分钟后再试，或提交考试申请！');

const fmtTime = (d: Date) => d.toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai', hour12: false });

/**
 * Runs the entry check for the session's learner. Throws 10010003 for a missing, disabled or out-of-range
 * exam, and 10010005 after too many wrong passwords (PASSWORD_TRIES in PASSWORD_WINDOW_SEC per exam).
 */
export async function checkEntry(
  app: AppContext,
  session: Session,
  examId: string,
  input: EntryInput,
): Promise<EntryOutcome> {
  // A disabled exam or one outside the learner's range answers exactly like an exam that does not exist,
  // with the same text and after the same single query (which also reads the learner's state), so ids cannot be probed by answer or timing.
  const state = await findEntryState(app.db, examId, session);
  if (!state) throw AppError.notFound(EXAM_NOT_FOUND);
  const { exam, open, tries } = state;
  const out: EntryOutcome = { exam, result: base(), code: ErrorCode.FAIL, applyId: '' };
  const refuse = (msg: string, extra: Partial<ExamCheckResult> = {}) => {
    out.result = { ...out.result, msg, ...extra, pass: false };
    return out;
  };
  if (open?.examId === examId) {
    out.result = { ...base(), pass: true, paperId: open.id };
    return out;
  }
  if (open) {
    out.code = ErrorCode.EXAM_IN_PROGRESS;
    return refuse(`您有正在进行的考试《${open.title}》，请先完成该考试！`, { paperId: '' });
  }
  // Maintenance mode: papers in progress go on (above), no new paper starts.
  const maintenance = await app.settings.maintenance();
  if (maintenance.on) return refuse(maintenance.msg);
  const now = Date.now();
  if (now < exam.startTime.getTime()) return refuse(`考试尚未开始，开始时间：${fmtTime(exam.startTime)}`);
  if (now >= exam.endTime.getTime()) return refuse('考试已结束！');
  if (exam.lateMax > 0 && now > exam.startTime.getTime() + exam.lateMax * 60_000) {
    return refuse(`已超过最晚入场时间（开考后${exam.lateMax}分钟），无法参加考试！`);
  }
  if (exam.chance > 0 && tries >= exam.chance) return refuse(`您的考试次数已用完（共${exam.chance}次）！`);
  if (state.applyId) {
    out.applyId = state.applyId;
    out.result = { ...base(), pass: true, applyApproved: true };
    return out;
  }
  if (exam.openType === 9) {
    if (!input.password) return refuse('请输入考试密码！', { needPassword: true, canApply: true });
    const key = passwordTriesKey(session.userId, examId);
    if (Number((await app.kv.get(key)) ?? 0) >= PASSWORD_TRIES) throw passwordLocked();
    if (input.password !== exam.password) {
      if ((await app.kv.incr(key, PASSWORD_WINDOW_SEC)) >= PASSWORD_TRIES) throw passwordLocked();
      return refuse('考试密码错误！', { needPassword: true, canApply: true });
    }
  }
  if (exam.faceOn && !(await faceTokenValid(app, session.userId, input.faceToken))) {
    return refuse('本场考试需要先通过人脸核验！', { needFace: true, canApply: true });
  }
  out.result = { ...base(), pass: true };
  return out;
}
