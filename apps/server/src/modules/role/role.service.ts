import type { AppContext } from '@server/app-context.ts';
import { ROLE_ADMIN } from '@server/db/seed/builtin.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { findMenuIdsOfRoles } from '@server/plugins/auth/access.queries.ts';
import {
  assertNotOwnRole,
  assertScopeWithin,
  type GrantedRole,
  type Grantor,
  grantorOf,
  roleWithin,
} from '@server/plugins/auth/grant-guard.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  BUILT_IN_ROLES,
  type Page,
  Perm,
  type RolePaging,
  type RoleSaveBodySchema,
  type RoleView,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { findAllMenus } from '../menu/menu.queries.ts';
import { presentRole } from './role.presenter.ts';
import {
  countUsersOfRoles,
  deleteRolesByIds,
  findAllRoles,
  findRoleByName,
  findRoleMenuIds,
  findRolePage,
  findRolesByIds,
  getRoleById,
  insertRole,
  type RoleRow,
  replaceRoleMenus,
  updateRoleById,
} from './role.queries.ts';

type RoleSaveInput = z.output<typeof RoleSaveBodySchema>;

/** Every role (the role page and the user page's role select). */
export async function listRoles(app: AppContext): Promise<RoleView[]> {
  const [rows] = await Promise.all([findAllRoles(app.db), app.dict.ready()]);
  return rows.map((r) => presentRole(r, app.dict));
}

export async function rolePage(app: AppContext, req: RolePaging): Promise<Page<RoleView>> {
  const [page] = await Promise.all([findRolePage(app.db, req), app.dict.ready()]);
  return mapPage(page, (r) => presentRole(r, app.dict));
}

export async function roleDetail(app: AppContext, id: string): Promise<RoleView> {
  const [row] = await Promise.all([getRoleById(app.db, id), app.dict.ready()]);
  return presentRole(row, app.dict);
}

/**
 * Refuses touching a role that outranks the caller (a staff member cannot manage their superiors) or one
 * of the caller's own roles (nobody but the super administrator raises themselves).
 */
function assertManageable(g: Grantor, roles: RoleRow[], action: string): void {
  if (roles.some((r) => r.roleLevel < g.roleLevel)) throw AppError.fail(`不能${action}级别高于自己的角色！`);
  assertNotOwnRole(
    g,
    roles.map((r) => r.id),
    `不能${action}自己所属的角色，请联系上级管理员！`,
  );
}

/**
 * Issue 24 item 5: a role beyond the caller's reach (a permission key they lack, a broader data scope, a
 * higher level: grant-guard.ts `roleWithin`) is left alone, wider or narrower. Asked of the role as stored
 * before any edit, and of the role as the edit would leave it.
 */
async function assertWithinReach(app: AppContext, g: Grantor, roles: GrantedRole[], action: string): Promise<void> {
  for (const r of roles) {
    if (!(await roleWithin(app, g, r))) {
      throw AppError.fail(`不能${action}权限或数据范围超出自己的角色「${r.roleName}」，请联系上级管理员！`);
    }
  }
}

/**
 * Creates or edits a role. Nobody creates a role ranked above themselves or raises one above their own
 * rank, gives it a data scope broader than their own, or edits a role they hold (grant-guard.ts); the
 * built-in roles keep their type (the administrator stays staff, the learner role a learner).
 */
export async function saveRole(app: AppContext, session: Session, body: RoleSaveInput): Promise<RoleView> {
  await assertPermission(app, session, body.id ? Perm.role.edit : Perm.role.add);
  const g = await grantorOf(app, session);
  if (body.roleLevel < g.roleLevel) throw AppError.fail('不能创建或提升到高于自身级别的角色！');
  await assertScopeWithin(app, g, body.dataScope);
  const sameName = await findRoleByName(app.db, body.roleName);
  if (sameName && sameName.id !== body.id) throw AppError.fail('角色名称已存在！');
  const fields = {
    roleName: body.roleName,
    roleType: body.roleType,
    dataScope: body.dataScope,
    roleLevel: body.roleLevel,
    remark: body.remark,
  };
  let id = body.id;
  if (id) {
    const row = await getRoleById(app.db, id);
    assertManageable(g, [row], '修改');
    await assertWithinReach(app, g, [row], '修改');
    // Its keys stay as they are; its level and scope become the new ones.
    await assertWithinReach(app, g, [{ ...row, dataScope: body.dataScope, roleLevel: body.roleLevel }], '修改');
    if ((BUILT_IN_ROLES as readonly string[]).includes(row.id) && row.roleType !== body.roleType) {
      throw AppError.fail('内置角色不能修改角色类型！');
    }
    await updateRoleById(app.db, id, fields);
  } else {
    id = newId();
    await insertRole(app.db, { id, ...fields });
  }
  await app.permissions.invalidate();
  return roleDetail(app, id);
}

/** Deletes roles nobody holds any more; the built-in administrator and learner roles stay. */
export async function deleteRoles(app: AppContext, session: Session, ids: string[]): Promise<void> {
  if (ids.some((id) => (BUILT_IN_ROLES as readonly string[]).includes(id))) {
    throw AppError.fail('内置角色不能删除！');
  }
  const rows = await findRolesByIds(app.db, ids);
  if (rows.length === 0) throw AppError.notFound('角色不存在！');
  const g = await grantorOf(app, session);
  assertManageable(g, rows, '删除');
  await assertWithinReach(app, g, rows, '删除');
  if ((await countUsersOfRoles(app.db, ids)) > 0) throw AppError.fail('角色下仍有用户，无法删除！');
  await app.db.transaction((tx) => deleteRolesByIds(tx, ids));
  await app.permissions.invalidate();
}

export async function roleMenuIds(app: AppContext, id: string): Promise<string[]> {
  await getRoleById(app.db, id);
  return findRoleMenuIds(app.db, id);
}

/**
 * Replaces a role's menus. The caller grants or withdraws only menus they hold themselves: asking for a
 * menu they do not hold (and the role does not have yet) is refused, and menus the role has beyond the
 * caller's stay as they are, so nobody hands out more than they have. Nobody but the super administrator
 * grants their own role. The administrator role always has every menu. Permissions and routes of the
 * role's users change on their next call.
 */
export async function saveRoleMenus(app: AppContext, session: Session, id: string, menuIds: string[]): Promise<void> {
  const role = await getRoleById(app.db, id);
  if (role.id === ROLE_ADMIN) throw AppError.fail('超级管理员角色拥有全部菜单，无需授权！');
  const g = await grantorOf(app, session);
  assertManageable(g, [role], '授权');
  await assertWithinReach(app, g, [role], '授权');
  const [all, held, current] = await Promise.all([
    findAllMenus(app.db),
    findMenuIdsOfRoles(app.db, session.roleIds),
    findRoleMenuIds(app.db, id),
  ]);
  const byId = new Map(all.map((m) => [m.id, m]));
  const unknown = menuIds.find((m) => !byId.has(m));
  if (unknown) throw AppError.badParams(`菜单不存在：${unknown}`);
  const mine = new Set(held);
  const has = new Set(current);
  const foreign = g.superAdmin ? [] : menuIds.filter((m) => !mine.has(m) && !has.has(m));
  if (foreign.length) {
    const titles = foreign.slice(0, 3).map((m) => byId.get(m)?.metaTitle ?? m);
    throw AppError.fail(
      `不能授予自己没有的菜单：${titles.join('、')}${foreign.length > 3 ? '等' : ''}，请取消勾选后重试！`,
    );
  }
  const wanted = new Set(menuIds.filter((m) => g.superAdmin || mine.has(m)));
  for (const m of current) if (!g.superAdmin && !mine.has(m)) wanted.add(m);
  // After the edit too: every key the role would grant is one the caller holds.
  const beyond = [...wanted].find(
    (m) => !g.superAdmin && byId.get(m)?.permission && !g.keys.has(byId.get(m)!.permission),
  );
  if (beyond) throw AppError.fail(`不能授权权限或数据范围超出自己的角色「${role.roleName}」，请联系上级管理员！`);
  await app.db.transaction((tx) => replaceRoleMenus(tx, id, [...wanted]));
  await app.permissions.invalidate();
}
