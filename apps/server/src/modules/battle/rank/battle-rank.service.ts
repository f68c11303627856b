import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { buildWorkbook } from '@server/lib/excel.ts';
import { toPage } from '@server/lib/paging.ts';
import { dayIn } from '@server/lib/site-day.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  BATTLE_TODAY,
  type BattleMode,
  type DeptRank,
  type LiveMatch,
  type MyMatchPagingBodySchema,
  type MyMatchRow,
  type Page,
  type PersonRank,
  type RankPagingBodySchema,
} from '@xuekao/contracts';
import type ExcelJS from 'exceljs';
import type { z } from 'zod';
import { presentMyMatch } from '../contest/battle.presenter.ts';
import { getBattleById, isBattleInRange } from '../contest/battle.queries.ts';
import { findLiveMatches } from '../match/battle-play.queries.ts';
import { liveKey } from '../socket/battle-hub.ts';
import { findDeptRanks, findMyMatchPage, findPersonRanks, type RankFilter } from './battle-rank.queries.ts';

type RankBody = z.output<typeof RankPagingBodySchema>;
type MyMatchBody = z.output<typeof MyMatchPagingBodySchema>;

/** Staff see the persons inside their data scope; learners see everyone of a contest in their range. */
async function filterOf(app: AppContext, session: Session, body: RankBody, staff: boolean): Promise<RankFilter> {
  const battleId = body.params.contestId;
  if (staff) await getBattleById(app.db, battleId);
  else if (!(await isBattleInRange(app.db, battleId, session))) throw AppError.notFound();
  return { battleId, day: dayOf(app, body.params.day), scope: staff ? await scopeOf(app, session) : undefined };
}

/** The ranking's day: `BATTLE_TODAY` is the server's today in SITE_TZ (the browser's date does not count). */
const dayOf = (app: AppContext, day: string) => (day === BATTLE_TODAY ? dayIn(app.config.SITE_TZ) : day);

const windowOf = (b: { current: number; size: number }) => ({ limit: b.size, offset: (b.current - 1) * b.size });

/** The person ranking (a day or overall). */
export async function pagePersonRanks(
  app: AppContext,
  session: Session,
  body: RankBody,
  staff: boolean,
): Promise<Page<PersonRank>> {
  const f = await filterOf(app, session, body, staff);
  const w = windowOf(body);
  const { rows, total } = await findPersonRanks(app.db, f, w.limit, w.offset);
  return toPage(rows, total, body);
}

/** The department ranking (a day or overall). */
export async function pageDeptRanks(
  app: AppContext,
  session: Session,
  body: RankBody,
  staff: boolean,
): Promise<Page<DeptRank>> {
  const f = await filterOf(app, session, body, staff);
  const w = windowOf(body);
  const { rows, total } = await findDeptRanks(app.db, f, w.limit, w.offset);
  return toPage(rows, total, body);
}

/** `/rank-export`: the person ranking inside the caller's data scope as a workbook. */
export async function exportRanks(
  app: AppContext,
  session: Session,
  body: { contestId: string; day: string },
): Promise<{ wb: ExcelJS.Workbook; fileName: string }> {
  const battle = await getBattleById(app.db, body.contestId);
  const day = dayOf(app, body.day);
  const { rows } = await findPersonRanks(
    app.db,
    { battleId: battle.id, day, scope: await scopeOf(app, session) },
    100_000,
    0,
  );
  const wb = buildWorkbook(
    '个人排行',
    [
      { header: '名次', width: 8, value: (r) => r.rank },
      { header: '姓名', value: (r) => r.realName },
      { header: '部门', width: 24, value: (r) => r.deptName },
      { header: '场次', width: 8, value: (r) => r.matches },
      { header: '胜', width: 8, value: (r) => r.wins },
      { header: '平', width: 8, value: (r) => r.draws },
      { header: '负', width: 8, value: (r) => r.losses },
      { header: '得分', width: 10, value: (r) => r.score },
      { header: '积分', width: 10, value: (r) => r.points },
    ],
    rows,
  );
  return { wb, fileName: `${battle.title}-排行${day ? `-${day}` : ''}.xlsx` };
}

/**
 * `/live`: matches in progress with the round and scores the owner process last published, limited to the
 * caller's data scope as the rankings: a match shows when one of its players is inside it; the players
 * outside are listed with their score only (no name, department or id).
 */
export async function liveMatches(app: AppContext, session: Session, battleId?: string | null): Promise<LiveMatch[]> {
  const { matches, players } = await findLiveMatches(app.db, battleId, await scopeOf(app, session));
  const out: LiveMatch[] = [];
  for (const { match, title } of matches) {
    const raw = await app.kv.get(liveKey(match.id));
    let live: { round: number; scores: number[] } = { round: 0, scores: [] };
    try {
      if (raw) live = JSON.parse(raw);
    } catch {
      // a damaged snapshot shows round 0
    }
    out.push({
      matchId: match.id,
      contestId: match.battleId,
      contestTitle: title,
      mode: match.mode as BattleMode,
      round: Math.min(live.round ?? 0, match.quIds.length),
      total: match.quIds.length,
      startTime: match.startTime.toISOString(),
      players: players
        .filter((p) => p.matchId === match.id)
        .map((p) => ({
          userId: p.inScope ? p.userId : '',
          realName: p.inScope ? (p.realName ?? '') : '',
          deptName: p.inScope ? (p.deptName ?? '') : '',
          score: Number(live.scores?.[p.seat] ?? 0),
          outOfScope: !p.inScope,
        })),
    });
  }
  return out;
}

/** `/my-paging`: the caller's finished matches. */
export async function pageMyMatches(app: AppContext, session: Session, body: MyMatchBody): Promise<Page<MyMatchRow>> {
  const { records, total } = await findMyMatchPage(app.db, body, session.userId, body.params.contestId);
  return toPage(records.map(presentMyMatch), total, body);
}
