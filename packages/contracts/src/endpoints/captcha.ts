import { z } from 'zod';
import { CaptchaCheckBodySchema, CaptchaGenQuerySchema } from '../schemas/auth.ts';
import { endpoint, FileAnswer } from './define.ts';

/** Graphic captchas (docs/REQUIREMENTS.md#sign-in). */
export const captcha = {
  gen: endpoint({
    path: '/api/common/captcha/gen',
    methods: ['GET', 'POST'],
    auth: 'public',
    request: CaptchaGenQuerySchema,
    answer: FileAnswer,
    summary: '图形验证码图片（?key=...）',
    raw: true,
  }),
  check: endpoint({
    path: '/api/common/captcha/check',
    auth: 'public',
    request: CaptchaCheckBodySchema,
    answer: z.boolean(),
    summary: '校验图形验证码（不消耗；每个验证码最多校验3次，错3次即失效）',
  }),
};
