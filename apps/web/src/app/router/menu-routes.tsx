import { LAYOUT_ADMIN, LAYOUT_WEB, type MenuRoute } from '@xuekao/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { joinPath, toRouterPath } from '../../core/menu-tree';
import { ViewElement } from './view-element';

/** The two shells a top-level menu entry may name; each is rendered once, around all its entries. */
export interface Shells {
  admin: ReactNode;
  web: ReactNode;
}

/** Route `handle` of menu routes: the entry itself, for layouts that want its meta. */
export interface MenuHandle {
  menu: MenuRoute;
}

const isLayout = (c: string) => c === LAYOUT_ADMIN || c === LAYOUT_WEB;

function elementOf(r: MenuRoute): ReactNode {
  // A layout entry (hosted by its shell) or a grouping entry without a page just hosts its children.
  if (!r.component || isLayout(r.component)) return <Outlet />;
  return <ViewElement component={r.component} />;
}

/** Where an entry's bare path should lead: its redirect, else its first visible child without params. */
function indexTarget(r: MenuRoute, fullPath: string): string | null {
  if (r.redirect && r.redirect !== 'noRedirect') return joinPath(fullPath, r.redirect);
  const first = r.children.find((c) => !c.hidden && !c.path.includes(':')) ?? null;
  return first ? joinPath(fullPath, first.path) : null;
}

function toRoute(r: MenuRoute, base: string, depth: number): RouteObject {
  const fullPath = joinPath(base, r.path);
  const children = (r.children ?? []).map((c) => toRoute(c, fullPath, depth + 1));
  const target = children.length > 0 || r.redirect ? indexTarget(r, fullPath) : null;
  if (target && target !== fullPath) children.unshift({ index: true, element: <Navigate to={target} replace /> });
  const handle: MenuHandle = { menu: r };
  return {
    path: toRouterPath(depth === 0 ? fullPath : r.path),
    element: elementOf(r),
    handle,
    children: children.length > 0 ? children : undefined,
  };
}

/** Extra routes to host in a shell (the profile page lives in the shell of the user's side). */
export interface ShellExtras {
  admin?: RouteObject[];
  web?: RouteObject[];
}

/**
 * The server's menu tree (docs/REQUIREMENTS.md#route-guard) as react-router routes. All entries naming the
 * same layout share one pathless shell route, so moving between them keeps the shell mounted.
 */
export function buildMenuRoutes(menu: readonly MenuRoute[], shells: Shells, extras: ShellExtras = {}): RouteObject[] {
  const admin: RouteObject[] = [];
  const web: RouteObject[] = [];
  const standalone: RouteObject[] = [];
  for (const r of menu) {
    const route = toRoute(r, '/', 0);
    if (r.component === LAYOUT_ADMIN) admin.push(route);
    else if (r.component === LAYOUT_WEB) web.push(route);
    else standalone.push(route);
  }
  admin.push(...(extras.admin ?? []));
  web.push(...(extras.web ?? []));
  const out: RouteObject[] = [];
  if (admin.length > 0) out.push({ id: 'shell-admin', element: shells.admin, children: admin });
  if (web.length > 0) out.push({ id: 'shell-web', element: shells.web, children: web });
  return [...out, ...standalone];
}
