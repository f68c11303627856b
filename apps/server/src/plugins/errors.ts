import { ErrorCode } from '@xuekao/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { requestLocale, translateMessage } from '../lib/message-catalogue.ts';

const envelope = (code: number, msg: string, data: unknown = null) => ({ code, msg, data, success: false });

/** Fastify's own errors for unreadable requests: answered as 10010001 with a clear message. */
const BAD_REQUEST_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON！',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空！',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型，请使用 application/json！',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求体长度不正确！',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大！',
  FST_ERR_VALIDATION: '参数不全或类型错误！',
  // @fastify/multipart (plugins/multipart.ts)
  FST_FILES_LIMIT: '每次最多上传 100 个文件！',
  FST_PARTS_LIMIT: '上传的表单项过多！',
  FST_FIELDS_LIMIT: '上传的表单字段过多！',
  FST_REQ_FILE_TOO_LARGE: '文件过大！',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请使用 multipart/form-data 上传文件！',
  FST_MP_PREMATURE_CLOSE: '上传被中断，请重试！',
  FST_PROTO_VIOLATION: '表单字段名不合法！',
};

/**
 * One error path: AppError -> HTTP 200 envelope with its code; unreadable input -> 10010001; anything
 * else is a bug: logged with the request, answered HTTP 500 with a generic envelope (no internals leak).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  // Bodies: empty JSON is `{}`; unreadable JSON is a 10010001, never a 500.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 10 * 1024 * 1024 },
    (_req, raw, done) => {
      const text = String(raw).trim();
      if (text === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError(ErrorCode.BAD_PARAMS, BAD_REQUEST_CODES.FST_ERR_CTP_INVALID_JSON_BODY), undefined);
      }
    },
  );
  // Calls whose payload is "none" may come with a text/plain or form content type and no body.
  app.addContentTypeParser(
    ['text/plain', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_r, raw, done) => {
      const text = String(raw).trim();
      if (text === '') return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError(ErrorCode.BAD_PARAMS, BAD_REQUEST_CODES.FST_ERR_CTP_INVALID_JSON_BODY), undefined);
      }
    },
  );

  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    // Messages follow the request's language (X-Locale: en-US); unknown ones stay Chinese.
    const say = (msg: string) => translateMessage(msg, requestLocale(req.headers));
    if (err instanceof AppError) {
      return reply.status(200).send(envelope(err.code, say(err.message), err.data));
    }
    const fe = err as FastifyError;
    if (fe.code && BAD_REQUEST_CODES[fe.code]) {
      return reply.status(200).send(envelope(ErrorCode.BAD_PARAMS, say(BAD_REQUEST_CODES[fe.code])));
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.status(200).send(envelope(ErrorCode.BAD_PARAMS, say(fe.message || '请求有误！')));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(envelope(ErrorCode.FAIL, say('服务器内部错误，请稍后再试！')));
  });
}

/** Unknown API paths answer HTTP 404 with the envelope (the web shows 接口地址错误，请联系管理员。). */
export function apiNotFound(app: FastifyInstance) {
  return envelope(ErrorCode.FAIL, `接口不存在：${app.prefix || ''}`);
}
