import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { scopeOf, userInScope } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { MatchDetail } from '@xuekao/contracts';
import { findProtectedQuIds } from '../../answer-seal/answer-seal.queries.ts';
import { presentMatchDetail, type Viewer } from './battle-detail.presenter.ts';
import { findMatchAnswers, findMatchPlayers, findMatchWithTitle, findQusForAnalysis } from './battle-detail.queries.ts';

/**
 * `/match/detail` (learner) and `/match/admin-detail` (staff, battle:list): a finished match's analysis.
 * A learner must have played in it; staff need one of its players inside their data scope (the others are
 * shown without name). Either way the match must be over: while it plays the keys stay on the server, and a
 * voided match (its process was lost) stored no answers. A learner gets the rounds of questions protected
 * for them now (on a paper in progress, or sealed by an exam hiding answers) without key, analysis, nor
 * what anyone answered there and whether it was right (that would tell the key).
 */
export async function matchDetail(app: AppContext, session: Session, id: string, staff: boolean): Promise<MatchDetail> {
  const m = await findMatchWithTitle(app.db, id);
  if (!m) throw AppError.notFound('对局不存在！');
  const players = await findMatchPlayers(app.db, id);
  let viewer: Viewer = { userId: session.userId };
  if (staff) {
    const scope = await scopeOf(app, session);
    const inScope: Viewer['inScope'] = (p) =>
      p.deptCode !== null && userInScope(scope, { id: p.player.userId, deptCode: p.deptCode });
    if (!players.some(inScope)) throw AppError.notFound('对局不存在！');
    viewer = { userId: session.userId, inScope };
  } else if (!players.some((p) => p.player.userId === session.userId)) throw AppError.notFound('对局不存在！');
  if (m.match.state === 0) throw AppError.fail('对局尚未结束，结束后才能查看解析！');
  if (m.match.state !== 1) throw AppError.fail('该对局已作废，没有可查看的解析！');
  const [answers, qus, hidden] = await Promise.all([
    findMatchAnswers(app.db, id),
    findQusForAnalysis(app.db, m.match.quIds),
    // Issue 24: a learner gets no key of a question on their paper in progress or sealed for them.
    staff ? undefined : findProtectedQuIds(app.db, [session.userId], m.match.quIds),
    app.dict.ready(),
  ]);
  viewer = { ...viewer, hidden: hidden?.get(session.userId) };
  return presentMatchDetail(m, players, answers, qus, viewer, app.dict);
}
