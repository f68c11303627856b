import { LAYOUT_ADMIN, LAYOUT_WEB, type MenuRoute } from '@xuekao/contracts';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { setMenuRouteFilter } from '../core/session';

type PageModule = { default: ComponentType };
type Loader = () => Promise<PageModule>;

/**
 * Every page of the two areas, found at build time. The menu names a page by its view key
 * 'area/page-name', which is the file apps/web/src/areas/<area>/pages/<page-name>/index.tsx.
 */
const modules = import.meta.glob<PageModule>([
  '../areas/admin/pages/**/index.tsx',
  '../areas/learner/pages/**/index.tsx',
]);

/** '../areas/admin/pages/sys-user/index.tsx' -> 'admin/sys-user'. */
export function viewKeyOfFile(file: string): string | null {
  const m = /^\.\.\/areas\/([^/]+)\/pages\/(.+)\/index\.tsx$/.exec(file);
  return m ? `${m[1]}/${m[2]}` : null;
}

/** Tolerant key from the menu: no leading slash, no trailing '/index', no file extension. */
export function normalizeViewKey(component: string): string {
  return component
    .trim()
    .replace(/^\/+/, '')
    .replace(/\.(vue|tsx?|jsx?)$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
}

export function buildViewLoaders(files: Record<string, Loader>): Map<string, Loader> {
  const map = new Map<string, Loader>();
  for (const [file, load] of Object.entries(files)) {
    const key = viewKeyOfFile(file);
    if (key) map.set(key, load);
  }
  return map;
}

const loaders = buildViewLoaders(modules);
const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/** Is there a page for this view key? */
export function hasView(component: string): boolean {
  return loaders.has(normalizeViewKey(component));
}

/**
 * The menu tree without the entries of modules not built yet (issue 17): an entry naming a view that has no
 * page is left out, and so is a grouping entry (no page of its own) left without children. Neither the
 * router nor any menu or tab then leads to a placeholder page.
 */
export function builtMenuRoutes(
  routes: readonly MenuRoute[],
  exists: (component: string) => boolean = hasView,
): MenuRoute[] {
  const keep = (r: MenuRoute): MenuRoute | null => {
    const children = builtMenuRoutes(r.children ?? [], exists);
    const layout = r.component === LAYOUT_ADMIN || r.component === LAYOUT_WEB;
    if (r.component && !layout && !exists(r.component)) return null;
    if (!r.component && (r.children ?? []).length > 0 && children.length === 0) return null;
    return { ...r, children };
  };
  return routes.map(keep).filter((r): r is MenuRoute => r !== null);
}

// Every menu the session store receives (the guard's load, a reload after the switches are saved) is filtered.
setMenuRouteFilter((routes) => builtMenuRoutes(routes));

/**
 * The lazily loaded page for a view key, or null when no page exists (`builtMenuRoutes` keeps such entries
 * out of the routes). Lazy components are cached so React keeps their state across renders.
 */
export function lazyView(component: string): LazyExoticComponent<ComponentType> | null {
  const key = normalizeViewKey(component);
  const hit = cache.get(key);
  if (hit) return hit;
  const load = loaders.get(key);
  if (!load) return null;
  const view = lazy(load);
  cache.set(key, view);
  return view;
}
