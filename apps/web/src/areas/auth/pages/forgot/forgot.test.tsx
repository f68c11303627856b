import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ForgotPage from './index';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => ok(null));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const type = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

describe('找回密码', { timeout: 20_000 }, () => {
  it('sends the SMS with one captcha and resets the password with a fresh one on the same key', async () => {
    render(
      <MemoryRouter initialEntries={['/forgot']}>
        <App>
          <ForgotPage />
        </App>
      </MemoryRouter>,
    );
    const image = screen.getByTestId('captcha-image') as HTMLImageElement;
    const firstSrc = image.src;
    type('请输入手机号', '13800138000');
    type('请输入图形验证码', 'ab12');
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(calls().some((c) => c.url.endsWith('/api/sys/user/sms'))).toBe(true));
    const sms = calls().find((c) => c.url.endsWith('/api/sys/user/sms'))!.body;
    expect(sms).toMatchObject({ mobile: '13800138000', smsType: 3, captchaValue: 'ab12' });
    // The SMS used the captcha up: the field is emptied and the image renewed.
    await waitFor(() => expect((screen.getByPlaceholderText('请输入图形验证码') as HTMLInputElement).value).toBe(''));
    await waitFor(() => expect((screen.getByTestId('captcha-image') as HTMLImageElement).src).not.toBe(firstSrc));

    type('请输入图形验证码', 'cd34');
    type('请输入短信验证码', '123456');
    type('请输入新密码', 'abc123');
    type('请再次输入新密码', 'abc123');
    fireEvent.click(screen.getByRole('button', { name: /重置密码/ }));
    await waitFor(() => expect(calls().some((c) => c.url.endsWith('/api/sys/user/forgot'))).toBe(true));
    expect(calls().find((c) => c.url.endsWith('/api/sys/user/forgot'))!.body).toEqual({
      mobile: '13800138000',
      smsCode: '123456',
      password: 'abc123',
      confirm: 'abc123',
      captchaKey: sms.captchaKey,
      captchaValue: 'cd34',
    });
  });
});
