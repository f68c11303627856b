import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { scopeOf, userInScope } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type AdjustPointsBodySchema,
  type AdminPointsLogRow,
  type Page,
  POINTS_REF_TEXT,
  POINTS_RULE_CODES,
  POINTS_RULE_TITLES,
  type PointsPagingBodySchema,
  type PointsRule,
  type PointsRuleCode,
  type SavePointsRulesBodySchema,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { findUserById } from '../user/user.queries.ts';
import { insertGrant } from './points.queries.ts';
import {
  cycleStart,
  findPointsPage,
  findPointsRule,
  findPointsRules,
  lockUserForPoints,
  sumPointsSince,
  upsertPointsRule,
} from './points-rule.queries.ts';

/**
 * Points rules (issue 12 item 6; docs/decisions/certificates-points.md "Points rules"): each source of points can be
 * switched off and capped per day, week or month (site time zone). Every grant goes through `grantByRule` in the
 * transaction of what earned it; the learner's row is locked first, so two grants at once check the cap one after the
 * other.
 */

const DEFAULTS: Record<PointsRuleCode, Omit<PointsRule, 'code' | 'title'>> = {
  exam_pass: { points: 0, cycle: 0, cap: 0, state: 0 },
  course_finish: { points: 0, cycle: 0, cap: 0, state: 0 },
  train_right: { points: 0, cycle: 0, cap: 0, state: 1 },
  sign_in: { points: 0, cycle: 0, cap: 0, state: 1 },
};
const UNIT = { 1: 'day', 2: 'week', 3: 'month' } as const;
/** The log's `refType` of each rule. */
const REF_TYPE: Record<PointsRuleCode, string> = {
  exam_pass: 'exam',
  course_finish: 'course',
  train_right: 'train',
  sign_in: 'sign_in',
};

function ruleOf(code: PointsRuleCode, row?: { points: number; cycle: number; cap: number; state: number }): PointsRule {
  const r = row ?? DEFAULTS[code];
  return {
    code,
    title: POINTS_RULE_TITLES[code],
    points: r.points,
    cycle: r.cycle as PointsRule['cycle'],
    cap: r.cap,
    state: r.state as PointsRule['state'],
  };
}

export async function listPointsRules(app: AppContext): Promise<PointsRule[]> {
  const rows = new Map((await findPointsRules(app.db)).map((r) => [r.code, r]));
  return POINTS_RULE_CODES.map((code) => ruleOf(code, rows.get(code)));
}

export async function savePointsRules(
  app: AppContext,
  body: z.output<typeof SavePointsRulesBodySchema>,
): Promise<null> {
  await app.db.transaction(async (tx) => {
    for (const r of body.rules) {
      if (r.cycle !== 0 && r.cap === 0) throw AppError.badParams(`${POINTS_RULE_TITLES[r.code]}：请填写积分上限！`);
      await upsertPointsRule(tx, { code: r.code, points: r.points, cycle: r.cycle, cap: r.cap, state: r.state });
    }
  });
  return null;
}

/**
 * Grants points under a rule: nothing when the rule is off; exam and course rules grant `base` (the exam's or
 * course's own points), training and sign-in the rule's points; with a cap, only what is left of it in the
 * current cycle. One grant per user and reason (`refId`). Answers the points granted.
 */
export async function grantByRule(
  db: DbOrTx,
  tz: string,
  code: PointsRuleCode,
  g: { userId: string; refId: string; refRemark: string; base?: number },
): Promise<number> {
  const rule = ruleOf(code, await findPointsRule(db, code));
  if (rule.state !== 0) return 0;
  let points = code === 'exam_pass' || code === 'course_finish' ? (g.base ?? 0) : rule.points;
  if (points <= 0) return 0;
  await lockUserForPoints(db, g.userId);
  if (rule.cycle !== 0 && rule.cap > 0) {
    const since = await cycleStart(db, UNIT[rule.cycle], tz);
    points = Math.min(points, rule.cap - (await sumPointsSince(db, g.userId, REF_TYPE[code], since)));
    if (points <= 0) return 0;
  }
  const ok = await insertGrant(db, {
    id: newId(),
    userId: g.userId,
    points,
    refType: REF_TYPE[code],
    refId: g.refId,
    refRemark: g.refRemark,
  });
  return ok ? points : 0;
}

/** `/api/user/points/paging`: the log of users in the caller's data scope. */
export async function pagePoints(
  app: AppContext,
  session: Session,
  body: z.output<typeof PointsPagingBodySchema>,
): Promise<Page<AdminPointsLogRow>> {
  const scope = await scopeOf(app, session);
  const p = body.params;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
  const page = await findPointsPage(app.db, body, scope, {
    userName: str(p.userName),
    deptCode: str(p.deptCode),
    refType: str(p.refType),
  });
  await app.dict.ready();
  return mapPage(page, (r) => ({
    id: r.id,
    userId: r.userId,
    userName: r.userName ?? '',
    realName: r.realName ?? '',
    deptCode: r.deptCode ?? '',
    deptCode_dictText: r.deptCode ? app.dict.deptName(r.deptCode) : '',
    points: r.points,
    refType: r.refType,
    refType_text: POINTS_REF_TEXT[r.refType] ?? r.refType,
    refRemark: r.refRemark,
    createTime: r.createTime.toISOString(),
  }));
}

/** `/api/user/points/adjust`: a manual change of a user in the caller's scope; the total never goes below 0. */
export async function adjustPoints(
  app: AppContext,
  session: Session,
  body: z.output<typeof AdjustPointsBodySchema>,
): Promise<null> {
  const user = await findUserById(app.db, body.userId);
  const scope = await scopeOf(app, session);
  if (!user || !userInScope(scope, user)) throw AppError.notFound('用户不存在或超出您的数据范围！');
  await app.db.transaction(async (tx) => {
    const total = (await lockUserForPoints(tx, user.id)) ?? 0;
    if (total + body.points < 0) throw AppError.fail(`调整后积分不能小于0（当前${total}分）！`);
    await insertGrant(tx, {
      id: newId(),
      userId: user.id,
      points: body.points,
      refType: 'manual',
      refId: newId(),
      refRemark: `人工调整：${body.reason}`,
    });
  });
  return null;
}
