import { toRouterPath } from '@web/core/menu-tree';
import { LAYOUT_ADMIN, type MenuRoute } from '@xuekao/contracts';
import { matchPath } from 'react-router';

/** Pure helpers turning the server's menu routes into the admin shell's sidebar, breadcrumb and search. */

export const DASHBOARD_PATH = '/admin/dashboard';

export const isExternal = (path: string): boolean => /^(https?:|mailto:|tel:)/.test(path);

function normalise(path: string): string {
  const p = path.replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

/** A child path is relative to its parent unless it is absolute or external. */
export function resolvePath(base: string, path: string): string {
  if (isExternal(path)) return path;
  if (!path) return normalise(base || '/');
  if (path.startsWith('/')) return normalise(path);
  return normalise(`${base}/${path}`);
}

/** Is the module a route names (meta.module: 'exam', 'course'...) switched on? */
export type ModuleCheck = (module: string) => boolean;

const allModules: ModuleCheck = () => true;

/** The entries the admin shell renders: top-level routes whose component is the admin layout. */
export function adminRoutes(routes: readonly MenuRoute[] | null | undefined): MenuRoute[] {
  return (routes ?? []).filter((r) => r.component === LAYOUT_ADMIN);
}

/** One route entry with its absolute path and its ancestors (outermost first). */
export interface FlatRoute {
  fullPath: string;
  route: MenuRoute;
  parents: FlatRoute[];
}

/** Every entry of the tree, hidden ones included (they still get tags, titles and breadcrumbs). */
export function flattenRoutes(routes: readonly MenuRoute[], base = '', parents: FlatRoute[] = []): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const route of routes) {
    const entry: FlatRoute = { fullPath: resolvePath(base, route.path), route, parents };
    out.push(entry);
    out.push(...flattenRoutes(route.children ?? [], entry.fullPath, [...parents, entry]));
  }
  return out;
}

/** The entry that renders `pathname` (a leaf view when there is one; parameters like `:tmplId` match). */
export function matchRoute(flat: readonly FlatRoute[], pathname: string): FlatRoute | undefined {
  const matches = flat.filter(
    (f) => !isExternal(f.fullPath) && matchPath({ path: toRouterPath(f.fullPath), end: true }, pathname),
  );
  return matches.find((f) => (f.route.children ?? []).length === 0) ?? matches[0];
}

/** The sidebar key to highlight: meta.activeMenu (for hidden pages such as AddExam) or the entry itself. */
export function activeMenuKey(match: FlatRoute | undefined): string | undefined {
  if (!match) return undefined;
  const active = match.route.meta?.activeMenu;
  if (active) return resolvePath(match.parents.at(-1)?.fullPath ?? '', active);
  return match.fullPath;
}

/** A sidebar entry before it becomes an antd menu item. */
export interface MenuNode {
  key: string;
  title: string;
  icon?: string;
  children?: MenuNode[];
}

function visibleChildren(route: MenuRoute, isOn: ModuleCheck): MenuRoute[] {
  return (route.children ?? []).filter((c) => !c.hidden && (!c.meta?.module || isOn(c.meta.module)));
}

/**
 * The sidebar tree (the original admin's SidebarItem rules): hidden entries and switched-off modules are
 * skipped; an entry with exactly one visible child, which has no visible children itself, shows that child
 * in its place unless the entry says alwaysShow; an entry with no visible child shows itself when titled.
 * Keys are absolute paths.
 */
export function buildMenuTree(routes: readonly MenuRoute[], isOn: ModuleCheck = allModules, base = ''): MenuNode[] {
  const out: MenuNode[] = [];
  for (const route of routes) {
    if (route.hidden || (route.meta?.module && !isOn(route.meta.module))) continue;
    const fullPath = resolvePath(base, route.path);
    const shown = visibleChildren(route, isOn);
    const only = shown.length === 1 ? shown[0] : undefined;
    if (only && !route.alwaysShow && visibleChildren(only, isOn).length === 0) {
      out.push({
        key: resolvePath(fullPath, only.path),
        title: only.meta?.title || only.name,
        icon: only.meta?.icon || route.meta?.icon,
      });
    } else if (shown.length === 0) {
      if (route.meta?.title && !route.alwaysShow)
        out.push({ key: fullPath, title: route.meta.title, icon: route.meta.icon });
    } else {
      out.push({
        key: fullPath,
        title: route.meta?.title || route.name,
        icon: route.meta?.icon,
        children: buildMenuTree(shown, isOn, fullPath),
      });
    }
  }
  return out;
}

/** Keys of the submenus enclosing `key`, outermost first (empty when it is top-level or absent). */
export function menuKeyPath(nodes: readonly MenuNode[], key: string, trail: string[] = []): string[] {
  for (const node of nodes) {
    if (node.key === key) return trail;
    if (node.children) {
      const found = menuKeyPath(node.children, key, [...trail, node.key]);
      if (found.length > 0) return found;
    }
  }
  return [];
}

/** Every clickable sidebar entry with the titles leading to it. */
export function menuLeaves(nodes: readonly MenuNode[], titles: string[] = []): { title: string[]; path: string }[] {
  return nodes.flatMap((n) =>
    n.children ? menuLeaves(n.children, [...titles, n.title]) : [{ title: [...titles, n.title], path: n.key }],
  );
}

/** Breadcrumb of the current entry: its titled ancestors and itself. */
export function breadcrumbTrail(match: FlatRoute | undefined): { title: string; path: string; redirect?: string }[] {
  if (!match) return [];
  return [...match.parents, match]
    .filter((f) => f.route.meta?.title)
    .map((f) => ({ title: f.route.meta.title, path: f.fullPath, redirect: f.route.redirect }));
}
