import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { generateCaptcha, peekCaptcha } from './captcha.service.ts';

const E = endpoints.captcha;

export const captchaRoutes = [
  route(E.gen, async ({ app, body, reply }) => {
    const svg = await generateCaptcha(app, body.key);
    reply.header('Cache-Control', 'no-store').type('image/svg+xml').send(svg);
  }),
  route(E.check, ({ app, body, req }) => peekCaptcha(app, body.captchaKey, body.captchaValue, req.ip)),
];
