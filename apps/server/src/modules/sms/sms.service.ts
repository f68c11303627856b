import { randomInt } from 'node:crypto';
import { ErrorCode, type Page, type SmsLogPagingBodySchema, type SmsLogRecord } from '@xuekao/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { mapPage } from '../../lib/paging.ts';
import { presentSmsLog } from './sms.presenter.ts';
import { findSmsLogs, insertSmsLog } from './sms.queries.ts';

/**
 * An SMS provider sends a code to a mobile. Every send is recorded in `sys_sms_log`; a provider that
 * `revealsCode` (the development one, which has no real phone behind it) records the code too, so an
 * administrator can read it in the SMS log. Cloud providers will not reveal codes.
 */
export interface SmsProvider {
  name: string;
  revealsCode: boolean;
  send(mobile: string, code: string, smsType: number): Promise<void>;
}

/** Development provider: the code goes to the server log and to the admin-visible SMS log. */
export function devSmsProvider(app: AppContext): SmsProvider {
  return {
    name: 'dev',
    revealsCode: true,
    async send(mobile, code, smsType) {
      app.log.info({ mobile, code, smsType }, `[SMS dev] 验证码 ${code} 已发送至 ${mobile}`);
    },
  };
}

/** The configured provider. Only the development one exists until a cloud provider is configured. */
export function smsProvider(app: AppContext): SmsProvider {
  return devSmsProvider(app);
}

const CODE_TTL_SEC = 300;
const RESEND_SEC = 60;
const codeKey = (type: number, mobile: string) => `sms:${type}:${mobile}`;

/** Sends a 6-digit code, at most once a minute per mobile and type, and records the send. */
export async function sendSmsCode(app: AppContext, mobile: string, smsType: number): Promise<void> {
  const gate = await app.kv.incr(`sms-gate:${smsType}:${mobile}`, RESEND_SEC);
  if (gate > 1) throw AppError.fail('短信发送过于频繁，请稍后再试！');
  const code = String(randomInt(100000, 1000000));
  await app.kv.set(codeKey(smsType, mobile), code, CODE_TTL_SEC);
  const provider = smsProvider(app);
  await provider.send(mobile, code, smsType);
  await insertSmsLog(app.db, {
    id: newId(),
    mobile,
    smsType,
    code: provider.revealsCode ? code : '',
    provider: provider.name,
  });
}

/** Uses up a code; throws 10010013 when wrong or expired. */
export async function consumeSmsCode(app: AppContext, mobile: string, smsType: number, code: string): Promise<void> {
  const stored = await app.kv.get(codeKey(smsType, mobile));
  if (stored === null || stored !== code.trim()) throw new AppError(ErrorCode.SMS_WRONG);
  await app.kv.del(codeKey(smsType, mobile));
}

type LogPagingBody = z.output<typeof SmsLogPagingBodySchema>;

/** The SMS log for administrators. */
export async function pageSmsLogs(app: AppContext, body: LogPagingBody): Promise<Page<SmsLogRecord>> {
  const [page] = await Promise.all([findSmsLogs(app.db, body, body.params), app.dict.ready()]);
  return mapPage(page, (r) => presentSmsLog(r, app.dict));
}
