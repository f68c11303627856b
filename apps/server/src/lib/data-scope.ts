import { DataScope } from '@xuekao/contracts';
import type { AppContext } from '../app-context.ts';
import type { Session } from '../plugins/auth/sessions.ts';

/**
 * What rows a staff member may see, from the broadest data scope of their roles:
 * `self` only their own rows, `dept` their department, `deptTree` their department and below, `all`.
 * Queries turn it into a condition on the row's owner and department code (hierarchical codes, so
 * "and below" is a prefix match).
 */
export type Scope =
  | { kind: 'all' }
  | { kind: 'self'; userId: string }
  | { kind: 'dept'; deptCode: string }
  | { kind: 'deptTree'; deptCode: string };

export async function scopeOf(app: AppContext, session: Session): Promise<Scope> {
  const { dataScope } = await app.permissions.rankOf(session.roleIds);
  switch (dataScope) {
    case DataScope.ALL:
      return { kind: 'all' };
    case DataScope.DEPT_AND_BELOW:
      return { kind: 'deptTree', deptCode: session.deptCode };
    case DataScope.DEPT:
      return { kind: 'dept', deptCode: session.deptCode };
    default:
      return { kind: 'self', userId: session.userId };
  }
}

/** Is a user (their id and department code) inside the scope? (Hierarchical codes: "and below" is a prefix.) */
export function userInScope(scope: Scope, user: { id: string; deptCode: string }): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'deptTree':
      return user.deptCode.startsWith(scope.deptCode);
    case 'dept':
      return user.deptCode === scope.deptCode;
    case 'self':
      return user.id === scope.userId;
  }
}
