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
  // The caller's own mobile with mobile + smsCode (spec); with userId, staff holding sys:user:edit (checked
  // in bind.service.ts, since a learner calls the same path).
  directBind: endpoint({
    path: '/api/sys/user/bind/direct-bind',
    auth: 'user',
    request: DirectBindBodySchema,
    answer: NoAnswer,
    summary: '绑定手机（mobile + smsCode，短信类型 1）；带 userId 时为管理员直接绑定（sys:user:edit，无需短信）',
  }),
  directUnbind: endpoint({
    path: '/api/sys/user/bind/direct-unbind',
    auth: 'user',
    request: DirectBindBodySchema,
    answer: NoAnswer,
    summary: '解绑手机（mobile + smsCode，短信类型 2）；带 userId 时为管理员直接解绑（sys:user:edit，无需短信）',
  }),
};
