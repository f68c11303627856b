import type { RouteDef } from '../plugins/route-table.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { captchaRoutes } from './captcha/captcha.routes.ts';
import { configRoutes } from './config/config.routes.ts';
import { departRoutes } from './depart/depart.routes.ts';
import { menuRoutes } from './menu/menu.routes.ts';
import { messageRoutes } from './message/message.routes.ts';

/** Every module's route table, by OpenAPI tag. Adding a module means adding one line here. */
export const MODULE_ROUTES: Record<string, RouteDef[]> = {
  auth: authRoutes,
  captcha: captchaRoutes,
  config: configRoutes,
  depart: departRoutes,
  menu: menuRoutes,
  message: messageRoutes,
};
