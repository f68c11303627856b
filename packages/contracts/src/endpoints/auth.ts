import { z } from 'zod';
import {
  FaceChallengeSchema,
  FaceLoginBodySchema,
  ForgotBodySchema,
  LoginBodySchema,
  MobileLoginBodySchema,
  RegBodySchema,
  RegResultSchema,
  SessionInfoSchema,
  SmsBodySchema,
  UpdatePassBodySchema,
  UpdateSelfBodySchema,
} from '../schemas/auth.ts';
import { endpoint, NoAnswer, NoInput } from './define.ts';

/** Sign-in, registration, one's own profile and password (docs/REQUIREMENTS.md#sign-in). */
export const auth = {
  login: endpoint({
    path: '/api/sys/user/login',
    auth: 'public',
    request: LoginBodySchema,
    answer: SessionInfoSchema,
    summary: '账号密码登录（另设 HttpOnly 会话 Cookie）',
  }),
  mobileLogin: endpoint({
    path: '/api/sys/user/mobile-login',
    auth: 'public',
    request: MobileLoginBodySchema,
    answer: SessionInfoSchema,
    summary: '短信验证码登录（开关 mobileLogin；验证码错5次失效；另设 HttpOnly 会话 Cookie）',
  }),
  faceLoginChallenge: endpoint({
    path: '/api/sys/user/face-login/challenge',
    auth: 'public',
    request: NoInput,
    answer: FaceChallengeSchema,
    summary:
      '刷脸登录挑战（开关 faceLogin；一次性、2分钟有效、绑定请求地址；答动作指令：靠近或转头；每地址每分钟限次）',
  }),
  faceLogin: endpoint({
    path: '/api/sys/user/face-login',
    auth: 'public',
    request: FaceLoginBodySchema,
    answer: SessionInfoSchema,
    summary:
      '刷脸登录（开关 faceLogin；仅本地人脸识别方案；挑战 id + 2-4 张按指令实时拍摄的照片：同一人、有移动且符合指令、不是登记照片的副本；在已登记人脸中检索，相似者不唯一则拒绝；限流同密码登录）',
  }),
  logout: endpoint({
    path: '/api/sys/user/logout',
    auth: 'public',
    request: NoInput,
    answer: NoAnswer,
    summary: '退出登录（总是成功，并清除会话 Cookie）',
  }),
  info: endpoint({
    path: '/api/sys/user/info',
    auth: 'user',
    request: NoInput,
    answer: SessionInfoSchema,
    summary: '当前用户信息（token 只回给用 token 请求头调用的客户端）',
  }),
  sync: endpoint({
    path: '/api/sys/user/sync',
    auth: 'public',
    request: NoInput,
    answer: z.boolean(),
    summary: '登录交接（/sync?token=）：token 请求头是有效会话时设 HttpOnly 会话 Cookie 并答 true，否则答 false',
  }),
  reg: endpoint({
    path: '/api/sys/user/reg',
    auth: 'public',
    request: RegBodySchema,
    answer: RegResultSchema,
    summary: '学员注册（免审核时直接登录并设会话 Cookie）',
  }),
  update: endpoint({
    path: '/api/sys/user/update',
    auth: 'user',
    request: UpdateSelfBodySchema,
    answer: NoAnswer,
    summary: '修改个人资料',
  }),
  updatePass: endpoint({
    path: '/api/sys/user/update-pass',
    auth: 'user',
    request: UpdatePassBodySchema,
    answer: NoAnswer,
    summary: '修改密码（结束该用户全部会话）',
  }),
  sms: endpoint({
    path: '/api/sys/user/sms',
    auth: 'public',
    request: SmsBodySchema,
    answer: NoAnswer,
    summary: '发送短信验证码（需图形验证码）',
  }),
  forgot: endpoint({
    path: '/api/sys/user/forgot',
    auth: 'public',
    request: ForgotBodySchema,
    answer: NoAnswer,
    summary: '短信验证码重置密码（需图形验证码；验证码错5次失效）',
  }),
};
