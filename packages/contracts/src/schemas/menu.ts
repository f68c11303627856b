/** One entry of `/api/sys/menu/routes`: a route the web adds for the signed-in user. */
export interface RouteMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  affix?: boolean;
  activeMenu?: string;
  /** Module the entry belongs to; hidden when the module is switched off. */
  module?: string;
}

export interface MenuRoute {
  path: string;
  name: string;
  /** 'Layout' (admin shell), 'WebLayout' (learner shell) or a view key such as 'admin/dashboard'. */
  component: string;
  redirect?: string;
  alwaysShow?: boolean;
  hidden: boolean;
  meta: RouteMeta;
  children: MenuRoute[];
}

/** Layout components a route entry may name. */
export const LAYOUT_ADMIN = 'Layout';
export const LAYOUT_WEB = 'WebLayout';
