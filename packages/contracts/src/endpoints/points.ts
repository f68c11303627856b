import { z } from 'zod';
import { Perm } from '../permissions.ts';
import {
  AdjustPointsBodySchema,
  AdminPointsLogRowSchema,
  MyPointsPagingBodySchema,
  PointsLogRowSchema,
  PointsPagingBodySchema,
  PointsRuleSchema,
  SavePointsRulesBodySchema,
} from '../schemas/points.ts';
import { endpoint, NoAnswer, NoInput, pageOf } from './define.ts';

/** The learner's points log (docs/REQUIREMENTS.md#points). */
export const points = {
  myPaging: endpoint({
    path: '/api/user/points/my-paging',
    auth: 'user',
    request: MyPointsPagingBodySchema,
    answer: pageOf(PointsLogRowSchema),
    summary: '我的积分记录（按标题搜索，最新在前）',
  }),
  ruleList: endpoint({
    path: '/api/user/points/rule/list',
    auth: Perm.points.rule,
    request: NoInput,
    answer: z.array(PointsRuleSchema),
    summary: '积分规则（通过考试、完成课程、训练答对、每日登录）',
  }),
  ruleSave: endpoint({
    path: '/api/user/points/rule/save',
    auth: Perm.points.rule,
    request: SavePointsRulesBodySchema,
    answer: NoAnswer,
    summary: '保存积分规则',
  }),
  paging: endpoint({
    path: '/api/user/points/paging',
    auth: Perm.points.list,
    request: PointsPagingBodySchema,
    answer: pageOf(AdminPointsLogRowSchema),
    summary: '积分记录（数据范围内的用户）',
  }),
  adjust: endpoint({
    path: '/api/user/points/adjust',
    auth: Perm.points.adjust,
    request: AdjustPointsBodySchema,
    answer: NoAnswer,
    summary: '人工调整积分（须填写原因；数据范围内的用户）',
  }),
};
