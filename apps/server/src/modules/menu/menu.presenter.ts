import type { DictCache } from '@server/context/dict-cache.ts';
import { type MenuRoute, type MenuTreeNode, MenuType, type MenuView, type SiteProps } from '@xuekao/contracts';
import type { MenuRow } from './menu.queries.ts';

const MODULE_PROP: Record<string, keyof SiteProps> = {
  exam: 'moduleExam',
  course: 'moduleCourse',
  battle: 'moduleBattle',
  cert: 'moduleCert',
};

function toRoute(m: MenuRow): MenuRoute {
  return {
    path: m.path,
    name: m.routeName || `Menu${m.id}`,
    component: m.component,
    ...(m.redirect ? { redirect: m.redirect } : {}),
    ...(m.alwaysShow ? { alwaysShow: true } : {}),
    hidden: m.hidden,
    meta: {
      title: m.metaTitle,
      ...(m.metaIcon ? { icon: m.metaIcon } : {}),
      ...(m.metaNoCache ? { noCache: true } : {}),
      ...(m.metaAffix ? { affix: true } : {}),
      ...(m.metaActiveMenu ? { activeMenu: m.metaActiveMenu } : {}),
      ...(m.module ? { module: m.module } : {}),
    },
    children: [],
  };
}

/**
 * The route tree of a user: the granted menus (types 1 and 3; functions are permissions, not routes) with
 * their ancestors, minus anything of a switched-off module. Children are ordered by `sort`.
 */
export function buildRouteTree(all: MenuRow[], grantedIds: Set<string>, props: SiteProps): MenuRoute[] {
  const byId = new Map(all.map((m) => [m.id, m]));
  const include = new Set<string>();
  for (const id of grantedIds) {
    let m = byId.get(id);
    while (m && !include.has(m.id)) {
      include.add(m.id);
      m = byId.get(m.parentId);
    }
  }
  const moduleOn = (m: MenuRow) => !m.module || props[MODULE_PROP[m.module]] !== false;
  const routes = new Map<string, MenuRoute>();
  const roots: MenuRoute[] = [];
  const sorted = all
    .filter((m) => include.has(m.id) && m.menuType !== MenuType.FUNCTION)
    .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
  for (const m of sorted) routes.set(m.id, toRoute(m));
  for (const m of sorted) {
    if (!moduleOn(m)) continue;
    const r = routes.get(m.id)!;
    if (m.parentId === '0') roots.push(r);
    else {
      const parent = byId.get(m.parentId);
      if (parent && moduleOn(parent)) routes.get(m.parentId)?.children.push(r);
    }
  }
  return roots;
}

/** A menu for the admin pages; call `await dict.ready()` first. */
export function presentMenu(m: MenuRow, dict: DictCache): MenuView {
  return {
    id: m.id,
    parentId: m.parentId,
    menuType: m.menuType,
    menuType_dictText: dict.text('menu_type', m.menuType),
    permission: m.permission,
    path: m.path,
    component: m.component,
    redirect: m.redirect,
    routeName: m.routeName,
    metaTitle: m.metaTitle,
    metaIcon: m.metaIcon,
    metaActiveMenu: m.metaActiveMenu,
    metaNoCache: m.metaNoCache,
    metaAffix: m.metaAffix,
    module: m.module,
    hidden: m.hidden,
    alwaysShow: m.alwaysShow,
    sort: m.sort,
  };
}

/** The whole menu tree (rows in display order); a row whose parent is gone becomes a root. */
export function presentMenuTree(rows: MenuRow[], dict: DictCache): MenuTreeNode[] {
  const nodes = rows.map((m): MenuTreeNode => ({ ...presentMenu(m, dict), children: [] }));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: MenuTreeNode[] = [];
  for (const n of nodes) {
    const parent = byId.get(n.parentId);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}
