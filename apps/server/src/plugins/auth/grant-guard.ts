import type { AppContext } from '@server/app-context.ts';
import { ROLE_ADMIN } from '@server/db/seed/builtin.ts';
import { AppError } from '@server/lib/app-error.ts';
import { findMenuIdsOfRoles } from './access.queries.ts';
import type { Session } from './session-types.ts';

/**
 * No escalation (issue 10): a staff member grants, assigns or edits only what is a subset of what they
 * hold themselves: permission keys, menus, data scope, rank and roles. Role, menu and user services ask
 * here; the built-in super administrator (the seed's `sa` role, held by the `admin` account) is exempt,
 * since that role holds every menu, all data and the top rank anyway.
 */
export interface Grantor {
  session: Session;
  /** Holds the built-in super-administrator role. */
  superAdmin: boolean;
  /** The union of the permission keys of the caller's roles. */
  keys: ReadonlySet<string>;
  /** The broadest data scope of the caller's roles (1 self .. 4 all). */
  dataScope: number;
  /** The caller's best rank (the lowest roleLevel). */
  roleLevel: number;
}

/** The fields of a role the subset rule compares. */
export interface GrantedRole {
  id: string;
  roleName: string;
  dataScope: number;
  roleLevel: number;
}

export const isSuperAdmin = (session: Pick<Session, 'roleIds'>): boolean => session.roleIds.includes(ROLE_ADMIN);

export async function grantorOf(app: AppContext, session: Session): Promise<Grantor> {
  const [keys, rank] = await Promise.all([
    app.permissions.of(session.roleIds),
    app.permissions.rankOf(session.roleIds),
  ]);
  return { session, superAdmin: isSuperAdmin(session), keys, dataScope: rank.dataScope, roleLevel: rank.roleLevel };
}

/** The menu ids the caller's roles hold. */
export async function heldMenuIds(app: AppContext, g: Grantor): Promise<ReadonlySet<string>> {
  return new Set(await findMenuIdsOfRoles(app.db, g.session.roleIds));
}

/**
 * Setting, changing or clearing the permission key of a menu (a new one or an existing one) is reserved to
 * the super administrator: every role holding an existing menu gains its new key at once, without any
 * role-edit check (learner menus are held by every role, the student role included). `before` is the
 * menu's current key ('' for a new menu).
 */
export function assertMenuKeyUnchanged(g: Grantor, before: string, after: string): void {
  if (g.superAdmin || before === after) return;
  throw AppError.fail('只有超级管理员可以设置或修改菜单的权限标识，请联系超级管理员！');
}

/** A data scope no broader than the caller's own. */
export async function assertScopeWithin(app: AppContext, g: Grantor, dataScope: number): Promise<void> {
  if (g.superAdmin || dataScope <= g.dataScope) return;
  await app.dict.ready();
  throw AppError.fail(`数据权限不能超出自己的数据权限（${app.dict.text('data_scope', g.dataScope)}）！`);
}

/**
 * One's own roles (and one's own role) are changed only by someone else, except by the super
 * administrator: otherwise anyone allowed to edit roles or users could raise themselves.
 */
export function assertNotOwnRole(
  g: Grantor,
  roleIds: string[],
  message = '不能修改自己所属的角色，请联系上级管理员！',
) {
  if (g.superAdmin) return;
  if (roleIds.some((id) => g.session.roleIds.includes(id))) throw AppError.fail(message);
}

/**
 * Is the role within the caller's reach: not ranked above them, no broader data scope, and every
 * permission key it grants held by the caller? (Menus without a key, such as the learner pages every
 * role has, only show navigation and grant no power, so they are not compared.)
 */
export async function roleWithin(app: AppContext, g: Grantor, role: GrantedRole): Promise<boolean> {
  if (g.superAdmin) return true;
  if (role.roleLevel < g.roleLevel || role.dataScope > g.dataScope) return false;
  for (const key of await app.permissions.of([role.id])) if (!g.keys.has(key)) return false;
  return true;
}

/** Refuses handing out a role that holds more than the caller (same rank but more keys or data included). */
export async function assertRolesWithin(app: AppContext, g: Grantor, roles: GrantedRole[]): Promise<void> {
  for (const r of roles) {
    if (r.roleLevel < g.roleLevel) throw AppError.fail('不能分配级别高于自己的角色！');
    if (!(await roleWithin(app, g, r))) {
      throw AppError.fail(`不能分配权限或数据范围超出自己的角色「${r.roleName}」，请联系上级管理员！`);
    }
  }
}
