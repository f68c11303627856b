import { createStore, useStore } from '@web/core/store';
import { DASHBOARD_PATH } from './menu-model';

/** One tag of the tags view: a visited page, keyed by its pathname. */
export interface TagView {
  /** Pathname, the tag's identity. */
  path: string;
  /** Pathname with the query, where clicking the tag goes back to. */
  fullPath: string;
  title: string;
  /** Affixed tags (meta.affix) are always present and cannot be closed. */
  affix?: boolean;
}

export interface TagsState {
  visited: TagView[];
}

export const tagsStore = createStore<TagsState>({ visited: [] });

export const useVisitedViews = () => useStore(tagsStore, (s) => s.visited);

// ---- Pure list operations (tested) ----

/** Adds a view, or refreshes the query and title of the one with the same path. */
export function withView(list: readonly TagView[], view: TagView): TagView[] {
  const i = list.findIndex((v) => v.path === view.path);
  if (i < 0) return [...list, view];
  const merged = { ...list[i], fullPath: view.fullPath, title: view.title, affix: list[i].affix || view.affix };
  return list.map((v, j) => (j === i ? merged : v));
}

/** Puts the affixed views first (marking existing ones affixed), keeping the others after them. */
export function withAffix(list: readonly TagView[], affix: readonly TagView[]): TagView[] {
  const keys = new Set(affix.map((a) => a.path));
  const head = affix.map((a) => ({ ...(list.find((v) => v.path === a.path) ?? a), affix: true }));
  return [...head, ...list.filter((v) => !keys.has(v.path))];
}

export const withoutView = (list: readonly TagView[], path: string): TagView[] =>
  list.filter((v) => v.affix || v.path !== path);

export const onlyView = (list: readonly TagView[], path: string): TagView[] =>
  list.filter((v) => v.affix || v.path === path);

export const affixOnly = (list: readonly TagView[]): TagView[] => list.filter((v) => v.affix);

/**
 * Where to go after tags were closed: nowhere (null) while the current page still has its tag, otherwise
 * the last remaining tag, or the dashboard when none is left.
 */
export function nextPathAfterClose(remaining: readonly TagView[], currentPath: string): string | null {
  if (remaining.some((v) => v.path === currentPath)) return null;
  return remaining.at(-1)?.fullPath ?? DASHBOARD_PATH;
}

// ---- Store actions ----

export const addView = (view: TagView) => tagsStore.set((s) => ({ visited: withView(s.visited, view) }));
export const initAffixViews = (affix: readonly TagView[]) =>
  tagsStore.set((s) => ({ visited: withAffix(s.visited, affix) }));

/** Each close answers where to navigate when the current page lost its tag (null: stay). */
export function closeView(path: string, currentPath: string): string | null {
  tagsStore.set((s) => ({ visited: withoutView(s.visited, path) }));
  return nextPathAfterClose(tagsStore.get().visited, currentPath);
}

/** Keeps `path` (and the affixed tags); when the current page was among the closed, goes to `path`. */
export function closeOtherViews(path: string, currentPath: string): string | null {
  tagsStore.set((s) => ({ visited: onlyView(s.visited, path) }));
  const visited = tagsStore.get().visited;
  if (visited.some((v) => v.path === currentPath)) return null;
  return visited.find((v) => v.path === path)?.fullPath ?? nextPathAfterClose(visited, currentPath);
}

export function closeAllViews(currentPath: string): string | null {
  tagsStore.set((s) => ({ visited: affixOnly(s.visited) }));
  return nextPathAfterClose(tagsStore.get().visited, currentPath);
}

/** Forget every tag (logout). */
export const resetViews = () => tagsStore.set({ visited: [] });
