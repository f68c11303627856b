import { BindMobileBodySchema, DirectBindBodySchema, Perm } from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { bindInfo, bindMobile, directBind, directUnbind, unbindMobile } from './bind.service.ts';

export const bindRoutes = [
  route({
    url: '/api/sys/user/bind/bind-info',
    auth: 'user',
    summary: '我的手机绑定信息（脱敏手机号）',
    handler: ({ app, session }) => bindInfo(app, session),
  }),
  route({
    url: '/api/sys/user/bind/bind-mobile',
    auth: 'user',
    body: BindMobileBodySchema,
    summary: '绑定手机（短信类型 1）',
    handler: ({ app, session, body, req }) => bindMobile(app, session, body, req.ip),
  }),
  route({
    url: '/api/sys/user/bind/unbind-mobile',
    auth: 'user',
    body: BindMobileBodySchema,
    summary: '解绑手机（短信类型 2，须为当前绑定的手机号）',
    handler: ({ app, session, body, req }) => unbindMobile(app, session, body, req.ip),
  }),
  route({
    url: '/api/sys/user/bind/direct-bind',
    auth: Perm.user.edit,
    body: DirectBindBodySchema,
    summary: '管理员直接为用户绑定手机（无需短信）',
    handler: ({ app, session, body }) => directBind(app, session, body),
  }),
  route({
    url: '/api/sys/user/bind/direct-unbind',
    auth: Perm.user.edit,
    body: DirectBindBodySchema,
    summary: '管理员直接解绑用户手机（无需短信）',
    handler: ({ app, session, body }) => directUnbind(app, session, body),
  }),
];
