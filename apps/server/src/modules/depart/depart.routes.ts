import { route } from '../../plugins/route-table.ts';
import { departTree } from './depart.service.ts';

export const departRoutes = [
  route({
    url: '/api/sys/depart/tree-select',
    auth: 'public',
    summary: '部门树（公开，注册时选择部门）',
    handler: ({ app }) => departTree(app),
  }),
];
