/**
 * The whole menu tree of docs/REQUIREMENTS.md (learner and admin routes). `key` makes the seeded id (`m-<key>`), so a later start can add new
 * menus without touching ones an administrator changed. Functions (type 2) carry the button permissions;
 * a page menu's own `perm` is its list permission.
 */
export interface MenuSeed {
  key: string;
  title: string;
  path?: string;
  component?: string;
  name?: string;
  icon?: string;
  perm?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  affix?: boolean;
  activeMenu?: string;
  module?: 'exam' | 'course' | 'battle' | 'cert';
  /** 1 menu (default), 2 function, 3 route */
  type?: 1 | 2 | 3;
  children?: MenuSeed[];
}
