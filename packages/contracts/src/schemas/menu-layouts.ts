// Plain constants without zod: the sign-in's router reads them without downloading the schemas.

/** Layout components a route entry may name. */
export const LAYOUT_ADMIN = 'Layout';
export const LAYOUT_WEB = 'WebLayout';

/** Menu modules: a menu of a switched-off module is left out of the routes. */
export const MENU_MODULES = ['', 'exam', 'course', 'battle', 'cert'] as const;
