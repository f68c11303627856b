import { ErrorCode } from '@xuekao/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';

/** An SMS provider sends a code to a mobile. The development provider writes it to the server log. */
export interface SmsProvider {
  name: string;
  send(mobile: string, code: string, smsType: number): Promise<void>;
}

export function devSmsProvider(app: AppContext): SmsProvider {
  return {
    name: 'dev',
    async send(mobile, code, smsType) {
      app.log.info({ mobile, code, smsType }, `[SMS dev] 验证码 ${code} 已发送至 ${mobile}`);
    },
  };
}

const CODE_TTL_SEC = 300;
const RESEND_SEC = 60;
const codeKey = (type: number, mobile: string) => `sms:${type}:${mobile}`;

/** Sends a 6-digit code, at most once a minute per mobile and type. */
export async function sendSmsCode(app: AppContext, mobile: string, smsType: number): Promise<void> {
  const gate = await app.kv.incr(`sms-gate:${smsType}:${mobile}`, RESEND_SEC);
  if (gate > 1) throw AppError.fail('短信发送过于频繁，请稍后再试！');
  const code = String(Math.floor(100000 + Math.random() * 900000));
  await app.kv.set(codeKey(smsType, mobile), code, CODE_TTL_SEC);
  await devSmsProvider(app).send(mobile, code, smsType);
}

/** Uses up a code; throws 10010013 when wrong or expired. */
export async function consumeSmsCode(app: AppContext, mobile: string, smsType: number, code: string): Promise<void> {
  const stored = await app.kv.get(codeKey(smsType, mobile));
  if (stored === null || stored !== code.trim()) throw new AppError(ErrorCode.SMS_WRONG);
  await app.kv.del(codeKey(smsType, mobile));
}
