import Fuse, { type IFuseOptions } from 'fuse.js';
import type { MenuNode } from './menu-model';
import { menuLeaves } from './menu-model';

/** One searchable sidebar entry: its titles from the outermost menu down, and its absolute path. */
export interface SearchEntry {
  title: string[];
  path: string;
}

/** Header search options (docs/REQUIREMENTS.md#layouts: threshold 0.4, title weighs 0.7 and path 0.3). */
export const SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

/** The entries the header search offers: every clickable sidebar entry. */
export function searchPool(nodes: readonly MenuNode[]): SearchEntry[] {
  return menuLeaves(nodes);
}

export function createMenuSearch(pool: readonly SearchEntry[]): Fuse<SearchEntry> {
  return new Fuse([...pool], SEARCH_OPTIONS);
}

/** Entries matching `query`, best first; an empty query finds nothing. */
export function searchMenus(fuse: Fuse<SearchEntry>, query: string): SearchEntry[] {
  const q = query.trim();
  return q ? fuse.search(q).map((r) => r.item) : [];
}
