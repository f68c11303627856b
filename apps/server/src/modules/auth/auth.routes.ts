import {
  ForgotBodySchema,
  LoginBodySchema,
  RegBodySchema,
  SmsBodySchema,
  UpdatePassBodySchema,
  UpdateSelfBodySchema,
} from '@xuekao/contracts';
import { AppError } from '../../lib/app-error.ts';
import { readToken, route } from '../../plugins/route-table.ts';
import { consumeCaptcha } from '../captcha/captcha.service.ts';
import { sendSmsCode } from '../sms/sms.service.ts';
import { findUserByMobile } from '../user/user.queries.ts';
import {
  currentInfo,
  login,
  register,
  resetForgotten,
  SMS_FORGOT,
  updatePassword,
  updateSelf,
} from './auth.service.ts';

export const authRoutes = [
  route({
    url: '/api/sys/user/login',
    auth: 'public',
    body: LoginBodySchema,
    summary: '账号密码登录',
    handler: ({ app, body, req }) => login(app, body, req.ip),
  }),
  route({
    url: '/api/sys/user/logout',
    auth: 'public',
    summary: '退出登录（总是成功）',
    handler: async ({ app, req }) => {
      const token = readToken(req);
      if (token) await app.sessions.destroy(token);
    },
  }),
  route({
    url: '/api/sys/user/info',
    auth: 'user',
    summary: '当前用户信息',
    handler: ({ app, session, req }) => currentInfo(app, session, readToken(req) ?? ''),
  }),
  route({
    url: '/api/sys/user/reg',
    auth: 'public',
    body: RegBodySchema,
    summary: '学员注册',
    handler: ({ app, body }) => register(app, body),
  }),
  route({
    url: '/api/sys/user/update',
    auth: 'user',
    body: UpdateSelfBodySchema,
    summary: '修改个人资料',
    handler: ({ app, session, body }) => updateSelf(app, session, body),
  }),
  route({
    url: '/api/sys/user/update-pass',
    auth: 'user',
    body: UpdatePassBodySchema,
    summary: '修改密码（结束该用户全部会话）',
    handler: ({ app, session, body }) => updatePassword(app, session, body),
  }),
  route({
    url: '/api/sys/user/sms',
    auth: 'public',
    body: SmsBodySchema,
    summary: '发送短信验证码（需图形验证码）',
    handler: async ({ app, body }) => {
      await consumeCaptcha(app, body.captchaKey, body.captchaValue);
      if (body.smsType === SMS_FORGOT && !(await findUserByMobile(app.db, body.mobile))) {
        throw AppError.fail('该手机号未绑定任何账号！');
      }
      await sendSmsCode(app, body.mobile, body.smsType);
    },
  }),
  route({
    url: '/api/sys/user/forgot',
    auth: 'public',
    body: ForgotBodySchema,
    summary: '短信验证码重置密码',
    handler: ({ app, body }) => resetForgotten(app, body),
  }),
];
