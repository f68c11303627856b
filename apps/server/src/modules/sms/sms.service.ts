import { randomInt } from 'node:crypto';
import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import {
  CONFIG_PROP_SCHEMAS,
  ErrorCode,
  type Page,
  type SmsLogPagingBodySchema,
  type SmsLogRecord,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { presentSmsLog } from './sms.presenter.ts';
import { findSmsLogs, insertSmsLog } from './sms.queries.ts';
import { aliyunSms, qcloudSms } from './sms-providers.ts';

/**
 * An SMS provider sends a code to a mobile. Every send is recorded in `sys_sms_log` WITHOUT the code: no
 * staff member can read a code (sys:sms:list would otherwise reset any account with a mobile).
 */
export interface SmsProvider {
  name: string;
  send(mobile: string, code: string, smsType: number): Promise<void>;
}

/**
 * Development provider (no real phone behind it): the code goes to the server log only, for the developer
 * at the console. It exists only outside production; tests read the code from the kv store.
 */
export function devSmsProvider(app: AppContext): SmsProvider {
  return {
    name: 'dev',
    async send(mobile, code, smsType) {
      app.log.info({ mobile, smsType }, `[SMS dev] 验证码 ${code} 已发送至 ${mobile}`);
    },
  };
}

/**
 * The provider of 系统配置 > 短信配置: Aliyun or Tencent Cloud SMS with complete settings, else the
 * development provider outside production. Null (sending refused rather than pretending to have sent) in
 * production without a cloud provider, or when the chosen cloud provider is not filled in.
 */
export async function smsProvider(app: AppContext): Promise<SmsProvider | null> {
  const { provider, data } = await app.providers.active('sms');
  if (provider === 'aliyun' || provider === 'qcloud') {
    const parsed = CONFIG_PROP_SCHEMAS.sms[provider].safeParse(data);
    if (!parsed.success) return null;
    const settings = parsed.data as Record<string, string>;
    return provider === 'aliyun'
      ? aliyunSms(settings, app.config.SMS_ENDPOINT)
      : qcloudSms(settings, app.config.SMS_ENDPOINT);
  }
  if (app.config.NODE_ENV === 'production') return null;
  return devSmsProvider(app);
}

export const SMS_NOT_CONFIGURED = '短信服务未配置，请联系管理员！';

const CODE_TTL_SEC = 300;
const RESEND_SEC = 60;
/** SMS to one mobile (all types) per hour and per day, as the vendors' default flow control. */
export const SMS_MOBILE_PER_HOUR = 5;
export const SMS_MOBILE_PER_DAY = 10;
/** Checks of one code (right or wrong); past them the code is dead and a new SMS is needed. */
export const SMS_CODE_MAX_TRIES = 5;
/** Wrong codes for one mobile and type within an hour, over all its codes; then checks are refused. */
export const SMS_MOBILE_MAX_WRONG = 15;
const MOBILE_WINDOW_SEC = 60 * 60;
/** Wrong codes from one client address within 15 minutes, over all mobiles; then checks are refused. */
export const SMS_ADDRESS_MAX_WRONG = 20;
const ADDRESS_WINDOW_SEC = 15 * 60;

const codeKey = (type: number, mobile: string) => `sms:${type}:${mobile}`;
const triesKey = (type: number, mobile: string) => `sms-tries:${type}:${mobile}`;
const mobileWrongKey = (type: number, mobile: string) => `sms-wrong:m:${type}:${mobile}`;
const addressWrongKey = (ip: string) => `sms-wrong:ip:${ip}`;

/** How `sendSmsCode` treats a mobile the caller must not reveal as known or unknown (login codes). */
export interface SmsSendOptions {
  /**
   * false: the same checks, resend gate and stored code (which nobody ever reads, so checks of it always
   * fail), but no SMS and no log row. Default true.
   */
  deliver?: boolean;
  /**
   * The SMS and its log row go out after the answer (failures are logged), so the answer takes the same
   * time whether anything was delivered or not.
   */
  detach?: boolean;
}

/** Sends a 6-digit code, at most once a minute per mobile and type, and records the send (not the code). */
export async function sendSmsCode(
  app: AppContext,
  mobile: string,
  smsType: number,
  opts: SmsSendOptions = {},
): Promise<void> {
  const provider = await smsProvider(app);
  if (!provider) throw AppError.fail(SMS_NOT_CONFIGURED);
  const gate = await app.kv.incr(`sms-gate:${smsType}:${mobile}`, RESEND_SEC);
  if (gate > 1) throw AppError.fail('短信发送过于频繁，请稍后再试！');
  await countMobileSend(app, mobile);
  const code = String(randomInt(100000, 1000000));
  await app.kv.del(triesKey(smsType, mobile));
  await app.kv.set(codeKey(smsType, mobile), code, CODE_TTL_SEC);
  if (opts.deliver === false) return;
  const deliver = async () => {
    await provider.send(mobile, code, smsType);
    await insertSmsLog(app.db, { id: newId(), mobile, smsType, code: '', provider: provider.name });
  };
  if (!opts.detach) return deliver();
  deliver().catch((err: unknown) => app.log.error({ err, smsType }, 'SMS delivery failed'));
}

/**
 * Counts one SMS to a mobile in the hour and the day (site time), refusing (10010005) past
 * SMS_MOBILE_PER_HOUR or SMS_MOBILE_PER_DAY; counted before sending, so parallel requests cannot pass.
 */
async function countMobileSend(app: AppContext, mobile: string): Promise<void> {
  const now = new Date();
  const hour = Math.floor(now.getTime() / 3_600_000);
  const day = now.toISOString().slice(0, 10);
  const [inHour, inDay] = await Promise.all([
    app.kv.incr(`sms-h:${mobile}:${hour}`, 3600),
    app.kv.incr(`sms-d:${mobile}:${day}`, 26 * 3600),
  ]);
  if (inDay > SMS_MOBILE_PER_DAY) {
    throw new AppError(ErrorCode.TOO_MANY, `该手机号今日短信已达上限（每天 ${SMS_MOBILE_PER_DAY} 条），请明天再试！`);
  }
  if (inHour > SMS_MOBILE_PER_HOUR) {
    throw new AppError(
      ErrorCode.TOO_MANY,
      `该手机号短信发送过于频繁（每小时 ${SMS_MOBILE_PER_HOUR} 条），请稍后再试！`,
    );
  }
}

const DEAD_CODE = '短信验证码错误次数过多已失效，请重新获取短信验证码！';

export interface SmsCheck {
  mobile: string;
  smsType: number;
  code: string;
  /** The client address (req.ip) whose wrong codes are counted. */
  ip: string;
}

/**
 * Uses up a code. Every SMS-code check goes through here (forgot, bind, unbind, any future mobile login),
 * so all get the same limits: a code answers at most SMS_CODE_MAX_TRIES checks (counted before comparing,
 * so parallel guesses cannot slip past), and wrong codes are counted per mobile and per client address.
 * Throws 10010013 when wrong, expired or dead, 10010005 when the mobile or address has failed too often.
 */
export async function consumeSmsCode(app: AppContext, c: SmsCheck): Promise<void> {
  const [byMobile, byAddress] = await Promise.all([
    app.kv.get(mobileWrongKey(c.smsType, c.mobile)),
    app.kv.get(addressWrongKey(c.ip)),
  ]);
  if (Number(byAddress ?? 0) >= SMS_ADDRESS_MAX_WRONG) {
    throw new AppError(ErrorCode.TOO_MANY, '短信验证码错误次数过多，请15分钟后再试！');
  }
  if (Number(byMobile ?? 0) >= SMS_MOBILE_MAX_WRONG) {
    throw new AppError(ErrorCode.TOO_MANY, '该手机号短信验证码错误次数过多，请1小时后再试！');
  }
  const key = codeKey(c.smsType, c.mobile);
  const tries = await app.kv.incr(triesKey(c.smsType, c.mobile), CODE_TTL_SEC);
  const stored = await app.kv.get(key);
  if (tries > SMS_CODE_MAX_TRIES) {
    await app.kv.del(key);
    throw new AppError(ErrorCode.SMS_WRONG, DEAD_CODE);
  }
  if (stored === null || stored !== c.code.trim()) {
    await Promise.all([
      app.kv.incr(mobileWrongKey(c.smsType, c.mobile), MOBILE_WINDOW_SEC),
      app.kv.incr(addressWrongKey(c.ip), ADDRESS_WINDOW_SEC),
    ]);
    if (tries < SMS_CODE_MAX_TRIES) throw new AppError(ErrorCode.SMS_WRONG);
    await app.kv.del(key);
    throw new AppError(ErrorCode.SMS_WRONG, DEAD_CODE);
  }
  // take, not del: of two parallel checks with the right code only one uses it.
  if ((await app.kv.take(key)) !== stored) throw new AppError(ErrorCode.SMS_WRONG);
  await app.kv.del(triesKey(c.smsType, c.mobile));
}

type LogPagingBody = z.output<typeof SmsLogPagingBodySchema>;

/** The SMS log for administrators. */
export async function pageSmsLogs(app: AppContext, body: LogPagingBody): Promise<Page<SmsLogRecord>> {
  const [page] = await Promise.all([findSmsLogs(app.db, body, body.params), app.dict.ready()]);
  return mapPage(page, (r) => presentSmsLog(r, app.dict));
}
