import { route } from '../../plugins/route-table.ts';
import { routesFor } from './menu.service.ts';

export const menuRoutes = [
  route({
    url: '/api/sys/menu/routes',
    auth: 'user',
    summary: '当前用户的路由菜单',
    handler: ({ app, session }) => routesFor(app, session),
  }),
];
