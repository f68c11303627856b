import { createHash, createHmac } from 'node:crypto';
import { rpcSignature } from '@server/modules/face/signing/aliyun-rpc.ts';
import { requestId, type StandInReply, type StandInRequest, type VendorHandler } from '../face/server.ts';

/**
 * Test support: stand-ins of the SMS vendors for the face stand-in server (../face/server.ts),
 * after their documentation. Each verifies the signature with the configured secret, records the messages
 * it accepted in `sent` (mobile and template parameter: the code) and answers the documented JSON.
 */

export interface SmsStandIn extends VendorHandler {
  sent: Array<{ mobile: string; code: string; template: string; sign: string }>;
}

function parseParams(text: string, into: Record<string, string>) {
  for (const pair of text.split('&')) {
    if (!pair) continue;
    const i = pair.indexOf('=');
    into[decodeURIComponent(i < 0 ? pair : pair.slice(0, i))] = i < 0 ? '' : decodeURIComponent(pair.slice(i + 1));
  }
}

/** Alibaba Cloud SMS (dysmsapi) SendSms, RPC style: the signature recomputed over query and form parameters. */
export function aliyunSmsStandIn(keys: { accessKeyId: string; accessKeySecret: string }): SmsStandIn {
  const problems: string[] = [];
  const hits: Record<string, number> = {};
  const sent: SmsStandIn['sent'] = [];
  const reply = (Code: string, Message: string): StandInReply => ({
    status: Code === 'OK' ? 200 : 400,
    json: { Code, Message, RequestId: requestId(), ...(Code === 'OK' ? { BizId: '900619746936498440^0' } : {}) },
  });
  function handle(req: StandInRequest, mode: string): StandInReply {
    hits.send = (hits.send ?? 0) + 1;
    const p: Record<string, string> = {};
    parseParams(req.url.search.slice(1), p);
    parseParams(req.body, p);
    if (p.Action !== 'SendSms' || p.Version !== '2017-05-25') problems.push(`Action ${p.Action} Version ${p.Version}`);
    if (p.AccessKeyId !== keys.accessKeyId)
      return reply('InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (Math.abs(Date.parse(p.Timestamp ?? '') - Date.now()) > 15 * 60_000)
      return reply('InvalidTimeStamp.Expired', 'expired');
    if (p.Signature !== rpcSignature(req.method, p, keys.accessKeySecret)) {
      problems.push('Signature does not verify');
      return reply('SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
    }
    if (mode === 'busy') return reply('isv.BUSINESS_LIMIT_CONTROL', '触发分钟级流控Permits:1');
    if (!/^1\d{10}$/.test(p.PhoneNumbers ?? '')) return reply('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    const code = String((JSON.parse(p.TemplateParam ?? '{}') as { code?: unknown }).code ?? '');
    sent.push({ mobile: p.PhoneNumbers ?? '', code, template: p.TemplateCode ?? '', sign: p.SignName ?? '' });
    return reply('OK', 'OK');
  }
  return {
    name: 'aliyun-sms',
    problems,
    hits,
    sent,
    accepts: (req) => req.headers['x-tc-action'] === undefined,
    handle,
  };
}

const AUTH =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([a-z]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

/** Tencent Cloud SMS SendSms (API 3.0): TC3-HMAC-SHA256 recomputed with the configured SecretKey. */
export function qcloudSmsStandIn(keys: { secretId: string; secretKey: string }): SmsStandIn {
  const problems: string[] = [];
  const hits: Record<string, number> = {};
  const sent: SmsStandIn['sent'] = [];
  const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
  const hmac = (k: string | Buffer, s: string) => createHmac('sha256', k).update(s).digest();
  const error = (Code: string, Message: string): StandInReply => ({
    status: 200,
    json: { Response: { Error: { Code, Message }, RequestId: requestId() } },
  });
  function handle(req: StandInRequest, mode: string): StandInReply {
    hits.send = (hits.send ?? 0) + 1;
    const m = AUTH.exec(String(req.headers.authorization ?? ''));
    if (!m) return error('AuthFailure.InvalidAuthorization', 'Authorization in the request header is invalid.');
    const [, secretId, date = '', service = '', signedHeaders = '', signature] = m;
    if (secretId !== keys.secretId) return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const ts = Number(req.headers['x-tc-timestamp']);
    if (!(Math.abs(ts - Date.now() / 1000) <= 300)) return error('AuthFailure.SignatureExpire', 'Signature expired.');
    if (service !== 'sms' || req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11') {
      problems.push(`service ${service} action ${req.headers['x-tc-action']} version ${req.headers['x-tc-version']}`);
    }
    const names = signedHeaders.split(';');
    const canonicalHeaders = names
      .map(
        (n) =>
          `${n}:${String(req.headers[n] ?? '')
            .trim()
            .toLowerCase()}\n`,
      )
      .join('');
    const canonical = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256(req.body)].join('\n');
    const toSign = ['TC3-HMAC-SHA256', String(ts), `${date}/${service}/tc3_request`, sha256(canonical)].join('\n');
    const key = hmac(hmac(hmac(`TC3${keys.secretKey}`, date), service), 'tc3_request');
    if (createHmac('sha256', key).update(toSign).digest('hex') !== signature) {
      problems.push('Signature does not verify');
      return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    }
    if (mode === 'busy')
      return error('LimitExceeded.PhoneNumberThirtySecondLimit', '单个手机号30秒内下发短信条数超过设定的上限');
    const body = JSON.parse(req.body) as Record<string, unknown>;
    const phone = String((body.PhoneNumberSet as string[] | undefined)?.[0] ?? '');
    const code = String((body.TemplateParamSet as string[] | undefined)?.[0] ?? '');
    sent.push({
      mobile: phone.replace(/^\+86/, ''),
      code,
      template: String(body.TemplateId),
      sign: String(body.SignName),
    });
    return {
      status: 200,
      json: {
        Response: {
          SendStatusSet: [
            {
              SerialNo: '5000:1045710669157053657849499619',
              PhoneNumber: phone,
              Fee: 1,
              SessionContext: '',
              Code: 'Ok',
              Message: 'send success',
              IsoCode: 'CN',
            },
          ],
          RequestId: requestId(),
        },
      },
    };
  }
  return {
    name: 'qcloud-sms',
    problems,
    hits,
    sent,
    accepts: (req) => req.headers['x-tc-action'] !== undefined,
    handle,
  };
}
