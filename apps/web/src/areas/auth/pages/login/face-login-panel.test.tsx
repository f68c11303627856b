import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetSession, sessionStore } from '@web/core/session';
import { installFakeCamera } from '@web/shared/face-tracking/test-camera';
import type { SessionInfo, SiteData } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LoginPage from './index';

// The detector chunk is replaced by one whose answer the test sets (face.inView).
const face = vi.hoisted(() => ({ inView: false }));
vi.mock('@web/shared/face-tracking/detector', () => ({
  loadFaceDetector: () => Promise.resolve({ detect: async () => face.inView }),
}));

const envelope = (data: unknown, code = 0, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });

const SITE: SiteData = {
  id: '1',
  siteName: '学考',
  frontLogo: '',
  backLogo: '',
  mpCode: '',
  h5Host: '',
  copyRight: '',
  faceLogin: true,
  mobileLogin: false,
  userReg: true,
  userDeptType: 0,
  loginCaptcha: false,
  props: { moduleExam: true, moduleCourse: true, moduleBattle: true, moduleCert: true },
  maintenance: { on: false, msg: '' },
};

const SESSION = {
  token: '',
  id: 'u1',
  userId: 'u1',
  userName: 'learner',
  realName: '学员',
  roles: ['student'],
  roleType: 1,
  permissions: [],
} as unknown as SessionInfo;

const FACE_LOGIN = '/api/sys/user/face-login';
const CHALLENGE = { challengeId: 'c1', instruction: 'closer', text: '', frames: 2, intervalMs: 100, ttlSec: 120 };
/** The challenge call answers CHALLENGE; others go to `other`. */
const withChallenge = (other: (url: string) => Response) => async (url: unknown) =>
  String(url).endsWith('/face-login/challenge') ? envelope(CHALLENGE) : other(String(url));
const fetchMock = vi.fn<typeof fetch>();
const faceCalls = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(FACE_LOGIN))
    .map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as Record<string, string> & { frames?: string[] });

beforeEach(() => {
  face.inView = false;
  installFakeCamera();
  // No canvas in jsdom: the photo is the grey placeholder.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  fetchMock.mockReset();
  fetchMock.mockImplementation(withChallenge((url) => envelope(url.endsWith(FACE_LOGIN) ? SESSION : null)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetSession();
});

function renderLogin(site: SiteData) {
  sessionStore.set({ site });
  render(
    <MemoryRouter initialEntries={['/login']}>
      <App>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/web/index" element={<div>学员首页</div>} />
        </Routes>
      </App>
    </MemoryRouter>,
  );
}

async function openFaceTab() {
  fireEvent.click(screen.getByRole('tab', { name: '刷脸登录' }));
  return screen.findByTestId('face-login');
}

describe('登录页 刷脸登录', { timeout: 30_000 }, () => {
  it('has no 刷脸登录 tab while the switch faceLogin is off', () => {
    renderLogin({ ...SITE, faceLogin: false });
    expect(screen.queryByRole('tab', { name: '刷脸登录' })).toBeNull();
  });

  it('shows the challenge, takes the frames 2 s after a face is found and signs in with them', async () => {
    renderLogin(SITE);
    await openFaceTab();
    expect(await screen.findByText('未识别到人脸，请将人脸置于摄像头中央！')).toBeTruthy();
    expect(faceCalls()).toHaveLength(0);
    face.inView = true;
    expect(await screen.findByText(/很好，请保持这个姿势！ 拍照开始后请慢慢靠近摄像头/)).toBeTruthy();
    const found = Date.now();
    await waitFor(() => expect(faceCalls()).toHaveLength(1), { timeout: 4000 });
    expect(Date.now() - found).toBeGreaterThanOrEqual(1500);
    expect(faceCalls()[0]).toMatchObject({ challengeId: 'c1' });
    expect(faceCalls()[0].frames).toEqual([expect.stringMatching(/^data:image\/png;base64,/), expect.any(String)]);
    expect(await screen.findByText('学员首页')).toBeTruthy();
    expect(sessionStore.get().user?.userName).toBe('learner');
  });

  it('shows the refusal and waits for 重新识别; a captcha asked for is sent with the next photo', async () => {
    fetchMock.mockImplementation(
      withChallenge((url) => {
        if (!url.endsWith(FACE_LOGIN)) return envelope(null);
        return faceCalls().length === 1
          ? envelope(null, 1, '未找到与您匹配的人脸，请使用其他方式登录！')
          : envelope(null, 10010012, '验证码错误或已失效，请点击图片刷新验证码！');
      }),
    );
    face.inView = true;
    renderLogin(SITE);
    await openFaceTab();
    expect((await screen.findByTestId('face-login-error', {}, { timeout: 4000 })).textContent).toContain(
      '未找到与您匹配的人脸',
    );
    await new Promise((r) => setTimeout(r, 2500));
    expect(faceCalls()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '重新识别' }));
    await waitFor(() => expect(faceCalls()).toHaveLength(2), { timeout: 4000 });
    expect((await screen.findByTestId('face-login-error')).textContent).toContain('验证码错误或已失效');
    // the captcha is now asked: 重新识别 needs it
    fireEvent.click(screen.getByRole('button', { name: '重新识别' }));
    expect(await screen.findByText('验证码不能为空！')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入验证码'), { target: { value: 'k7p2' } });
    fireEvent.click(screen.getByRole('button', { name: '重新识别' }));
    await waitFor(() => expect(faceCalls()).toHaveLength(3), { timeout: 4000 });
    expect(faceCalls()[2]).toMatchObject({ captchaValue: 'k7p2' });
    expect(faceCalls()[2].captchaKey).toBeTruthy();
  });
});
