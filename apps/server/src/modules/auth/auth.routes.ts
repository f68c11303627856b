import { readToken, route } from '@server/plugins/route-table.ts';
import { clearSessionCookie, requestToken, setSessionCookie } from '@server/plugins/session-cookie.ts';
import { endpoints } from '@xuekao/contracts';
import { currentInfo, login, register, resetForgotten, updatePassword, updateSelf } from './auth.service.ts';
import { issueFaceChallenge } from './face-challenge.ts';
import { assertFaceLoginOpen, faceLogin } from './face-login.service.ts';
import { mobileLogin, sendUserSms } from './mobile-login.service.ts';

const E = endpoints.auth;

export const authRoutes = [
  route(E.login, async ({ app, body, req, reply }) => {
    const info = await login(app, body, req.ip);
    setSessionCookie(req, reply, info.token);
    return info;
  }),
  route(E.logout, async ({ app, req, reply }) => {
    const token = readToken(req);
    if (token) await app.sessions.destroy(token);
    clearSessionCookie(req, reply);
    return null;
  }),
  // A call authenticated by the HttpOnly cookie gets no token back: page scripts never see it.
  route(E.info, ({ app, session, req }) => {
    const t = requestToken(req);
    return currentInfo(app, session, t?.via === 'header' ? t.token : '');
  }),
  // Public and answering false (not 10010002, which makes the web reload) for a dead token.
  route(E.sync, async ({ session, req, reply }) => {
    const t = requestToken(req);
    if (!session || t?.via !== 'header') return false;
    setSessionCookie(req, reply, t.token);
    return true;
  }),
  route(E.reg, async ({ app, body, req, reply }) => {
    const result = await register(app, body);
    if (result.session) setSessionCookie(req, reply, result.session.token);
    return result;
  }),
  route(E.update, async ({ app, session, body }) => {
    await updateSelf(app, session, body);
    return null;
  }),
  route(E.updatePass, async ({ app, session, body }) => {
    await updatePassword(app, session, body);
    return null;
  }),
  route(E.mobileLogin, async ({ app, body, req, reply }) => {
    const info = await mobileLogin(app, body, req.ip);
    setSessionCookie(req, reply, info.token);
    return info;
  }),
  route(E.faceLoginChallenge, async ({ app, req }) => {
    await assertFaceLoginOpen(app);
    return issueFaceChallenge(app, req.ip);
  }),
  route(E.faceLogin, async ({ app, body, req, reply }) => {
    const info = await faceLogin(app, body, req.ip);
    setSessionCookie(req, reply, info.token);
    return info;
  }),
  route(E.sms, async ({ app, body }) => {
    await sendUserSms(app, body);
    return null;
  }),
  route(E.forgot, async ({ app, body, req }) => {
    await resetForgotten(app, body, req.ip);
    return null;
  }),
];
