import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { deptInScope, scopeOf, userInScope } from '@server/plugins/auth/data-scope.ts';
import type { Session } from '@server/plugins/auth/session-types.ts';
import { findUsersForRef } from './user-ref.queries.ts';

export interface RangeRefs {
  deptCodes: string[];
  /** Null: the persons are not touched by this save. */
  userIds: string[] | null;
}

/**
 * No one opens an exam, course or contest to more than their data scope (docs/decisions/users-permissions.md
 * "Ranges stay within the data scope"): the departments and persons a save ADDS to the range must lie inside
 * the caller's scope, as `/api/sys/user/ref/join` requires for persons. What the range held before stays (a
 * staff member of a narrower scope editing the title of an exam need not remove what an administrator opened
 * it to). Unknown user ids are left to the caller (each module drops or keeps them as before).
 */
export async function assertRangeInScope(
  app: AppContext,
  session: Session,
  next: RangeRefs,
  before: { deptCodes: string[]; userIds: string[] } = { deptCodes: [], userIds: [] },
): Promise<void> {
  const scope = await scopeOf(app, session);
  if (scope.kind === 'all') return;
  const hadDepts = new Set(before.deptCodes);
  if (next.deptCodes.some((c) => !hadDepts.has(c) && !deptInScope(scope, c, session.deptCode))) {
    throw AppError.fail('所选部门超出您的数据范围！');
  }
  const hadUsers = new Set(before.userIds);
  const added = [...new Set(next.userIds ?? [])].filter((id) => !hadUsers.has(id));
  if (!added.length) return;
  const users = await findUsersForRef(app.db, added);
  if (!users.every((u) => userInScope(scope, u))) throw AppError.fail('只能添加数据权限范围内的用户！');
}
