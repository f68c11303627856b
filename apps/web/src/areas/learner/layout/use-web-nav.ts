import { findMenuEntry, joinPath } from '@web/core/menu-tree';
import { visibleMenuChildren } from '@web/core/modules';
import { useMenuRoutes, useSite } from '@web/core/session';
import { translateMenuRoutes } from '@web/i18n/menu-titles';
import { LAYOUT_WEB, type MenuRoute } from '@xuekao/contracts';
import { useMemo } from 'react';
import { useLocation } from 'react-router';

export interface WebNavItem {
  key: string;
  path: string;
  title: string;
}

/** Top navigation items: visible children of the learner-shell menu entries whose module is on. */
export function webNavItems(menu: readonly MenuRoute[], site: Parameters<typeof visibleMenuChildren>[1]): WebNavItem[] {
  return menu
    .filter((r) => r.component === LAYOUT_WEB)
    .flatMap((root) =>
      visibleMenuChildren(root, site).map((c) => {
        const path = joinPath(joinPath('/', root.path), c.path);
        return { key: path, path, title: c.meta?.title || c.name };
      }),
    );
}

/** The nav item to highlight: the route's activeMenu if set, else the longest item path containing the page. */
export function activeNavKey(items: readonly WebNavItem[], target: string): string | null {
  let best: WebNavItem | null = null;
  for (const it of items) {
    if (target === it.path || target.startsWith(`${it.path}/`)) {
      if (!best || it.path.length > best.path.length) best = it;
    }
  }
  return best?.key ?? null;
}

export function useWebNav() {
  const menu = useMenuRoutes();
  const site = useSite();
  const { pathname } = useLocation();
  // Seeded titles in the UI language (i18n/menu-titles.ts).
  const items = useMemo(() => webNavItems(translateMenuRoutes(menu ?? []), site), [menu, site]);
  const activeMenu = useMemo(
    () => (menu ? findMenuEntry(menu, pathname)?.route.meta?.activeMenu : undefined),
    [menu, pathname],
  );
  return { items, activeKey: activeNavKey(items, activeMenu || pathname) };
}
