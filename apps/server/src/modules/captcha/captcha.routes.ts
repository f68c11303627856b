import { CaptchaCheckBodySchema } from '@xuekao/contracts';
import { z } from 'zod';
import { route } from '../../plugins/route-table.ts';
import { generateCaptcha, peekCaptcha } from './captcha.service.ts';

const GenQuerySchema = z.object({ key: z.string({ error: '缺少验证码标识 key' }).min(1).max(64) });

export const captchaRoutes = [
  route({
    url: '/api/common/captcha/gen',
    methods: ['GET', 'POST'],
    auth: 'public',
    body: GenQuerySchema,
    summary: '图形验证码图片（?key=...）',
    raw: true,
    handler: async ({ app, body, reply }) => {
      const svg = await generateCaptcha(app, body.key);
      reply.header('Cache-Control', 'no-store').type('image/svg+xml').send(svg);
    },
  }),
  route({
    url: '/api/common/captcha/check',
    auth: 'public',
    body: CaptchaCheckBodySchema,
    summary: '校验图形验证码（不消耗；每个验证码最多校验3次，错3次即失效）',
    handler: ({ app, body, req }) => peekCaptcha(app, body.captchaKey, body.captchaValue, req.ip),
  }),
];
