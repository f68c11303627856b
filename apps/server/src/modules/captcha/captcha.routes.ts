import { socketLocale, translateMessage } from '@server/lib/message-catalogue.ts';
import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { CAPTCHA_WAIT_TEXT, generateCaptcha, peekCaptcha, solvedKey, waitImage } from './captcha.service.ts';

const E = endpoints.captcha;

export const captchaRoutes = [
  route(E.gen, async ({ app, body, req, reply }) => {
    const svg = await generateCaptcha(app, body.key, req.ip);
    reply
      .header('Cache-Control', 'no-store')
      .type('image/svg+xml')
      .status(svg === null ? 429 : 200)
      .send(svg ?? waitImage(translateMessage(CAPTCHA_WAIT_TEXT, socketLocale(req))));
  }),
  route(E.check, async ({ app, body, req, session }) => {
    const ok = await peekCaptcha(app, body.captchaKey, body.captchaValue, req.ip);
    // A signed-in learner's right answer is what the study socket's reading check waits for.
    if (ok && session) await app.kv.set(solvedKey(session.userId), String(Date.now()), 300);
    return ok;
  }),
];
