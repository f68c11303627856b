import { sendWorkbook } from '@server/lib/excel.ts';
import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import {
  battleDetail,
  deleteBattles,
  pageBattles,
  saveBattle,
  setBattleState,
  settleBattle,
} from './contest/battle.service.ts';
import { pageUserBattles, userBattleDetail } from './contest/battle-learner.service.ts';
import { matchDetail } from './history/battle-detail.service.ts';
import { pageAdminMatches } from './history/battle-match.service.ts';
import { exportRanks, liveMatches, pageDeptRanks, pageMyMatches, pagePersonRanks } from './rank/battle-rank.service.ts';

const E = endpoints.battle;

/** Knowledge contests (issue 14): staff management, rankings, live view; the learner's lists and record. */
export const battleRoutes = [
  route(E.save, ({ app, session, body }) => saveBattle(app, session, body)),
  route(E.detail, ({ app, body }) => battleDetail(app, body.id)),
  route(E.paging, ({ app, body }) => pageBattles(app, body)),
  route(E.delete, async ({ app, body }) => {
    await deleteBattles(app, body.ids);
    return null;
  }),
  route(E.state, async ({ app, body }) => {
    await setBattleState(app, body.ids, body.state);
    return null;
  }),
  route(E.live, ({ app, session, body }) => liveMatches(app, session, body.contestId)),
  route(E.rankPaging, ({ app, session, body }) => pagePersonRanks(app, session, body, true)),
  route(E.deptRankPaging, ({ app, session, body }) => pageDeptRanks(app, session, body, true)),
  route(E.rankExport, async ({ app, session, body, reply }) => {
    const { wb, fileName } = await exportRanks(app, session, body);
    await sendWorkbook(reply, wb, fileName);
  }),
  route(E.settle, ({ app, body }) => settleBattle(app, body.id)),
  route(E.userPaging, ({ app, session, body }) => pageUserBattles(app, session, body)),
  route(E.userDetail, ({ app, session, body }) => userBattleDetail(app, session, body.id)),
  route(E.userRankPaging, ({ app, session, body }) => pagePersonRanks(app, session, body, false)),
  route(E.userDeptRankPaging, ({ app, session, body }) => pageDeptRanks(app, session, body, false)),
  route(E.myMatchPaging, ({ app, session, body }) => pageMyMatches(app, session, body)),
  route(E.matchDetail, ({ app, session, body }) => matchDetail(app, session, body.id, false)),
  route(E.adminMatchPaging, ({ app, session, body }) => pageAdminMatches(app, session, body)),
  route(E.adminMatchDetail, ({ app, session, body }) => matchDetail(app, session, body.id, true)),
];
