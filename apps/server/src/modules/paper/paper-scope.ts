import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { type Scope, scopeOf, userInScope } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { findUserById } from '../user/user.queries.ts';
import { getPaperById, type PaperDbRow } from './paper.queries.ts';

/**
 * Marking and ExamWatch see the papers of learners within the staff member's data scope only (a marker
 * limited to a department sees that department's papers). A paper outside it reads as missing.
 */
export const staffScope = (app: AppContext, session: Session): Promise<Scope> => scopeOf(app, session);

/** The paper, if its learner is within the caller's data scope; otherwise 10010003 试卷不存在！ */
export async function getPaperInScope(app: AppContext, session: Session, id: string): Promise<PaperDbRow> {
  const [paper, scope] = await Promise.all([getPaperById(app.db, id), staffScope(app, session)]);
  if (scope.kind === 'all') return paper;
  const learner = await findUserById(app.db, paper.userId);
  if (!learner || !userInScope(scope, learner)) throw AppError.notFound('试卷不存在！');
  return paper;
}
