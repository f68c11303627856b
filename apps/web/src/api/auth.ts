import type {
  DeptTreeNode,
  ForgotBody,
  LoginBody,
  MenuRoute,
  RegBody,
  RegResult,
  SessionInfo,
  SiteData,
  SmsBody,
  UpdateFaceBody,
  UpdatePassBody,
  UpdateSelfBody,
} from '@xuekao/contracts';
import { request } from './request';

/** Sign-in, session and site calls (docs/REQUIREMENTS.md#sign-in). */
export const authApi = {
  login: (body: LoginBody) => request<SessionInfo>('/api/sys/user/login', body, { silent: true }),
  logout: () => request<void>('/api/sys/user/logout'),
  /** A handed-over token (/sync?token=) becomes the HttpOnly session cookie; false when it is no session. */
  sync: (token: string) => request<boolean>('/api/sys/user/sync', {}, { headers: { token }, silent: true }),
  info: () => request<SessionInfo>('/api/sys/user/info'),
  reg: (body: RegBody) => request<RegResult>('/api/sys/user/reg', body, { silent: true }),
  sms: (body: SmsBody) => request<void>('/api/sys/user/sms', body),
  forgot: (body: ForgotBody) => request<void>('/api/sys/user/forgot', body),
  deptTreeSelect: () => request<DeptTreeNode[]>('/api/sys/depart/tree-select'),
  update: (body: UpdateSelfBody) => request<void>('/api/sys/user/update', body),
  updateFace: (body: UpdateFaceBody) => request<void>('/api/sys/user/update-face', body),
  updatePass: (body: UpdatePassBody) => request<void>('/api/sys/user/update-pass', body),
  siteDetail: () => request<SiteData>('/api/sys/config/detail', { id: '1' }),
  menuRoutes: () => request<MenuRoute[]>('/api/sys/menu/routes'),
  countUnread: () => request<number>('/api/sys/user/msg/count-unread'),
  /** The image URL of a graphic captcha for `key`. */
  captchaUrl: (key: string) => `/api/common/captcha/gen?key=${encodeURIComponent(key)}&t=${Date.now()}`,
  checkCaptcha: (captchaKey: string, captchaValue: string) =>
    request<boolean>('/api/common/captcha/check', { captchaKey, captchaValue }),
};
