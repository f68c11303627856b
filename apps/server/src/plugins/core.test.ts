import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const inject = (payload: string | undefined, contentType?: string) =>
  t.raw({
    method: 'POST',
    url: '/api/sys/user/login',
    headers: contentType ? { 'content-type': contentType } : {},
    payload,
  });

describe('envelope and bad input', () => {
  it('wraps success as {code:0, msg, data, success:true}', async () => {
    const res = await t.raw({ method: 'POST', url: '/api/sys/config/detail' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, success: true, data: { id: '1', siteName: '学考在线学习考试系统' } });
  });

  it('answers unreadable JSON with 10010001, never a 500', async () => {
    for (const body of ['{bad', '[1,', '"unterminated', '{"a":}']) {
      const res = await inject(body, 'application/json');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: ErrorCode.BAD_PARAMS, success: false, msg: '请求体不是合法的 JSON！' });
    }
  });

  it('answers wrong types and missing fields with 10010001 and a clear message', async () => {
    const wrong = await inject(JSON.stringify({ username: 'admin', password: 123 }), 'application/json');
    expect(wrong.json()).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: '密码不能为空！' });
    const arr = await inject(JSON.stringify([1, 2]), 'application/json');
    expect(arr.json().code).toBe(ErrorCode.BAD_PARAMS);
    const nul = await inject('null', 'application/json');
    expect(nul.json().code).toBe(ErrorCode.BAD_PARAMS);
    const state = await t.post('/api/common/captcha/check', { captchaKey: 'k' });
    expect(state).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: '验证码不能为空！' });
  });

  it('reads a POST with no body or no content type as {}', async () => {
    expect((await t.raw({ method: 'POST', url: '/api/sys/config/detail' })).json().code).toBe(0);
    const empty = await t.raw({
      method: 'POST',
      url: '/api/sys/config/detail',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.json().code).toBe(0);
    const text = await t.raw({
      method: 'POST',
      url: '/api/sys/user/logout',
      headers: { 'content-type': 'text/plain' },
      payload: '',
    });
    expect(text.json().code).toBe(0);
    const missing = await inject('', 'application/json');
    expect(missing.json()).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: '账号不能为空！' });
  });

  it('refuses unsupported content types with 10010001', async () => {
    const res = await inject('<xml/>', 'application/xml');
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(ErrorCode.BAD_PARAMS);
  });

  it('answers unknown API paths with HTTP 404 and the envelope', async () => {
    const res = await t.raw({ method: 'POST', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 1, success: false });
  });

  it('answers a missing session with HTTP 200 and 10010002, never a 401', async () => {
    const res = await t.raw({ method: 'POST', url: '/api/sys/user/info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 10010002, msg: '会话超时，请重新登录！' });
  });
});

describe('OpenAPI', () => {
  it('describes every route at /api/docs', async () => {
    const res = await t.raw({ method: 'GET', url: '/api/docs' });
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const def of t.ctx.routeCatalog) expect(doc.paths).toHaveProperty([def.url]);
    expect(
      doc.paths['/api/sys/user/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('password');
  });
});

describe('captcha', () => {
  it('answers the image to GET and POST, and checks answers without using them up', async () => {
    const get = await t.raw({ method: 'GET', url: '/api/common/captcha/gen?key=img1' });
    expect(get.headers['content-type']).toContain('image/svg+xml');
    expect(get.body).toContain('<svg');
    const post = await t.raw({ method: 'POST', url: '/api/common/captcha/gen?key=img2' });
    expect(post.body).toContain('<svg');
    const answer = await t.ctx.kv.get('captcha:img1');
    expect(answer).toMatch(/^[a-z0-9]{4}$/i);
    expect(
      (await t.post('/api/common/captcha/check', { captchaKey: 'img1', captchaValue: answer!.toUpperCase() })).data,
    ).toBe(true);
    expect((await t.post('/api/common/captcha/check', { captchaKey: 'img1', captchaValue: 'zzzz' })).data).toBe(false);
    expect((await t.post('/api/common/captcha/check', { captchaKey: 'img1', captchaValue: answer })).data).toBe(true);
    expect((await t.raw({ method: 'GET', url: '/api/common/captcha/gen' })).json().code).toBe(ErrorCode.BAD_PARAMS);
  });
});
