import { type MenuRoute, type MenuTreeNode, type MenuView, type MoveSortBody, Perm } from '@xuekao/contracts';
import type { AppContext } from '../../app-context.ts';
import { ROLE_ADMIN } from '../../db/seed/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { moveAmongSiblings } from '../../lib/move-sort.ts';
import { assertPermission } from '../../lib/permission-check.ts';
import type { Session } from '../../plugins/auth/sessions.ts';
import { grantMenuToRoles } from '../role/role.queries.ts';
import { buildRouteTree, presentMenu, presentMenuTree } from './menu.presenter.ts';
import {
  deleteMenusByIds,
  findAllMenus,
  findMenuChildren,
  findMenusOfRoles,
  getMenuById,
  insertMenu,
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
 * Creates or edits a menu after the type rules (see menu.rules.ts). A new menu is granted to the
 * administrator role at once, which keeps every menu; every change applies to permissions and routes on
 * the next call.
 */
export async function saveMenu(app: AppContext, session: Session, body: MenuSaveInput): Promise<MenuView> {
  await assertPermission(app, session, body.id ? Perm.menu.edit : Perm.menu.add);
  const all = await findAllMenus(app.db);
  const parent = body.parentId === '0' ? null : all.find((m) => m.id === body.parentId);
  if (parent === undefined) throw AppError.notFound('上级菜单不存在！');
  const fields = menuFields(body, parent, all);
  const parentId = parent?.id ?? '0';
  let id = body.id;
  if (id) {
    const row = await getMenuById(app.db, id);
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

/** Deletes menus without children left (a whole selected subtree may go at once), with their grants. */
export async function deleteMenus(app: AppContext, ids: string[]): Promise<void> {
  const all = await findAllMenus(app.db);
  const deleting = new Set(ids);
  if (!all.some((m) => deleting.has(m.id))) throw AppError.notFound('菜单不存在！');
  if (all.some((m) => deleting.has(m.parentId) && !deleting.has(m.id))) throw AppError.fail('请先删除下级菜单！');
  await app.db.transaction((tx) => deleteMenusByIds(tx, ids));
  await app.permissions.invalidate();
}

/** Moves a menu up (0) or down (1) among its siblings. */
export async function sortMenu(app: AppContext, body: MoveSortBody): Promise<void> {
  const row = await getMenuById(app.db, body.id);
  await app.db.transaction(async (tx) => {
    const changes = moveAmongSiblings(await findMenuChildren(tx, row.parentId), row.id, body.sort);
    for (const c of changes) await updateMenuById(tx, c.id, { sort: c.sort });
  });
  await app.permissions.invalidate();
}
