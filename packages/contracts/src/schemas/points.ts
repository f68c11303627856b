import { z } from 'zod';
import { pagingRequest } from '../envelope.ts';

/** `/api/user/points/my-paging`: the learner's points log, newest first, searched by its title. */
export const MyPointsPagingBodySchema = pagingRequest(
  z.object({ title: z.string().max(256).optional() }).passthrough(),
);

/** One grant of the points log (docs/REQUIREMENTS.md#points: refRemark, createTime, points). */
export const PointsLogRowSchema = z.strictObject({
  id: z.string(),
  points: z.number().int(),
  refRemark: z.string(),
  createTime: z.string(),
});
export type PointsLogRow = z.output<typeof PointsLogRowSchema>;

/**
 * Points rules (issue 12 item 6): what earns points, how many, and an optional cap per cycle. Exam pass and
 * course finish grant the exam's or course's own points (the rule switches them and caps them); training
 * grants `points` per question answered right (each question once); sign-in grants `points` once a day.
 */
export const POINTS_RULE_CODES = ['exam_pass', 'course_finish', 'train_right', 'sign_in'] as const;
export type PointsRuleCode = (typeof POINTS_RULE_CODES)[number];
export const POINTS_RULE_TITLES: Record<PointsRuleCode, string> = {
  exam_pass: '通过考试',
  course_finish: '完成课程',
  train_right: '训练答对',
  sign_in: '每日登录',
};
/** Cycle of a cap (the spec's 1 daily, 2 weekly, 3 monthly; 0: no cap). */
export const PointsCycle = { NONE: 0, DAY: 1, WEEK: 2, MONTH: 3 } as const;

const intIn = (min: number, max: number, msg: string) =>
  z.coerce.number({ error: msg }).int(msg).min(min, msg).max(max, msg);

export const PointsRuleSchema = z.strictObject({
  code: z.enum(POINTS_RULE_CODES, { error: '积分规则不存在！' }),
  title: z.string(),
  /** Points per event (training and sign-in); exam and course rules use the exam's or course's own. */
  points: intIn(0, 10_000, '积分须为0-10000的整数！'),
  cycle: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], { error: '上限周期不正确！' }),
  /** Most points of this rule per cycle (0: no cap). */
  cap: intIn(0, 1_000_000, '积分上限须为0-1000000的整数！'),
  /** 0 on, 1 off. */
  state: z.union([z.literal(0), z.literal(1)], { error: '状态不正确！' }),
});
export type PointsRule = z.output<typeof PointsRuleSchema>;

export const SavePointsRulesBodySchema = z.object({
  rules: z
    .array(PointsRuleSchema.extend({ title: z.string().max(64).optional().default('') }), {
      error: '请提交积分规则！',
    })
    .min(1, '请提交积分规则！')
    .max(POINTS_RULE_CODES.length),
});

/** `/api/user/points/paging` (staff): the points log of users in the caller's data scope. */
export const PointsPagingBodySchema = pagingRequest(
  z
    .object({
      userName: z.string().max(64).optional(),
      deptCode: z.string().max(64).optional(),
      refType: z.string().max(16).optional(),
    })
    .passthrough(),
);

export const AdminPointsLogRowSchema = z.strictObject({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  realName: z.string(),
  deptCode: z.string(),
  deptCode_dictText: z.string(),
  points: z.number().int(),
  refType: z.string(),
  refType_text: z.string(),
  refRemark: z.string(),
  createTime: z.string(),
});
export type AdminPointsLogRow = z.output<typeof AdminPointsLogRowSchema>;

/** `/api/user/points/adjust`: a manual change with its reason (shown to the learner in their log). */
export const AdjustPointsBodySchema = z.object({
  userId: z.string({ error: '请选择用户！' }).min(1, '请选择用户！').max(64),
  points: z.coerce
    .number({ error: '请输入调整积分！' })
    .int('调整积分须为整数！')
    .min(-100_000, '调整积分须在-100000到100000之间！')
    .max(100_000, '调整积分须在-100000到100000之间！')
    .refine((n) => n !== 0, '调整积分不能为0！'),
  reason: z.string({ error: '请输入调整原因！' }).trim().min(1, '请输入调整原因！').max(200, '调整原因最多200个字！'),
});

/** Where points came from, as the staff log names them. */
export const POINTS_REF_TEXT: Record<string, string> = {
  exam: '考试',
  course: '课程',
  train: '训练',
  sign_in: '登录',
  manual: '人工调整',
  battle: '竞赛',
};
