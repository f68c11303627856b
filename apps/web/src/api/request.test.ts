import { ErrorCode } from '@xuekao/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, hasSession, markSignedIn } from '../core/token';
import {
  DEFAULT_CODE_TEXT,
  effects,
  NETWORK_ERROR_TEXT,
  NETWORK_FAILED,
  REQUEST_ABORTED,
  RequestError,
  request,
  takeEarlyNotices,
} from './request';
import { sessionRenewed, setSessionRescue } from './session-rescue';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (code: number, msg: string, data: unknown = null) => json({ code, msg, data, success: code === 0 });

describe('request: the error catalogue of docs/REQUIREMENTS.md#request-helper', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const notify = vi.fn();
  const reload = vi.fn();
  const original = { ...effects };

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = notify;
    effects.reload = reload;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    notify.mockReset();
    reload.mockReset();
    Object.assign(effects, original);
    setSessionRescue(null);
    sessionRenewed();
    forgetSession();
  });

  it('answers the envelope data on success; the session travels in the HttpOnly cookie, never in script', async () => {
    markSignedIn();
    fetchMock.mockResolvedValue(envelope(0, '操作成功！', { id: '7' }));
    await expect(request('/api/x', { a: 1 })).resolves.toEqual({ id: '7' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/x');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    // The server accepts the cookie on a POST only with this header (no cross-site forgery).
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('token')).toBeNull();
    // No token is readable by scripts: the marker cookie carries none.
    expect(document.cookie).not.toMatch(/xk_token/);
    expect(notify).not.toHaveBeenCalled();
  });

  it('sends extra headers when asked (the handed-over token of /sync)', async () => {
    fetchMock.mockResolvedValue(envelope(0, '操作成功！', true));
    await request('/api/sys/user/sync', {}, { headers: { token: 't-9' } });
    const headers = new Headers(fetchMock.mock.calls[0][1]?.headers);
    expect(headers.get('token')).toBe('t-9');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('shows the network failure text when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/x')).rejects.toMatchObject({ message: NETWORK_ERROR_TEXT });
    expect(NETWORK_ERROR_TEXT).toBe('服务器无法连接或无法响应！');
    expect(notify).toHaveBeenCalledWith('服务器无法连接或无法响应！');
  });

  it('stays quiet when the page is being left or the caller aborted the call', async () => {
    fetchMock.mockRejectedValue(new DOMException('aborted', 'AbortError'));
    window.dispatchEvent(new Event('beforeunload'));
    await expect(request('/api/x')).rejects.toMatchObject({ code: REQUEST_ABORTED, shown: false });
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(request('/api/x', {}, { signal: ctrl.signal })).rejects.toMatchObject({ code: REQUEST_ABORTED });
    expect(notify).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 1100));
    await expect(request('/api/x')).rejects.toMatchObject({ code: -1 });
    expect(notify).toHaveBeenCalledWith(NETWORK_ERROR_TEXT);
  });

  it('a 200 whose body is cut while it arrives is a failed connection, not an HTTP failure', async () => {
    const cut = () =>
      new Response(
        new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode('{"code":0,'));
            c.error(new TypeError('network error'));
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    fetchMock.mockImplementation(async () => cut());
    await expect(request('/api/x')).rejects.toMatchObject({ code: NETWORK_FAILED, message: NETWORK_ERROR_TEXT });
    // the page being left: cancelled, quiet (the route guard keeps the session)
    notify.mockClear();
    window.dispatchEvent(new Event('beforeunload'));
    await expect(request('/api/x')).rejects.toMatchObject({ code: REQUEST_ABORTED, shown: false });
    expect(notify).not.toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 1100));
  });

  it.each([
    [400, '缺少必要参数或参数类型不正确。'],
    [404, '接口地址错误，请联系管理员。'],
    [500, '糟糕，服务器开小差了。'],
    [502, '无法连接到服务器。'],
  ])('shows the text of HTTP %i', async (status, text) => {
    fetchMock.mockResolvedValue(new Response('<html>error</html>', { status }));
    await expect(request('/api/x')).rejects.toMatchObject({ message: text });
    expect(notify).toHaveBeenCalledWith(text);
  });

  it('falls back to the status text, then to a generic text, for other HTTP failures', async () => {
    fetchMock.mockResolvedValueOnce(new Response('x', { status: 503, statusText: 'Service Unavailable' }));
    await expect(request('/api/x')).rejects.toMatchObject({ message: 'Service Unavailable' });
    fetchMock.mockResolvedValueOnce(new Response('x', { status: 503 }));
    await expect(request('/api/x')).rejects.toMatchObject({ message: '请求服务器出现错误。' });
  });

  it('notifies the server message for a non-zero code', async () => {
    fetchMock.mockResolvedValue(envelope(1, '考试不存在！'));
    const err = await request('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect(err).toMatchObject({ message: '考试不存在！', code: 1, shown: true });
    expect(notify).toHaveBeenCalledWith('考试不存在！');
  });

  it('notifies 服务器开小差了呢！ when a non-zero code comes without a message', async () => {
    fetchMock.mockResolvedValue(envelope(1, ''));
    await expect(request('/api/x')).rejects.toMatchObject({ message: DEFAULT_CODE_TEXT });
    expect(notify).toHaveBeenCalledWith('服务器开小差了呢！');
  });

  it('leaves the message to the caller of a silent call', async () => {
    fetchMock.mockResolvedValue(envelope(ErrorCode.BAD_CREDENTIALS, '账号或密码错误！'));
    await expect(request('/api/login', {}, { silent: true })).rejects.toMatchObject({
      message: '账号或密码错误！',
      code: ErrorCode.BAD_CREDENTIALS,
      shown: false,
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('resets the session and reloads on 10010002', async () => {
    markSignedIn();
    fetchMock.mockResolvedValue(envelope(10010002, '会话超时，请重新登录！'));
    await expect(request('/api/x')).rejects.toMatchObject({ code: 10010002 });
    expect(hasSession()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('会话超时，请重新登录！');
  });

  it('with a session rescue (the exam page), 10010002 asks it once for calls failing together and leaves nothing', async () => {
    markSignedIn();
    const rescue = vi.fn();
    setSessionRescue(rescue);
    fetchMock.mockImplementation(async () => envelope(ErrorCode.SESSION_EXPIRED, '会话超时，请重新登录！'));
    const failed = await Promise.all(
      [request('/api/a'), request('/api/b', {}, { quiet: true }), request('/api/c', {}, { silent: true })].map((p) =>
        p.catch((e: unknown) => e),
      ),
    );
    for (const e of failed) {
      expect(e).toBeInstanceOf(RequestError);
      expect(e).toMatchObject({ message: '会话超时，请重新登录！', code: ErrorCode.SESSION_EXPIRED, shown: false });
    }
    expect(rescue).toHaveBeenCalledTimes(1);
    // the session is kept, nothing is shown, the page stays
    expect(hasSession()).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    await expect(request('/api/d')).rejects.toMatchObject({ shown: false });
    expect(rescue).toHaveBeenCalledTimes(1);

    // signed in again: the next expiry asks again
    sessionRenewed();
    await expect(request('/api/e')).rejects.toMatchObject({ code: ErrorCode.SESSION_EXPIRED, shown: false });
    expect(rescue).toHaveBeenCalledTimes(2);

    // the page left: 10010002 signs out as before
    sessionRenewed();
    setSessionRescue(null);
    await expect(request('/api/f')).rejects.toMatchObject({ code: ErrorCode.SESSION_EXPIRED, shown: true });
    expect(rescue).toHaveBeenCalledTimes(2);
    expect(hasSession()).toBe(false);
    expect(notify).toHaveBeenCalledWith('会话超时，请重新登录！');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a rescue registered again while the session is still gone is asked at once (the exam page changed its view)', async () => {
    const first = vi.fn();
    setSessionRescue(first);
    fetchMock.mockImplementation(async () => envelope(ErrorCode.SESSION_EXPIRED, '会话超时，请重新登录！'));
    await expect(request('/api/a')).rejects.toMatchObject({ shown: false });
    setSessionRescue(null);
    const second = vi.fn();
    setSessionRescue(second);
    expect(second).toHaveBeenCalledTimes(1);
    await expect(request('/api/b')).rejects.toMatchObject({ shown: false });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it.each([
    [404, '接口地址不存在：/api/nope', '接口地址错误，请联系管理员。'],
    [500, '服务器内部错误', '糟糕，服务器开小差了。'],
  ])('shows the spec text for HTTP %i even when the server answers its own envelope', async (status, msg, text) => {
    fetchMock.mockResolvedValue(json({ code: 10010003, msg, data: null, success: false }, status));
    await expect(request('/api/nope')).rejects.toMatchObject({ message: text, code: -status });
    expect(notify).toHaveBeenCalledWith(text);
    expect(notify).not.toHaveBeenCalledWith(msg);
  });

  it('keeps a message notified before the notification bridge is mounted for it', async () => {
    Object.assign(effects, original);
    fetchMock.mockResolvedValue(envelope(1, '考试不存在！'));
    await expect(request('/api/x')).rejects.toMatchObject({ message: '考试不存在！' });
    expect(takeEarlyNotices()).toEqual(['考试不存在！']);
    expect(takeEarlyNotices()).toEqual([]);
  });

  it('reads the envelope of a JSON error answer with a failing HTTP status', async () => {
    fetchMock.mockResolvedValue(json({ code: 10010004, msg: '权限不足', data: null, success: false }, 403));
    await expect(request('/api/x')).rejects.toMatchObject({ code: 10010004, message: '权限不足' });
  });
});
