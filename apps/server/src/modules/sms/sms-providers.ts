import { randomUUID } from 'node:crypto';
import { AppError } from '@server/lib/app-error.ts';
import { formEncode, rpcSignature, rpcTimestamp, tc3Sign } from '../face/index.ts';

/**
 * Cloud SMS providers: Alibaba Cloud SMS (dysmsapi SendSms, RPC signature v1 HMAC-SHA1) and Tencent Cloud
 * SMS (sms SendSms 2021-01-11, TC3-HMAC-SHA256), each sending one template whose only parameter is the
 * code. Settings come from 系统配置 > 短信配置 (`sys_config_prop` type sms); `endpoint` (config
 * SMS_ENDPOINT) replaces the vendor's host for the stand-ins.
 */

export interface SmsSender {
  name: string;
  send(mobile: string, code: string, smsType: number): Promise<void>;
}

const TIMEOUT_MS = 10_000;
const ALIYUN_BASE = 'https://dysmsapi.aliyuncs.com';
const QCLOUD_BASE = 'https://sms.tencentcloudapi.com';

const failed = (title: string, reason: string) => AppError.fail(`短信发送失败（${title}：${reason}），请稍后再试！`);

async function post(title: string, url: string, headers: Record<string, string>, body: string): Promise<unknown> {
  let text: string;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    text = await res.text();
  } catch (e) {
    const timedOut = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw failed(title, timedOut ? '请求超时' : '网络连接失败');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw failed(title, '服务返回异常');
  }
}

const get = (o: unknown, k: string): unknown =>
  o && typeof o === 'object' && !Array.isArray(o) ? (o as Record<string, unknown>)[k] : undefined;

/** Alibaba Cloud SMS SendSms: Code 'OK' is sent; anything else is refused with the vendor's message. */
export function aliyunSms(s: Record<string, string>, endpoint?: string): SmsSender {
  const title = '阿里云短信';
  const base = endpoint ?? ALIYUN_BASE;
  return {
    name: 'aliyun',
    async send(mobile, code) {
      const params: Record<string, string> = {
        AccessKeyId: s.accessKeyId ?? '',
        Action: 'SendSms',
        Format: 'JSON',
        PhoneNumbers: mobile,
        RegionId: 'cn-hangzhou',
        SignName: s.signName ?? '',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        TemplateCode: s.templateCode ?? '',
        TemplateParam: JSON.stringify({ code }),
        Timestamp: rpcTimestamp(new Date()),
        Version: '2017-05-25',
      };
      const Signature = rpcSignature('POST', params, s.accessKeySecret ?? '');
      const body = await post(
        title,
        `${base}/`,
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        formEncode({ ...params, Signature }),
      );
      if (get(body, 'Code') !== 'OK') {
        throw failed(title, `${String(get(body, 'Code') ?? '')} ${String(get(body, 'Message') ?? '')}`.trim());
      }
    },
  };
}

/** Tencent Cloud SMS SendSms: the one number's SendStatus Code 'Ok' is sent. */
export function qcloudSms(s: Record<string, string>, endpoint?: string): SmsSender {
  const title = '腾讯云短信';
  const base = endpoint ?? QCLOUD_BASE;
  return {
    name: 'qcloud',
    async send(mobile, code) {
      const payload = JSON.stringify({
        PhoneNumberSet: [`+86${mobile}`],
        SmsSdkAppId: s.sdkAppId ?? '',
        SignName: s.signName ?? '',
        TemplateId: s.templateId ?? '',
        TemplateParamSet: [code],
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const signed = {
        'Content-Type': 'application/json; charset=utf-8',
        Host: new URL(base).host,
        'X-TC-Action': 'SendSms',
      };
      const { authorization } = tc3Sign({
        secretId: s.secretId ?? '',
        secretKey: s.secretKey ?? '',
        service: 'sms',
        timestamp,
        headers: signed,
        payload,
      });
      const headers = {
        Authorization: authorization,
        'Content-Type': signed['Content-Type'],
        'X-TC-Action': 'SendSms',
        'X-TC-Version': '2021-01-11',
        'X-TC-Timestamp': String(timestamp),
        'X-TC-Region': s.region || 'ap-guangzhou',
      };
      const body = get(await post(title, `${base}/`, headers, payload), 'Response');
      const error = get(body, 'Error');
      if (error) throw failed(title, `${String(get(error, 'Code'))} ${String(get(error, 'Message'))}`);
      const status = (get(body, 'SendStatusSet') as unknown[] | undefined)?.[0];
      if (get(status, 'Code') !== 'Ok')
        throw failed(title, `${String(get(status, 'Code'))} ${String(get(status, 'Message'))}`);
    },
  };
}
