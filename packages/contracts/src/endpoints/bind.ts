import { Perm } from '../permissions.ts';
import { BindInfoSchema, BindMobileBodySchema, DirectBindBodySchema } from '../schemas/sms.ts';
import { endpoint, NoAnswer, NoInput } from './define.ts';

/** Mobile binding (docs/REQUIREMENTS.md#sign-in `/api/sys/user/bind/*`). */
export const bind = {
  bindInfo: endpoint({
    path: '/api/sys/user/bind/bind-info',
    auth: 'user',
    request: NoInput,
    answer: BindInfoSchema,
    summary: '我的手机绑定信息（脱敏手机号）',
  }),
  bindMobile: endpoint({
    path: '/api/sys/user/bind/bind-mobile',
    auth: 'user',
    request: BindMobileBodySchema,
    answer: NoAnswer,
    summary: '绑定手机（短信类型 1）',
  }),
  unbindMobile: endpoint({
    path: '/api/sys/user/bind/unbind-mobile',
    auth: 'user',
    request: BindMobileBodySchema,
    answer: NoAnswer,
    summary: '解绑手机（短信类型 2，须为当前绑定的手机号）',
  }),
  directBind: endpoint({
    path: '/api/sys/user/bind/direct-bind',
    auth: Perm.user.edit,
    request: DirectBindBodySchema,
    answer: NoAnswer,
    summary: '管理员直接为用户绑定手机（无需短信）',
  }),
  directUnbind: endpoint({
    path: '/api/sys/user/bind/direct-unbind',
    auth: Perm.user.edit,
    request: DirectBindBodySchema,
    answer: NoAnswer,
    summary: '管理员直接解绑用户手机（无需短信）',
  }),
};
