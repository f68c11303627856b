import { fireEvent, render, screen } from '@testing-library/react';
import { AuthLayout } from '@web/areas/auth/layout/auth-layout';
import ForgotPage from '@web/areas/auth/pages/forgot';
import LoginPage from '@web/areas/auth/pages/login';
import RegisterPage from '@web/areas/auth/pages/register';
import { resetSession, sessionStore } from '@web/core/session';
import type { SiteData } from '@xuekao/contracts';
import { App } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from './core';
import './load-english';

/**
 * The sign-in pages in en-US (issue 17 item 4): no Chinese character but the language switch's own 简体中文
 * (each language is named in itself, marked lang="zh-CN").
 */
const chineseIn = () => {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const el of body.querySelectorAll('[lang="zh-CN"]')) el.remove();
  return [...new Set(body.textContent?.match(/[^\s]*[\u4e00-\u9fff]+[^\s]*/g) ?? [])];
};

const SITE: SiteData = {
  id: '1',
  siteName: 'Xuekao',
  frontLogo: '',
  backLogo: '',
  mpCode: '',
  h5Host: '',
  copyRight: '',
  faceLogin: true,
  mobileLogin: true,
  userReg: true,
  userDeptType: 1,
  loginCaptcha: true,
  props: { moduleExam: true, moduleCourse: true, moduleBattle: true, moduleCert: true },
  maintenance: { on: false, msg: '' },
};

function renderAuth(path: string, page: ReactElement, site: SiteData = SITE) {
  sessionStore.set({ site });
  render(
    <MemoryRouter initialEntries={[path]}>
      <App>
        <Routes>
          <Route element={<AuthLayout />}>
            <Route path={path} element={page} />
          </Route>
        </Routes>
      </App>
    </MemoryRouter>,
  );
}

beforeAll(() => localStorage.setItem(LOCALE_KEY, 'en-US'));
afterAll(() => localStorage.removeItem(LOCALE_KEY));
beforeEach(() => {
  const answer = () =>
    new Response(JSON.stringify({ code: 0, msg: '', data: null, success: true }), {
      headers: { 'Content-Type': 'application/json' },
    });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSession();
});

describe('the sign-in pages in en-US', { timeout: 30_000 }, () => {
  it('login: tabs, fields, links, the language switch and the rule messages in English', async () => {
    renderAuth('/login', <LoginPage />);
    expect(screen.getByRole('tab', { name: 'Account sign-in' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'SMS sign-in' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Face sign-in' })).toBeTruthy();
    expect(screen.getByText('Online learning and exams')).toBeTruthy();
    expect(screen.getByText('Forgot password?')).toBeTruthy();
    expect(screen.getByText('No account? Register now')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your account')).toBeTruthy();
    expect(await screen.findByText('Captcha cannot be empty!')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS sign-in' }));
    await screen.findByPlaceholderText('Enter your mobile number');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Mobile number cannot be empty')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('register: fields and rule messages in English', async () => {
    renderAuth('/register', <RegisterPage />);
    expect(screen.getByText('Learner registration')).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter password again')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Account cannot be empty!')).toBeTruthy();
    expect(await screen.findByText('The two passwords do not match!')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('register when closed', () => {
    renderAuth('/register', <RegisterPage />, { ...SITE, userReg: false });
    expect(screen.getByText('Registration is not open')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('forgot: fields and rule messages in English', async () => {
    renderAuth('/forgot', <ForgotPage />);
    expect(screen.getByText('Reset password', { selector: 'h2' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter new password')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Graphic captcha cannot be empty!')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });
});

describe('the sign-in language switch', () => {
  it('remembers the language picked', () => {
    localStorage.removeItem(LOCALE_KEY);
    renderAuth('/login', <LoginPage />);
    expect(screen.getByRole('button', { name: '简体中文' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'English' })); // jsdom cannot reload: it says so
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en-US');
  });
});
