import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BindMobileDialog } from './bind-mobile-dialog';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });

describe('BindMobileDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => ok(null));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const submit = async (props: { mode: 'bind' | 'unbind'; direct?: boolean }) => {
    const onDone = vi.fn();
    render(
      <App>
        <BindMobileDialog open onClose={() => {}} onDone={onDone} {...props} />
      </App>,
    );
    fireEvent.change(screen.getByPlaceholderText('请输入手机号'), { target: { value: '13900000001' } });
    fireEvent.change(screen.getByPlaceholderText('请输入短信验证码'), { target: { value: ' 123456 ' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
    return { url: String(url), body: JSON.parse(String(init?.body)) };
  };

  it('the user centre binds through direct-bind with mobile + smsCode (spec)', async () => {
    const sent = await submit({ mode: 'bind', direct: true });
    expect(sent.url).toBe('/api/sys/user/bind/direct-bind');
    expect(sent.body).toEqual({ mobile: '13900000001', smsCode: '123456' });
  });

  it('unbinds through direct-unbind', async () => {
    expect((await submit({ mode: 'unbind', direct: true })).url).toBe('/api/sys/user/bind/direct-unbind');
  });

  it('without direct (the profile page) it calls bind-mobile', async () => {
    expect((await submit({ mode: 'bind' })).url).toBe('/api/sys/user/bind/bind-mobile');
  });
});
