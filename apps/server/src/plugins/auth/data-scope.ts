import type { AppContext } from '@server/app-context.ts';
import { DataScope } from '@xuekao/contracts';
import type { Session } from './sessions.ts';

/**
 * Data scope, the one module (with data-scope.queries.ts for the SQL form).
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

/**
 * Is a department inside the scope? A department has no owner, so a `self` scope means the caller's own
 * department (`ownDeptCode`).
 */
export function deptInScope(scope: Scope, deptCode: string, ownDeptCode: string): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'deptTree':
      return deptCode.startsWith(scope.deptCode);
    case 'dept':
      return deptCode === scope.deptCode;
    case 'self':
      return deptCode === ownDeptCode;
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
