import { IdBodySchema, IdsBodySchema, StateBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import {
  BattleDetailSchema,
  BattlePagingBodySchema,
  BattleRowSchema,
  DeptRankSchema,
  PersonRankSchema,
  RankExportBodySchema,
  RankPagingBodySchema,
  SaveBattleBodySchema,
  SettleAnswerSchema,
  UserBattleDetailSchema,
  UserBattleRowSchema,
} from '../schemas/battle.ts';
import {
  AdminMatchPagingBodySchema,
  AdminMatchRowSchema,
  LiveAnswerSchema,
  LiveBodySchema,
  MatchDetailBodySchema,
  MatchDetailSchema,
  MyMatchPagingBodySchema,
  MyMatchRowSchema,
} from '../schemas/battle-match.ts';
import { endpoint, FileAnswer, NoAnswer, pageOf, SavedIdAnswer } from './define.ts';

/**
 * Knowledge contests (知识竞赛, issue 14): staff manage contests, watch live matches and rankings; learners
 * list the contests open to them, read the rules and their record, rankings and match history. Matches
 * themselves run over the battle socket (schemas/battle-socket.ts). State changes need `battle:edit`,
 * rankings and their export `battle:list`.
 */
export const battle = {
  // ------------------------------------------------------------ staff
  save: endpoint({
    path: '/api/battle/battle/save',
    auth: { any: [Perm.battle.add, Perm.battle.edit] },
    request: SaveBattleBodySchema,
    answer: SavedIdAnswer,
    summary: '新增（battle:add）或修改（battle:edit）竞赛',
  }),
  detail: endpoint({
    path: '/api/battle/battle/detail',
    auth: { any: [Perm.battle.list, Perm.battle.edit] },
    request: IdBodySchema,
    answer: BattleDetailSchema,
    summary: '竞赛详情（编辑表单）',
  }),
  paging: endpoint({
    path: '/api/battle/battle/paging',
    auth: Perm.battle.list,
    request: BattlePagingBodySchema,
    answer: pageOf(BattleRowSchema),
    summary: '竞赛分页（管理）',
  }),
  delete: endpoint({
    path: '/api/battle/battle/delete',
    auth: Perm.battle.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除竞赛（有进行中的对局时不能删除）及其对局、排行',
  }),
  state: endpoint({
    path: '/api/battle/battle/state',
    auth: Perm.battle.edit,
    request: StateBodySchema,
    answer: NoAnswer,
    summary: '启用（0）或禁用（1）竞赛；禁用后不再开始新对局',
  }),
  live: endpoint({
    path: '/api/battle/battle/live',
    auth: Perm.battle.list,
    request: LiveBodySchema,
    answer: LiveAnswerSchema,
    summary: '进行中的对局（全部或某个竞赛），含当前轮次与比分；只含数据范围内有选手的对局，范围外选手不显示姓名',
  }),
  rankPaging: endpoint({
    path: '/api/battle/battle/rank-paging',
    auth: Perm.battle.list,
    request: RankPagingBodySchema,
    answer: pageOf(PersonRankSchema),
    summary: '个人排行（某日、服务器今日 today 或总榜）',
  }),
  deptRankPaging: endpoint({
    path: '/api/battle/battle/dept-rank-paging',
    auth: Perm.battle.list,
    request: RankPagingBodySchema,
    answer: pageOf(DeptRankSchema),
    summary: '部门排行（某日或总榜）',
  }),
  rankExport: endpoint({
    path: '/api/battle/battle/rank-export',
    methods: ['GET', 'POST'],
    auth: Perm.battle.list,
    request: RankExportBodySchema,
    answer: FileAnswer,
    raw: true,
    summary: '导出个人排行（Excel）',
  }),
  settle: endpoint({
    path: '/api/battle/battle/settle',
    auth: Perm.battle.edit,
    request: IdBodySchema,
    answer: SettleAnswerSchema,
    summary: '竞赛结束后按总榜向前N名发放排名积分（只发一次）',
  }),
  // ------------------------------------------------------------ learner
  userPaging: endpoint({
    path: '/api/battle/battle/user-paging',
    auth: 'user',
    request: BattlePagingBodySchema,
    answer: pageOf(UserBattleRowSchema),
    summary: '学员可参加的竞赛（在范围内且正在进行）',
  }),
  userDetail: endpoint({
    path: '/api/battle/battle/user-detail',
    auth: 'user',
    request: IdBodySchema,
    answer: UserBattleDetailSchema,
    summary: '竞赛规则与我的战绩（今日场次、剩余场次、胜场、积分、名次）',
  }),
  userRankPaging: endpoint({
    path: '/api/battle/battle/user-rank-paging',
    auth: 'user',
    request: RankPagingBodySchema,
    answer: pageOf(PersonRankSchema),
    summary: '学员查看个人排行（某日或总榜）',
  }),
  userDeptRankPaging: endpoint({
    path: '/api/battle/battle/user-dept-rank-paging',
    auth: 'user',
    request: RankPagingBodySchema,
    answer: pageOf(DeptRankSchema),
    summary: '学员查看部门排行（某日或总榜）',
  }),
  myMatchPaging: endpoint({
    path: '/api/battle/match/my-paging',
    auth: 'user',
    request: MyMatchPagingBodySchema,
    answer: pageOf(MyMatchRowSchema),
    summary: '我的对局记录',
  }),
  matchDetail: endpoint({
    path: '/api/battle/match/detail',
    auth: 'user',
    request: MatchDetailBodySchema,
    answer: MatchDetailSchema,
    summary: '对局解析：每题的题目、选项、正确答案、解析及各选手的作答、用时与得分（仅本局选手，对局结束后）',
  }),
  adminMatchPaging: endpoint({
    path: '/api/battle/match/admin-paging',
    auth: Perm.battle.list,
    request: AdminMatchPagingBodySchema,
    answer: pageOf(AdminMatchRowSchema),
    summary: '竞赛的已结束与作废对局（管理，新的在前）：只含数据范围内有选手的对局，范围外选手不显示姓名',
  }),
  adminMatchDetail: endpoint({
    path: '/api/battle/match/admin-detail',
    auth: Perm.battle.list,
    request: MatchDetailBodySchema,
    answer: MatchDetailSchema,
    summary: '对局解析（管理）：数据范围内有选手的已结束对局',
  }),
};
