import type { AppContext } from '@server/app-context.ts';
import { toPage } from '@server/lib/paging.ts';
import { scopeOf } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { AdminMatchPagingBodySchema, AdminMatchRow, Page } from '@xuekao/contracts';
import type { z } from 'zod';
import { presentAdminMatch } from '../contest/battle.presenter.ts';
import { getBattleById } from '../contest/battle.queries.ts';
import { findFinishedMatchPage } from './battle-match.queries.ts';

type AdminMatchBody = z.output<typeof AdminMatchPagingBodySchema>;

/**
 * `/match/admin-paging`: a contest's finished and voided matches for staff, newest first (those playing are
 * in the live view). The contest is checked as the rankings and the export check it (it must exist;
 * contests themselves are not scoped); matches are scoped as the live view: one shows when one of its
 * players is inside the caller's data scope, and the players outside are listed without name. A name
 * search only matches players inside the scope, so it cannot tell who plays outside it.
 */
export async function pageAdminMatches(
  app: AppContext,
  session: Session,
  body: AdminMatchBody,
): Promise<Page<AdminMatchRow>> {
  const battle = await getBattleById(app.db, body.params.contestId);
  const { matches, players, total } = await findFinishedMatchPage(app.db, body, {
    battleId: battle.id,
    scope: await scopeOf(app, session),
    mode: body.params.mode,
    name: body.params.realName,
  });
  const rows = matches.map((m) =>
    presentAdminMatch(
      m,
      players.filter((p) => p.matchId === m.id),
    ),
  );
  return toPage(rows, total, body);
}
