import { isModuleOn } from '@web/core/modules';
import { useMenuRoutes, useSite } from '@web/core/session';
import { translateMenuRoutes } from '@web/i18n/menu-titles';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { buildMenuItems } from './menu-items';
import { activeMenuKey, adminRoutes, buildMenuTree, type FlatRoute, flattenRoutes, matchRoute } from './menu-model';

/** The admin menu derived from the session's routes, and where the current location sits in it. */
export function useAdminMenu() {
  const served = useMenuRoutes();
  // Seeded titles in the UI language (i18n/menu-titles.ts).
  const routes = useMemo(() => (served ? translateMenuRoutes(served) : served), [served]);
  const site = useSite();
  const { pathname } = useLocation();
  const model = useMemo(() => {
    const admin = adminRoutes(routes);
    const isOn = (module: string) => isModuleOn(site, module);
    return { flat: flattenRoutes(admin), tree: buildMenuTree(admin, isOn), items: buildMenuItems(routes, isOn) };
  }, [routes, site]);
  const match: FlatRoute | undefined = useMemo(() => matchRoute(model.flat, pathname), [model.flat, pathname]);
  return { ...model, match, selectedKey: activeMenuKey(match) };
}
