import type { AppContext } from '@server/app-context.ts';
import { ROLE_ADMIN } from '@server/db/seed/builtin.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { moveAmongSiblings } from '@server/lib/move-sort.ts';
import { grantMenuToRoles } from '@server/plugins/auth/access.queries.ts';
import { assertMenuKeyUnchanged, type Grantor, grantorOf, heldMenuIds } from '@server/plugins/auth/grant-guard.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { type MenuRoute, type MenuTreeNode, type MenuView, type MoveSortBody, Perm } from '@xuekao/contracts';
import { buildRouteTree, presentMenu, presentMenuTree } from './menu.presenter.ts';
import {
  deleteMenusByIds,
  findAllMenus,
  findMenuChildren,
  findMenusOfRoles,
  getMenuById,
  insertMenu,
  type MenuRow,
  updateMenuById,
} from './menu.queries.ts';
import { type MenuSaveInput, menuFields } from './menu.rules.ts';

/** The routes the web adds for this user: built from their roles' menus on every call (so grants apply at once). */
export async function routesFor(app: AppContext, session: Session): Promise<MenuRoute[]> {
  const [all, granted, props] = await Promise.all([
    findAllMenus(app.db),
    findMenusOfRoles(app.db, session.roleIds),
    app.settings.props(),
  ]);
  return buildRouteTree(all, new Set(granted.map((m) => m.id)), props);
}

/** The whole menu tree (the menu page and the role's grant dialog). */
export async function menuTree(app: AppContext): Promise<MenuTreeNode[]> {
  const [rows] = await Promise.all([findAllMenus(app.db), app.dict.ready()]);
  return presentMenuTree(rows, app.dict);
}

export async function menuDetail(app: AppContext, id: string): Promise<MenuView> {
  const [row] = await Promise.all([getMenuById(app.db, id), app.dict.ready()]);
  return presentMenu(row, app.dict);
}

/**
 * Refuses touching menus the caller's roles do not hold (grant-guard.ts): whoever may edit menus could
 * otherwise rewrite a menu someone else holds, or one they do not see, into more power.
 */
async function assertMenusHeld(
  app: AppContext,
  g: Grantor,
  menus: MenuRow[],
  message: (title: string) => string,
): Promise<void> {
  if (g.superAdmin || menus.length === 0) return;
  const held = await heldMenuIds(app, g);
  const foreign = menus.find((m) => !held.has(m.id));
  if (foreign) throw AppError.fail(`${message(foreign.metaTitle)}，请联系超级管理员！`);
}

const notHeld = (action: string) => (title: string) => `不能${action}自己没有的菜单「${title}」`;

/**
 * Creates or edits a menu after the type rules (see menu.rules.ts). Only the super administrator sets or
 * changes a menu's permission key (grant-guard.ts); others edit, move or place menus only under menus they
 * hold. Type, parent, route and sort carry no power: keys are granted per menu id (sys_role_menu), so moving
 * a menu grants it to nobody. A new menu is granted to the administrator role at once, which keeps every
 * menu; every change applies to permissions and routes on the next call.
 */
export async function saveMenu(app: AppContext, session: Session, body: MenuSaveInput): Promise<MenuView> {
  await assertPermission(app, session, body.id ? Perm.menu.edit : Perm.menu.add);
  const g = await grantorOf(app, session);
  const all = await findAllMenus(app.db);
  const parent = body.parentId === '0' ? null : all.find((m) => m.id === body.parentId);
  if (parent === undefined) throw AppError.notFound('上级菜单不存在！');
  const fields = menuFields(body, parent, all);
  const parentId = parent?.id ?? '0';
  const row = body.id ? await getMenuById(app.db, body.id) : undefined;
  if (row) await assertMenusHeld(app, g, [row], notHeld('修改'));
  if (parent && row?.parentId !== parentId) {
    const message = row
      ? (t: string) => `不能把菜单移到自己没有的菜单「${t}」下`
      : (t: string) => `不能在自己没有的菜单「${t}」下添加菜单`;
    await assertMenusHeld(app, g, [parent], message);
  }
  assertMenuKeyUnchanged(g, row?.permission ?? '', fields.permission);
  let id: string;
  if (row) {
    id = row.id;
    await updateMenuById(app.db, id, {
      ...fields,
      parentId,
      ...(body.sort === undefined ? {} : { sort: body.sort }),
      // A menu moved to another parent goes to the end of its new siblings.
      ...(body.sort === undefined && row.parentId !== parentId ? { sort: nextSort(all, parentId) } : {}),
    });
  } else {
    const created = newId();
    await app.db.transaction(async (tx) => {
      await insertMenu(tx, { id: created, parentId, ...fields, sort: body.sort ?? nextSort(all, parentId) });
      await grantMenuToRoles(tx, created, [ROLE_ADMIN]);
    });
    id = created;
  }
  await app.permissions.invalidate();
  return menuDetail(app, id);
}

function nextSort(all: Array<{ parentId: string; sort: number }>, parentId: string): number {
  return Math.max(0, ...all.filter((m) => m.parentId === parentId).map((m) => m.sort)) + 10;
}

/**
 * Deletes menus without children left (a whole selected subtree may go at once), with their grants.
 * Only menus the caller holds.
 */
export async function deleteMenus(app: AppContext, session: Session, ids: string[]): Promise<void> {
  const all = await findAllMenus(app.db);
  const deleting = new Set(ids);
  if (!all.some((m) => deleting.has(m.id))) throw AppError.notFound('菜单不存在！');
  await assertMenusHeld(
    app,
    await grantorOf(app, session),
    all.filter((m) => deleting.has(m.id)),
    notHeld('删除'),
  );
  if (all.some((m) => deleting.has(m.parentId) && !deleting.has(m.id))) throw AppError.fail('请先删除下级菜单！');
  await app.db.transaction((tx) => deleteMenusByIds(tx, ids));
  await app.permissions.invalidate();
}

/** Moves a menu up (0) or down (1) among its siblings; only a menu the caller holds. */
export async function sortMenu(app: AppContext, session: Session, body: MoveSortBody): Promise<void> {
  const row = await getMenuById(app.db, body.id);
  await assertMenusHeld(app, await grantorOf(app, session), [row], notHeld('排序'));
  await app.db.transaction(async (tx) => {
    const changes = moveAmongSiblings(await findMenuChildren(tx, row.parentId), row.id, body.sort);
    for (const c of changes) await updateMenuById(tx, c.id, { sort: c.sort });
  });
  await app.permissions.invalidate();
}
