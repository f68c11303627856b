import { z } from 'zod';

/**
 * What the exam calls answer (docs/REQUIREMENTS.md#exams): the rows of the staff and learner lists, an exam as
 * staff edit it and as a learner enters it, templates, previews, applications and the dashboard rows. The
 * request bodies are in exam.ts.
 */

/** A whole number as answered. */
const whole = () => z.number().int();

/** A rule row as an exam or a template shows it, with the titles of its bank, chapter and type. */
export const ExamRuleViewSchema = z.strictObject({
  repoId: z.string(),
  quType: whole(),
  level: whole(),
  chapterId: z.string(),
  count: whole(),
  score: z.number(),
  repoId_dictText: z.string(),
  chapterId_dictText: z.string(),
  quType_dictText: z.string(),
});

/** A fixed question as an exam or a template shows it (quType 0 and '' texts when the question is gone). */
export const FixedQuViewSchema = z.strictObject({
  quId: z.string(),
  score: z.number(),
  content: z.string(),
  quType: whole(),
  quType_dictText: z.string(),
});

/** What every exam row of the lists holds. */
const examRowFields = {
  id: z.string(),
  title: z.string(),
  examType: whole(),
  examType_dictText: z.string(),
  openType: whole(),
  openType_dictText: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  totalTime: whole(),
  totalScore: z.number(),
  qualifyScore: z.number(),
  quCount: whole(),
  chance: whole(),
  state: whole(),
  state_dictText: z.string(),
  /** Time state: 0 not started, 1 in progress, 2 ended. */
  timeState: whole(),
  createTime: z.string(),
};

/** An exam row of the staff lists (`/paging` with exam:list, `/pagingSelExam`). */
export const ExamStaffRowSchema = z.strictObject({
  ...examRowFields,
  /** Papers awaiting marking (of learners within the caller's data scope). */
  markCount: whole(),
});
export type ExamStaffRow = z.output<typeof ExamStaffRowSchema>;

/** An exam row of the learner's list: my attempts, best score, passed, and a paper in progress ('' none). */
export const ExamLearnerRowSchema = z.strictObject({
  ...examRowFields,
  myTries: whole(),
  myMaxScore: z.number(),
  myPassed: z.boolean(),
  myPaperId: z.string(),
});
export type ExamLearnerRow = z.output<typeof ExamLearnerRowSchema>;

/** `/paging` answers staff rows for exam:list holders, learner rows otherwise. */
export const ExamRowSchema = z.union([ExamStaffRowSchema, ExamLearnerRowSchema]);
/** An exam row of the lists (admin and learner): the fields of either kind, the kind's own ones optional. */
export type ExamRow = z.output<z.ZodObject<typeof examRowFields>> &
  Partial<Omit<z.output<typeof ExamStaffRowSchema>, keyof typeof examRowFields>> &
  Partial<Omit<z.output<typeof ExamLearnerRowSchema>, keyof typeof examRowFields>>;

/** An exam as the admin edits it (`/detail` for staff). */
export const ExamDetailSchema = z.strictObject({
  ...examRowFields,
  content: z.string(),
  /** Only for staff. */
  password: z.string(),
  deptCodes: z.array(z.string()),
  users: z.array(z.strictObject({ userId: z.string(), realName: z.string() })),
  lateMax: whole(),
  handMin: whole(),
  quRand: z.boolean(),
  itemRand: z.boolean(),
  showAnswer: z.boolean(),
  copyPaste: z.boolean(),
  leaveOn: z.boolean(),
  leaveCheck: whole(),
  leaveCount: whole(),
  actionOn: z.boolean(),
  actionInterval: whole(),
  actionLimit: whole(),
  faceOn: z.boolean(),
  camOn: z.boolean(),
  camInterval: whole(),
  faceLimit: whole(),
  partialPercent: whole(),
  certId: z.string(),
  points: whole(),
  tmplId: z.string(),
  composeType: whole(),
  rules: z.array(ExamRuleViewSchema),
  fixedQus: z.array(FixedQuViewSchema),
  updateTime: z.string(),
});
export type ExamDetail = z.output<typeof ExamDetailSchema>;

/**
 * `/simple-detail` and the learner's `/detail`: what the check page shows, no password, no composition.
 * `applyState` is the learner's latest application (-1 none).
 */
export const ExamSimpleSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  openType: whole(),
  openType_dictText: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  totalTime: whole(),
  totalScore: z.number(),
  qualifyScore: z.number(),
  quCount: whole(),
  chance: whole(),
  lateMax: whole(),
  handMin: whole(),
  copyPaste: z.boolean(),
  leaveOn: z.boolean(),
  leaveCheck: whole(),
  leaveCount: whole(),
  faceOn: z.boolean(),
  camOn: z.boolean(),
  camInterval: whole(),
  faceLimit: whole(),
  showAnswer: z.boolean(),
  myTries: whole(),
  applyState: whole(),
  /** A paper of mine in progress, to resume. */
  myPaperId: z.string(),
});
export type ExamSimple = z.output<typeof ExamSimpleSchema>;

/**
 * `/check-info`: `pass` when the learner may enter now. Otherwise `msg` says why (Chinese) and the flags
 * say what the page can offer: a password field, the face check, an application.
 */
export const ExamCheckResultSchema = z.strictObject({
  pass: z.boolean(),
  msg: z.string(),
  needPassword: z.boolean(),
  needFace: z.boolean(),
  /** The refusal can be lifted by an approved application (not started / ended / range / attempts do not). */
  canApply: z.boolean(),
  /** An approved application lets the learner in once without face check or password. */
  applyApproved: z.boolean(),
  /** A paper in progress that entry resumes. */
  paperId: z.string(),
});
export type ExamCheckResult = z.output<typeof ExamCheckResultSchema>;

const examTmplRowFields = {
  id: z.string(),
  title: z.string(),
  remark: z.string(),
  composeType: whole(),
  quCount: whole(),
  totalScore: z.number(),
  createTime: z.string(),
  updateTime: z.string(),
};
export const ExamTmplRowSchema = z.strictObject(examTmplRowFields);
export type ExamTmplRow = z.output<typeof ExamTmplRowSchema>;

export const ExamTmplDetailSchema = z.strictObject({
  ...examTmplRowFields,
  rules: z.array(ExamRuleViewSchema),
  fixedQus: z.array(FixedQuViewSchema),
});
export type ExamTmplDetail = z.output<typeof ExamTmplDetailSchema>;

/** A previewed composition: the questions a paper would hold (with keys: staff only). */
export const ExamPreviewSchema = z.strictObject({
  quCount: whole(),
  totalScore: z.number(),
  groups: z.array(z.strictObject({ quType: whole(), quType_dictText: z.string(), count: whole(), score: z.number() })),
  qus: z.array(
    z.strictObject({
      quId: z.string(),
      quType: whole(),
      quType_dictText: z.string(),
      content: z.string(),
      score: z.number(),
    }),
  ),
});
export type ExamPreview = z.output<typeof ExamPreviewSchema>;

/** `/prepare-notify`: how many learners were sent the notification. */
export const ExamNotifyResultSchema = z.strictObject({ sent: whole() });

export const ExamApplyRowSchema = z.strictObject({
  id: z.string(),
  examId: z.string(),
  examId_dictText: z.string(),
  userId: z.string(),
  realName: z.string(),
  deptCode_dictText: z.string(),
  applyMsg: z.string(),
  state: whole(),
  state_dictText: z.string(),
  auditMsg: z.string(),
  used: z.boolean(),
  createTime: z.string(),
  auditTime: z.string(),
});
export type ExamApplyRow = z.output<typeof ExamApplyRowSchema>;

/** Dashboard ongoing-exam row. */
export const DashExamRowSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  /** Papers in progress now. */
  procCount: whole(),
  /** Papers handed in. */
  handCount: whole(),
});
export type DashExamRow = z.output<typeof DashExamRowSchema>;
