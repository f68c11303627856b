import { LAYOUT_ADMIN, type MenuRoute } from '@xuekao/contracts';
import { matchPath } from 'react-router';
import { m } from './messages';
import { ADMIN_HOME } from './paths';

/** Joins a parent path and a child path; an absolute child path stands alone. */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (!child) return parent || '/';
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

/**
 * A menu path as react-router wants it: vue-style catch-alls (`:path(.*)*`, `:path*`) become `*`,
 * regex constraints on params are dropped.
 */
export function toRouterPath(path: string): string {
  return path
    .replace(/:[A-Za-z0-9_]+\(\.\*\)\*?/g, '*')
    .replace(/:[A-Za-z0-9_]+\*/g, '*')
    .replace(/(:[A-Za-z0-9_]+)\([^)]*\)/g, '$1');
}

/** One menu entry with its absolute path, for titles, breadcrumbs and active-menu lookups. */
export interface FlatMenuEntry {
  fullPath: string;
  route: MenuRoute;
  /** The top-level entry it belongs to (its layout). */
  root: MenuRoute;
  parents: MenuRoute[];
}

export function flattenMenu(menu: readonly MenuRoute[]): FlatMenuEntry[] {
  const out: FlatMenuEntry[] = [];
  const walk = (r: MenuRoute, base: string, root: MenuRoute, parents: MenuRoute[]) => {
    const fullPath = joinPath(base, r.path);
    out.push({ fullPath, route: r, root, parents });
    for (const c of r.children ?? []) walk(c, fullPath, root, [...parents, r]);
  };
  for (const r of menu) walk(r, '/', r, []);
  return out;
}

/** The deepest menu entry whose path matches `pathname` exactly (params allowed). */
export function findMenuEntry(menu: readonly MenuRoute[], pathname: string): FlatMenuEntry | null {
  let best: FlatMenuEntry | null = null;
  for (const e of flattenMenu(menu)) {
    if (matchPath({ path: toRouterPath(e.fullPath), end: true }, pathname)) {
      if (!best || e.parents.length >= best.parents.length) best = e;
    }
  }
  return best;
}

/** Title of a static page, by path (core/messages.ts); menu pages take theirs from `meta.title`. */
const staticTitle = (pathname: string) =>
  pathname[0] === '/' && Object.hasOwn(m.zh, pathname) ? m(pathname as '/login') : undefined;

/** The document title of docs/REQUIREMENTS.md#route-guard: '<route title> - <site name>', or the site name alone. */
export function pageTitle(pathname: string, menu: readonly MenuRoute[] | null, siteName: string): string {
  const title = staticTitle(pathname) ?? (menu ? findMenuEntry(menu, pathname)?.route.meta?.title : undefined);
  return title ? `${title} - ${siteName}` : siteName;
}

/**
 * Where a staff member lands: the dashboard when granted, else the first visible admin page without
 * parameters (a staff member may be granted, say, only 部门管理). Null when no admin page is granted.
 */
export function staffHome(menu: readonly MenuRoute[] | null): string | null {
  if (!menu) return null;
  const pages = flattenMenu(menu).filter(
    (e) =>
      e.root.component === LAYOUT_ADMIN &&
      e.route.component !== LAYOUT_ADMIN &&
      !e.route.hidden &&
      !e.parents.some((p) => p.hidden) &&
      !e.fullPath.includes(':'),
  );
  if (pages.some((e) => e.fullPath === ADMIN_HOME)) return ADMIN_HOME;
  return pages[0]?.fullPath ?? null;
}
