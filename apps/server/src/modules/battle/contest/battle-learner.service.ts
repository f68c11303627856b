import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { mapPage } from '@server/lib/paging.ts';
import { dayIn } from '@server/lib/site-day.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { BattlePagingBodySchema, Page, UserBattleDetail, UserBattleRow } from '@xuekao/contracts';
import type { z } from 'zod';
import { countMatchesOfDay } from '../match/battle-play.queries.ts';
import { findMyRank, findMyTally } from '../rank/battle-rank.queries.ts';
import { presentUserBattleRow } from './battle.presenter.ts';
import { findBattleById, findLearnerBattlePage, isBattleInRange } from './battle.queries.ts';

type PagingBody = z.output<typeof BattlePagingBodySchema>;

/** `/user-paging`: the contests open now and in the caller's range, with their matches today. */
export async function pageUserBattles(
  app: AppContext,
  session: Session,
  body: PagingBody,
): Promise<Page<UserBattleRow>> {
  const page = await findLearnerBattlePage(app.db, body, body.params, session, dayIn(app.config.SITE_TZ));
  return mapPage(page, (r) => presentUserBattleRow(r, r.todayMatches));
}

/**
 * `/user-detail`: rules and the caller's record. A contest out of the caller's range or disabled reads as
 * missing (10010003); one not started or ended is shown (rankings stay readable) with `playable` false.
 */
export async function userBattleDetail(app: AppContext, session: Session, id: string): Promise<UserBattleDetail> {
  const battle = await findBattleById(app.db, id);
  if (battle?.state !== 0 || !(await isBattleInRange(app.db, id, session))) throw AppError.notFound();
  const [tally, todayMatches, rank] = await Promise.all([
    findMyTally(app.db, id, session.userId),
    countMatchesOfDay(app.db, id, session.userId, dayIn(app.config.SITE_TZ)),
    findMyRank(app.db, id, session.userId),
  ]);
  const now = Date.now();
  return {
    ...presentUserBattleRow(battle, todayMatches),
    content: battle.content,
    playable: battle.startTime.getTime() <= now && battle.endTime.getTime() > now,
    record: {
      ...tally,
      todayMatches,
      leftToday: battle.dailyLimit > 0 ? Math.max(0, battle.dailyLimit - todayMatches) : -1,
      rank,
    },
  };
}
