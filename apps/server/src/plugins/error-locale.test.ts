import { ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { loginAdmin, loginStudent } from '../../test/factories.ts';
import { requestLocale, translateMessage } from '../lib/message-catalogue.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.raw({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

describe('server messages follow the request language (X-Locale)', () => {
  it('answers the same bad call in Chinese by default and in English with X-Locale: en-US', async () => {
    const zh = await call('/api/sys/user/info', {});
    expect(zh.json()).toMatchObject({ code: ErrorCode.SESSION_EXPIRED, msg: '会话超时，请重新登录！' });
    const en = await call('/api/sys/user/info', {}, { 'x-locale': 'en-US' });
    expect(en.json()).toMatchObject({
      code: ErrorCode.SESSION_EXPIRED,
      msg: 'Session timed out, please log in again!',
    });
    // An English browser without the header still gets the default language.
    const browser = await call('/api/sys/user/info', {}, { 'accept-language': 'en-US,en;q=0.9' });
    expect(browser.json().msg).toBe('会话超时，请重新登录！');
  });

  it('says the success message in the request language too', async () => {
    const zh = await call('/api/sys/config/detail', {});
    expect(zh.json()).toMatchObject({ code: 0, msg: '操作成功！' });
    const en = await call('/api/sys/config/detail', {}, { 'x-locale': 'en-US' });
    expect(en.json()).toMatchObject({ code: 0, msg: 'Operation succeeded!' });
  });

  it('answers built-in dictionary titles of *_dictText fields in English, names as written', async () => {
    const admin = (await loginAdmin(t)).token;
    const body = JSON.stringify({ current: 1, size: 5, params: {} });
    const page = (locale?: string) =>
      t.raw({
        method: 'POST',
        url: '/api/sys/user/paging',
        headers: { 'content-type': 'application/json', token: admin, ...(locale ? { 'x-locale': locale } : {}) },
        payload: body,
      });
    type Row = { state_dictText: string; deptCode_dictText: string };
    const zh = (await page()).json().data.records as Row[];
    const en = (await page('en-US')).json().data.records as Row[];
    expect(zh.map((r) => r.state_dictText)).toContain('正常');
    expect(en.map((r) => r.state_dictText)).toContain('Normal');
    expect(en.every((r) => !/[\u4e00-\u9fff]/.test(r.state_dictText))).toBe(true);
    // department names are data: as written
    expect(en.map((r) => r.deptCode_dictText)).toEqual(zh.map((r) => r.deptCode_dictText));
  });

  it('translates unreadable input and the spec texts of the catalogue', async () => {
    const res = await t.raw({
      method: 'POST',
      url: '/api/sys/user/login',
      headers: { 'content-type': 'application/json', 'x-locale': 'en-US' },
      payload: '{bad',
    });
    expect(res.json()).toMatchObject({ code: ErrorCode.BAD_PARAMS, msg: 'The request body is not valid JSON!' });
    expect(translateMessage('密码必须包含数字和字母，且至少6位！', 'en-US')).toBe(
      'Password must contain digits and letters and be at least 6 characters!',
    );
  });

  it('translates permission and not-found messages', async () => {
    const { token: learner } = await loginStudent(t);
    const forbidden = await call(
      '/api/sys/role/paging',
      { current: 1, size: 10 },
      { token: learner, 'x-locale': 'en-US' },
    );
    expect(forbidden.json()).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: 'Insufficient permissions' });
    expect((await call('/api/sys/role/paging', {}, { token: learner })).json().msg).toBe('权限不足');
    const { token: admin } = await loginAdmin(t);
    const missing = await call('/api/sys/role/detail', { id: '123' }, { token: admin, 'x-locale': 'en-US' });
    expect(missing.json().code).not.toBe(0);
    expect(missing.json().msg).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('does not look up texts longer than 1,000 characters (a template costs the square of the length)', () => {
    const long = `参数不全或类型错误：answer.pairs.${'大小不能超过 '.repeat(20_000)}`;
    const started = performance.now();
    expect(translateMessage(long, 'en-US')).toBe(long);
    expect(performance.now() - started).toBeLessThan(50);
    expect(translateMessage('参数不全或类型错误：answer', 'en-US')).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps unknown messages, reads patterns, and only X-Locale picks English', () => {
    expect(translateMessage('未知的消息', 'en-US')).toBe('未知的消息');
    expect(translateMessage('参数不全：缺少 id', 'en-US')).toBe('Parameters missing: id');
    expect(translateMessage('参数类型错误：size 应为 数字', 'en-US')).toBe(
      'Wrong parameter type: size should be a number',
    );
    expect(translateMessage('数据不存在！', 'zh-CN')).toBe('数据不存在！');
    expect(requestLocale({ 'x-locale': 'en-US' })).toBe('en-US');
    expect(requestLocale({ 'x-locale': 'zh-CN' })).toBe('zh-CN');
    expect(requestLocale({})).toBe('zh-CN');
  });
});
