import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { sanitizeRichText } from '@server/lib/sanitize.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type BattleDetail,
  type BattlePagingBodySchema,
  type BattleRow,
  BattleState,
  type Page,
  Perm,
  type SaveBattleParsed,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { insertGrant } from '../../points/points.queries.ts';
import { assertRangeInScope } from '../../user-ref/range-scope.ts';
import { findPersonRanks } from '../rank/battle-rank.queries.ts';
import { presentBattleDetail, presentBattleRow } from './battle.presenter.ts';
import {
  deleteBattlesByIds,
  findBattlePage,
  findBattleRange,
  findBattleTallies,
  findExistingRepos,
  findExistingUserIds,
  getBattleById,
  hasPlayingMatch,
  insertBattle,
  markBattleSettled,
  replaceBattleRange,
  updateBattleById,
  updateBattleStates,
} from './battle.queries.ts';

type PagingBody = z.output<typeof BattlePagingBodySchema>;

export const NOT_TRAIN_REPO_TEXT = '知识竞赛只能使用开放练习的题库，请先在题库中开启练习或换用其他题库！';

/**
 * Saves a contest (new without id; add needs battle:add, edit battle:edit). The banks must exist and be
 * open for training; the range is rewritten with the contest in one transaction. Matches already played keep their questions.
 */
export async function saveBattle(app: AppContext, session: Session, body: SaveBattleParsed): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.battle.edit : Perm.battle.add);
  if (body.id) await getBattleById(app.db, body.id);
  const repoIds = [...new Set(body.repoIds)];
  const repos = await findExistingRepos(app.db, repoIds);
  if (repos.length !== repoIds.length) throw AppError.fail('题库不存在！');
  // Learners see every key of a match: a contest draws only from banks open for training (issue 24).
  if (repos.some((r) => !r.isTrain)) throw AppError.fail(NOT_TRAIN_REPO_TEXT);
  const userIds = body.openType === 3 ? await findExistingUserIds(app.db, [...new Set(body.userIds)]) : [];
  if (body.openType === 3 && !userIds.length) throw AppError.fail('请选择参赛人员！');
  const { id: _id, deptCodes, userIds: _u, ...fields } = body;
  const row = {
    ...fields,
    repoIds,
    quTypes: [...new Set(fields.quTypes)],
    levels: [...new Set(fields.levels)],
    chapterIds: [...new Set(fields.chapterIds)],
    content: sanitizeRichText(fields.content),
    startTime: new Date(fields.startTime),
    endTime: new Date(fields.endTime),
  };
  const id = body.id ?? newId();
  const depts = row.openType === 2 ? deptCodes : [];
  const before = body.id ? await findBattleRange(app.db, body.id) : null;
  await assertRangeInScope(
    app,
    session,
    { deptCodes: depts, userIds },
    before ? { deptCodes: before.deptCodes, userIds: before.users.map((u) => u.id) } : undefined,
  );
  await app.db.transaction(async (tx) => {
    if (body.id) await updateBattleById(tx, id, row);
    else await insertBattle(tx, { ...row, id, createBy: session.userId });
    await replaceBattleRange(tx, id, depts, userIds);
  });
  return { id };
}

/** `/detail`: what the edit form holds, with the names of the listed persons. */
export async function battleDetail(app: AppContext, id: string): Promise<BattleDetail> {
  const battle = await getBattleById(app.db, id);
  const [range, tallies] = await Promise.all([
    findBattleRange(app.db, id),
    findBattleTallies(app.db, id),
    app.dict.ready(),
  ]);
  return presentBattleDetail(battle, tallies, range, app.dict);
}

/** `/paging`: every contest, newest first. */
export async function pageBattles(app: AppContext, body: PagingBody): Promise<Page<BattleRow>> {
  const [page] = await Promise.all([findBattlePage(app.db, body, body.params), app.dict.ready()]);
  return mapPage(page, (r) => presentBattleRow(r, app.dict));
}

/** Opens (0) or disables (1) contests; a disabled contest starts no new match (those playing finish). */
export async function setBattleState(app: AppContext, ids: string[], state: number): Promise<void> {
  if (state !== BattleState.OPEN && state !== BattleState.DISABLED) throw AppError.badParams('竞赛状态不正确！');
  await updateBattleStates(app.db, ids, state);
}

/** Deletes contests with their matches and rankings; not while a match is being played. */
export async function deleteBattles(app: AppContext, ids: string[]): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (await hasPlayingMatch(tx, ids)) throw AppError.fail('竞赛有正在进行的对局，请稍后再删除！');
    await deleteBattlesByIds(tx, ids);
  });
}

/**
 * `/settle`: after the contest ends, the first `topN` of the overall ranking each get `pointsTop`, once
 * (the `settled` flag and the points log's unique reason both guard it).
 */
export async function settleBattle(app: AppContext, id: string): Promise<{ granted: number }> {
  const battle = await getBattleById(app.db, id);
  if (battle.endTime.getTime() > Date.now()) throw AppError.fail('竞赛尚未结束，不能发放排名积分！');
  if (battle.settled) throw AppError.fail('排名积分已经发放过了！');
  if (battle.topN <= 0 || battle.pointsTop <= 0) throw AppError.fail('本竞赛未设置排名奖励！');
  return app.db.transaction(async (tx) => {
    if (!(await markBattleSettled(tx, id))) throw AppError.fail('排名积分已经发放过了！');
    const { rows } = await findPersonRanks(tx, { battleId: id, day: '' }, battle.topN, 0);
    let granted = 0;
    for (const r of rows) {
      const ok = await insertGrant(tx, {
        id: newId(),
        userId: r.userId,
        points: battle.pointsTop,
        refType: 'battle-top',
        refId: id,
        refRemark: `知识竞赛《${battle.title}》第${r.rank}名`.slice(0, 256),
      });
      if (ok) granted++;
    }
    return { granted };
  });
}
