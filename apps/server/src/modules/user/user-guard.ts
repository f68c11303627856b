import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { deptInScope, type Scope, scopeOf, userInScope } from '@server/plugins/auth/data-scope.ts';
import { assertRolesWithin, type Grantor, grantorOf, roleWithin } from '@server/plugins/auth/grant-guard.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { ErrorCode } from '@xuekao/contracts';
import { findRolesByIds, type RoleRow } from '../role/role.queries.ts';
import { linksByUser } from './user.presenter.ts';
import { findRoleLinksOfUsers, findUsersByIds, type UserRoleLink, type UserRow } from './user.queries.ts';

/** The built-in administrator (seed): never deleted, disabled or stripped of roles by anyone else. */
export const ADMIN_USER_ID = '10001';

/** Who is acting: their session, data scope, best rank (lowest roleLevel) and what they may grant. */
export interface Caller {
  session: Session;
  scope: Scope;
  level: number;
  grantor: Grantor;
}

export async function callerOf(app: AppContext, session: Session): Promise<Caller> {
  const [scope, grantor] = await Promise.all([scopeOf(app, session), grantorOf(app, session)]);
  return { session, scope, level: grantor.roleLevel, grantor };
}

/** May the caller put a user into this department? Self-scoped staff only into their own. */
export function callerMayUseDept(caller: Caller, deptCode: string): boolean {
  return deptInScope(caller.scope, deptCode, caller.session.deptCode);
}

/** The best (lowest) roleLevel among a user's roles; Infinity when they hold none. */
export const bestLevel = (links: UserRoleLink[]) =>
  Math.min(Number.POSITIVE_INFINITY, ...links.map((l) => l.roleLevel));

export interface Target {
  row: UserRow;
  roles: UserRoleLink[];
}

/** The users with their roles; one missing or outside the caller's data scope reads as missing (10010003). */
async function scopedUsers(app: AppContext, caller: Caller, ids: string[]): Promise<Target[]> {
  const unique = [...new Set(ids)];
  const rows = await findUsersByIds(app.db, unique);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const links = linksByUser(await findRoleLinksOfUsers(app.db, unique));
  return unique.map((id) => {
    const row = byId.get(id);
    if (!row || !userInScope(caller.scope, row)) throw AppError.notFound('用户不存在！');
    return { row, roles: links.get(id) ?? [] };
  });
}

function assertNotAbove(caller: Caller, targets: Target[], action: string): void {
  for (const t of targets) {
    if (bestLevel(t.roles) < caller.level) throw AppError.fail(`不能${action}级别高于自己的用户！`);
  }
}

/**
 * Loads users for reading (the detail dialog): within the caller's data scope (else 10010003) and not
 * ranked above the caller (`不能{action}级别高于自己的用户！`).
 */
export async function loadVisible(app: AppContext, caller: Caller, ids: string[], action: string): Promise<Target[]> {
  const targets = await scopedUsers(app, caller, ids);
  assertNotAbove(caller, targets, action);
  return targets;
}

/**
 * The one gate of every admin action on other users (issue 10: edit/save with an id, password reset,
 * state, delete, batch department, batch roles, direct mobile bind/unbind). The caller may act on a user
 * only when the user is within the caller's data scope (else 10010003, as if missing), is not the built-in
 * administrator (90010004, unless the caller is the super administrator), and holds only roles within the
 * caller's reach (grant-guard.ts roleWithin: not ranked higher, no broader data scope, no permission key the
 * caller lacks). Otherwise whoever resets a password, or binds their own mobile and uses 忘记密码, would sign
 * in as someone holding more than they do.
 */
export async function loadTargets(app: AppContext, caller: Caller, ids: string[], action: string): Promise<Target[]> {
  const targets = await scopedUsers(app, caller, ids);
  assertNotAdmin(caller, targets);
  assertNotAbove(caller, targets, action);
  if (caller.grantor.superAdmin) return targets;
  const reach = new Map<string, boolean>();
  for (const t of targets) {
    for (const r of t.roles) {
      if (!reach.has(r.roleId)) {
        const role = { id: r.roleId, roleName: r.roleName, dataScope: r.dataScope, roleLevel: r.roleLevel };
        reach.set(r.roleId, await roleWithin(app, caller.grantor, role));
      }
      if (!reach.get(r.roleId)) {
        throw AppError.fail(
          `用户「${t.row.realName || t.row.userName}」的角色「${r.roleName}」权限或数据范围超出您的权限，不能${action}，请联系上级管理员！`,
        );
      }
    }
  }
  return targets;
}

/**
 * The built-in administrator is refused (90010004 管理员账号无法修改！) unless the caller is the super
 * administrator (or the account itself).
 */
export function assertNotAdmin(caller: Caller, targets: Target[]): void {
  if (caller.grantor.superAdmin || caller.session.userId === ADMIN_USER_ID) return;
  if (targets.some((t) => t.row.id === ADMIN_USER_ID)) throw new AppError(ErrorCode.ADMIN_IMMUTABLE);
}

/**
 * The roles to give a user: at least one (90010003), all existing, none ranked above the caller, and each
 * role the user does not have yet (`current`) within the caller's own power: permission keys and data
 * scope (grant-guard.ts), so no one hands out more than they hold. Roles the user keeps are not re-judged.
 */
export async function checkRoles(
  app: AppContext,
  caller: Caller,
  roleIds: string[],
  current: readonly string[] = [],
): Promise<RoleRow[]> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) throw new AppError(ErrorCode.ROLE_REQUIRED);
  const roles = await findRolesByIds(app.db, unique);
  if (roles.length !== unique.length) throw AppError.fail('所选角色不存在！');
  if (roles.some((r) => r.roleLevel < caller.level)) throw AppError.fail('不能分配级别高于自己的角色！');
  await assertRolesWithin(
    app,
    caller.grantor,
    roles.filter((r) => !current.includes(r.id)),
  );
  return roles;
}

/**
 * Nobody but the super administrator changes their own roles (a user editor would otherwise give
 * themselves any role within reach, and keep what it adds).
 */
export function assertNotOwnRoles(caller: Caller, targets: Target[], roleIds: string[]): void {
  if (caller.grantor.superAdmin) return;
  const self = targets.find((t) => t.row.id === caller.session.userId);
  if (!self) return;
  const same = self.roles.length === roleIds.length && self.roles.every((r) => roleIds.includes(r.roleId));
  if (!same) throw AppError.fail('不能修改自己的角色，请联系上级管理员！');
}

/** The department must exist and lie within the caller's data scope. */
export async function checkDept(app: AppContext, caller: Caller, deptCode: string): Promise<void> {
  await app.dict.ready();
  if (!app.dict.deptName(deptCode)) throw AppError.fail('部门不存在！');
  if (!callerMayUseDept(caller, deptCode)) throw AppError.fail('只能选择自己管理范围内的部门！');
}
