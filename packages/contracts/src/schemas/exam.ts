import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';
import { bool, int, isoTime, optionalId, score } from './fields.ts';
import { QU_TYPES } from './qu.ts';
import { boolFilter } from './repo.ts';

/**
 * Exams (docs/REQUIREMENTS.md#exams). Times are ISO strings; durations in minutes unless the
 * field name says seconds. An exam stores its own copy of the composition (rule rows or fixed questions),
 * so editing a paper template later never changes an exam already built from it.
 */

/** How a paper is composed: 1 by rule rows drawn at random per learner, 2 a fixed list of questions. */
export const ComposeType = { RULES: 1, FIXED: 2 } as const;
/** Exam state: 0 open, 1 disabled (hidden from learners, no entry). */
export const ExamState = { OPEN: 0, DISABLED: 1 } as const;
/** Exam application state (dictionary `apply_state`). */
export const ApplyState = { PENDING: 0, APPROVED: 1, REJECTED: 2 } as const;
/** Largest number of questions one paper may hold. */
export const MAX_PAPER_QUS = 500;

/**
 * One rule row: draw `count` distinct questions of `quType` (and `level`, 0 = any; `chapterId`, '' = any)
 * from bank `repoId`, each worth `score`.
 */
export const ExamRuleSchema = z.object({
  repoId: IdSchema.refine((v) => v !== '', '请选择题库！'),
  quType: z.coerce
    .number({ error: '请选择题型！' })
    .int()
    .refine((v) => (QU_TYPES as readonly number[]).includes(v), '请选择题型！'),
  level: z.coerce.number().int().min(0).max(2).optional().default(0),
  chapterId: z
    .string()
    .max(64)
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  count: z.coerce.number({ error: '抽题数量必须大于0！' }).int().min(1, '抽题数量必须大于0！').max(MAX_PAPER_QUS),
  score: score('每题分数必须在0到10000之间！').refine((v) => v > 0, '每题分数必须大于0！'),
});
export type ExamRule = z.output<typeof ExamRuleSchema>;

/** One fixed question of a paper with its score. */
export const FixedQuSchema = z.object({
  quId: IdSchema,
  score: score('每题分数必须在0到10000之间！').refine((v) => v > 0, '每题分数必须大于0！'),
});
export type FixedQu = z.output<typeof FixedQuSchema>;

/** The composition shared by exams and paper templates. */
const compositionFields = {
  composeType: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, '组卷方式不正确！')
    .optional()
    .default(1),
  rules: z.array(ExamRuleSchema).max(100).optional().default([]),
  fixedQus: z.array(FixedQuSchema).max(MAX_PAPER_QUS).optional().default([]),
};

function checkComposition(
  v: { composeType: number; rules: ExamRule[]; fixedQus: FixedQu[] },
  ctx: z.RefinementCtx,
): void {
  if (v.composeType === ComposeType.RULES) {
    if (!v.rules.length) ctx.addIssue({ code: 'custom', message: '请至少添加一条抽题规则！' });
    const n = v.rules.reduce((s, r) => s + r.count, 0);
    if (n > MAX_PAPER_QUS) ctx.addIssue({ code: 'custom', message: `一张试卷最多${MAX_PAPER_QUS}道题！` });
  } else {
    if (!v.fixedQus.length) ctx.addIssue({ code: 'custom', message: '请至少选择一道试题！' });
    if (new Set(v.fixedQus.map((q) => q.quId)).size !== v.fixedQus.length) {
      ctx.addIssue({ code: 'custom', message: '试题不能重复选择！' });
    }
  }
}

/** `/api/exam/tmpl/save`: a reusable paper template (rule rows or fixed questions). */
export const SaveExamTmplBodySchema = z
  .object({
    id: optionalId,
    title: z.string({ error: '模板名称不能为空！' }).trim().min(1, '模板名称不能为空！').max(256),
    remark: z.string().max(1024).optional().default(''),
    ...compositionFields,
  })
  .superRefine(checkComposition);
export type SaveExamTmplBody = z.input<typeof SaveExamTmplBodySchema>;

export const ExamTmplPagingBodySchema = pagingRequest(
  z.object({ title: z.string().max(256).optional() }).passthrough(),
);

/** `/api/exam/exam/save`: new without `id`. */
export const SaveExamBodySchema = z
  .object({
    id: optionalId,
    title: z.string({ error: '考试名称不能为空！' }).trim().min(1, '考试名称不能为空！').max(256),
    content: z.string().max(100_000).optional().default(''),
    examType: int(1, 3, '考试类型不正确！', 1),
    openType: z.coerce
      .number({ error: '开放类型不正确！' })
      .int()
      .refine((v) => [1, 2, 9, 3].includes(v), '开放类型不正确！')
      .optional()
      .default(1),
    password: z.string().max(64).optional().default(''),
    /** Open type 2: departments (a department includes those below it). */
    deptCodes: z.array(z.string().max(64)).max(1000).optional().default([]),
    /**
     * Open type 3: persons, replacing the exam's list. Left out, a new exam starts with none and an edit
     * keeps its persons (the form edits them one by one with `/api/sys/user/ref/join|remove`).
     */
    userIds: z.array(IdSchema).max(100_000).optional(),
    startTime: isoTime('开始时间不能为空！'),
    endTime: isoTime('结束时间不能为空！'),
    totalTime: z.coerce
      .number({ error: '考试时长必须在1到9999分钟之间！' })
      .int()
      .min(1, '考试时长必须在1到9999分钟之间！')
      .max(9999, '考试时长必须在1到9999分钟之间！'),
    qualifyScore: score('及格分数不正确！').optional().default(0),
    chance: int(0, 9999, '考试次数不正确！'),
    lateMax: int(0, 9999, '迟到限制不正确！'),
    handMin: int(0, 9999, '最短交卷时间不正确！'),
    quRand: bool(false),
    itemRand: bool(false),
    showAnswer: bool(true),
    copyPaste: bool(true),
    leaveOn: bool(false),
    leaveCheck: int(1, 3600, '离开判定秒数必须在1到3600之间！', 5),
    leaveCount: int(1, 999, '离开次数限制必须在1到999之间！', 3),
    /** Action checker (inactivity): on/off, seconds without input before a break, breaks before hand-in (0 = record only). */
    actionOn: bool(false),
    actionInterval: int(30, 7200, '无操作检测时间必须在30到7200秒之间！', 300),
    actionLimit: int(0, 999, '无操作次数限制必须在0到999之间！', 0),
    faceOn: bool(false),
    camOn: bool(false),
    camInterval: int(1, 999, '抓拍间隔必须在1到999分钟之间！', 5),
    faceLimit: int(1, 999, '人脸失败次数限制必须在1到999之间！', 3),
    partialPercent: int(0, 100, '多选题部分得分比例必须在0到100之间！'),
    certId: z
      .string()
      .max(64)
      .nullable()
      .optional()
      .transform((v) => v ?? ''),
    points: int(0, 100000, '通过积分不正确！'),
    tmplId: z
      .string()
      .max(64)
      .nullable()
      .optional()
      .transform((v) => v ?? ''),
    ...compositionFields,
  })
  .superRefine((v, ctx) => {
    if (new Date(v.endTime) <= new Date(v.startTime)) {
      ctx.addIssue({ code: 'custom', message: '结束时间必须晚于开始时间！' });
    }
    if (v.openType === 9 && !v.password.trim())
      ctx.addIssue({ code: 'custom', message: '密码开放的考试必须设置密码！' });
    if (v.openType === 2 && !v.deptCodes.length) ctx.addIssue({ code: 'custom', message: '请选择开放的部门！' });
    if (v.openType === 3 && v.userIds && !v.userIds.length)
      ctx.addIssue({ code: 'custom', message: '请选择参加考试的人员！' });
    checkComposition(v, ctx);
  });
export type SaveExamBody = z.input<typeof SaveExamBodySchema>;
export type SaveExamParsed = z.output<typeof SaveExamBodySchema>;

/** `/api/exam/exam/paging` (admin with exam:list; learners get their exams in range) and `/pagingSelExam`. */
export const ExamPagingBodySchema = pagingRequest(
  z
    .object({
      title: z.string().max(256).optional(),
      openType: z.coerce.number().int().optional().nullable().catch(undefined),
      examType: z.coerce.number().int().optional().nullable().catch(undefined),
      state: z.coerce.number().int().optional().nullable().catch(undefined),
      courseId: z.string().max(64).optional().nullable(),
      /** Exam ids to leave out (pickers). */
      excludes: z.array(z.string().max(64)).max(5000).optional(),
      /** Marking list: only exams with papers awaiting marking. */
      needMark: boolFilter,
    })
    .passthrough(),
);

/** `/api/exam/exam/preview`: a composition drawn once, to look at (no paper is written). */
export const ExamPreviewBodySchema = z.object({ ...compositionFields }).superRefine(checkComposition);
export type ExamPreviewBody = z.input<typeof ExamPreviewBodySchema>;

/** `/api/exam/exam/check-info` and `/api/paper/paper/create-paper`. */
export const ExamEntryBodySchema = z.object({
  id: optionalId,
  examId: optionalId,
  password: z.string().max(64).optional().default(''),
  /** From `/api/course/face/validate-face` when the exam checks faces before entry. */
  faceToken: z.string().max(128).optional().default(''),
});
export type ExamEntryBody = z.input<typeof ExamEntryBodySchema>;

/** `/api/exam/apply/save`. */
export const ExamApplyBodySchema = z.object({
  examId: IdSchema,
  applyMsg: z
    .string({ error: '申请理由不能为空！' })
    .trim()
    .min(1, '申请理由不能为空！')
    .max(1024, '申请理由最多1024个字符！'),
});

/** `/api/exam/apply/audit`: approve (1) or reject (2) applications. */
export const ExamApplyAuditBodySchema = z.object({
  ids: z.array(IdSchema).min(1, '请至少选择一条数据！').max(5000),
  state: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2, '审核结果不正确！'),
  auditMsg: z.string().max(1024).optional().default(''),
});

export const ExamApplyPagingBodySchema = pagingRequest(
  z
    .object({
      examId: z.string().max(64).optional(),
      state: z.coerce.number().int().optional().nullable().catch(undefined),
      realName: z.string().max(64).optional(),
    })
    .passthrough(),
);

/** `/api/stat/exam/dash-exam-list`. */
export const DashExamPagingBodySchema = pagingRequest(
  z.object({ title: z.string().max(256).optional() }).passthrough(),
);
