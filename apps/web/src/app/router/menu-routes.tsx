import { LAYOUT_ADMIN, LAYOUT_WEB, type MenuRoute } from '@xuekao/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { joinPath, toRouterPath } from './menu-tree';
import { ViewElement } from './view-element';

/** The two shells a top-level menu entry may name. */
export interface Shells {
  admin: ReactNode;
  web: ReactNode;
}

/** Route `handle` of menu routes: the entry itself, for layouts that want its meta. */
export interface MenuHandle {
  menu: MenuRoute;
}

const isLayout = (c: string) => c === LAYOUT_ADMIN || c === LAYOUT_WEB;

function elementOf(r: MenuRoute, depth: number, shells: Shells): ReactNode {
  if (depth === 0 && r.component === LAYOUT_ADMIN) return shells.admin;
  if (depth === 0 && r.component === LAYOUT_WEB) return shells.web;
  // A nested grouping entry (or one without a page) just hosts its children.
  if (!r.component || isLayout(r.component)) return <Outlet />;
  return <ViewElement component={r.component} title={r.meta?.title} />;
}

/** Where an entry's bare path should lead: its redirect, else its first visible child without params. */
function indexTarget(r: MenuRoute, fullPath: string): string | null {
  if (r.redirect && r.redirect !== 'noRedirect') return joinPath(fullPath, r.redirect);
  const first = r.children.find((c) => !c.hidden && !c.path.includes(':')) ?? null;
  return first ? joinPath(fullPath, first.path) : null;
}

function toRoute(r: MenuRoute, base: string, depth: number, shells: Shells): RouteObject {
  const fullPath = joinPath(base, r.path);
  const children = (r.children ?? []).map((c) => toRoute(c, fullPath, depth + 1, shells));
  const target = children.length > 0 || r.redirect ? indexTarget(r, fullPath) : null;
  if (target && target !== fullPath) children.unshift({ index: true, element: <Navigate to={target} replace /> });
  const handle: MenuHandle = { menu: r };
  return {
    path: toRouterPath(depth === 0 ? fullPath : r.path),
    element: elementOf(r, depth, shells),
    handle,
    children: children.length > 0 ? children : undefined,
  };
}

/** The server's menu tree (spec §2 "Guard behaviour" 4) as react-router routes. */
export function buildMenuRoutes(menu: readonly MenuRoute[], shells: Shells): RouteObject[] {
  return menu.map((r) => toRoute(r, '/', 0, shells));
}
