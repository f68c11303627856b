import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

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

/**
 * The lazily loaded page for a view key, or null when no page exists yet (the router then shows the
 * "under construction" page). Lazy components are cached so React keeps their state across renders.
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
