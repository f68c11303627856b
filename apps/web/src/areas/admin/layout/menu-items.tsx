import { MenuIcon } from '@web/shared/icons/icon-registry';
import type { MenuRoute } from '@xuekao/contracts';
import type { MenuProps } from 'antd';
import { adminRoutes, buildMenuTree, type MenuNode, type ModuleCheck } from './menu-model';

export type MenuItem = Required<MenuProps>['items'][number];

/** Sidebar nodes as antd menu items (keys are absolute paths; labels are the route titles). */
export function toMenuItems(nodes: readonly MenuNode[]): MenuItem[] {
  return nodes.map((n) => ({
    key: n.key,
    label: n.title,
    title: n.title,
    icon: n.icon ? <MenuIcon name={n.icon} /> : undefined,
    ...(n.children ? { children: toMenuItems(n.children) } : {}),
  }));
}

/** Server menu routes -> the admin sidebar's antd items (only admin-layout routes; see buildMenuTree). */
export function buildMenuItems(routes: readonly MenuRoute[] | null | undefined, isOn?: ModuleCheck): MenuItem[] {
  return toMenuItems(buildMenuTree(adminRoutes(routes), isOn));
}
