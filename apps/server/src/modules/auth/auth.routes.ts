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
import { clearSessionCookie, requestToken, setSessionCookie } from '../../plugins/session-cookie.ts';
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
    summary: '账号密码登录（另设 HttpOnly 会话 Cookie）',
    handler: async ({ app, body, req, reply }) => {
      const info = await login(app, body, req.ip);
      setSessionCookie(req, reply, info.token);
      return info;
    },
  }),
  route({
    url: '/api/sys/user/logout',
    auth: 'public',
    summary: '退出登录（总是成功，并清除会话 Cookie）',
    handler: async ({ app, req, reply }) => {
      const token = readToken(req);
      if (token) await app.sessions.destroy(token);
      clearSessionCookie(req, reply);
    },
  }),
  route({
    url: '/api/sys/user/info',
    auth: 'user',
    summary: '当前用户信息（token 只回给用 token 请求头调用的客户端）',
    // A call authenticated by the HttpOnly cookie gets no token back: page scripts never see it.
    handler: ({ app, session, req }) => {
      const t = requestToken(req);
      return currentInfo(app, session, t?.via === 'header' ? t.token : '');
    },
  }),
  route({
    url: '/api/sys/user/sync',
    auth: 'public',
    summary: '登录交接（/sync?token=）：token 请求头是有效会话时设 HttpOnly 会话 Cookie 并答 true，否则答 false',
    // Public and answering false (not 10010002, which makes the web reload) for a dead token.
    handler: async ({ session, req, reply }) => {
      const t = requestToken(req);
      if (!session || t?.via !== 'header') return false;
      setSessionCookie(req, reply, t.token);
      return true;
    },
  }),
  route({
    url: '/api/sys/user/reg',
    auth: 'public',
    body: RegBodySchema,
    summary: '学员注册（免审核时直接登录并设会话 Cookie）',
    handler: async ({ app, body, req, reply }) => {
      const result = await register(app, body);
      if (result.session) setSessionCookie(req, reply, result.session.token);
      return result;
    },
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
    summary: '短信验证码重置密码（需图形验证码；验证码错5次失效）',
    handler: ({ app, body, req }) => resetForgotten(app, body, req.ip),
  }),
];
