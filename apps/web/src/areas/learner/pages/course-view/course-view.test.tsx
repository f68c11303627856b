import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CourseViewPage from './index';

const envelope = (code: number, data: unknown, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<typeof fetch>();
const bodies = (url: string) =>
  fetchMock.mock.calls.filter(([u]) => String(u) === url).map(([, init]) => JSON.parse(String(init?.body)));

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

const entry = (o: object) => ({
  fileType_dictText: '文档',
  fileSize: 0,
  duration: 0,
  pages: 0,
  needLearn: 100,
  exercisesIdList: [],
  learnSec: 0,
  lastPos: 0,
  finished: false,
  ...o,
});
const DETAIL = {
  id: 'c1',
  title: '安全生产课程',
  cover: '',
  content: '',
  openType: 1,
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: '2026-12-31T00:00:00.000Z',
  points: 0,
  examId: '',
  certId: '',
  faceCam: false,
  faceInterval: 0,
  faceIntervalTime: 0,
  handCam: false,
  uploadPhoto: false,
  videoDrag: true,
  tripleSpeed: false,
  checkOn: false,
  checkSec: 0,
  exercises: false,
  exercisesCount: 0,
  chapters: [
    {
      title: '第一章 基础',
      files: [
        entry({ fileId: 'f1', title: '安全守则', fileType: 11, learnSec: 100, finished: true }),
        entry({ fileId: 'f2', title: '操作手册', fileType: 22, learnSec: 50 }),
      ],
    },
    { title: '第二章 提高', files: [entry({ fileId: 'f3', title: '事故案例', fileType: 11 })] },
  ],
  learnSec: 150,
  process: 50,
  finished: false,
  breakMsg: '',
};
const FILES: Record<string, object> = {
  f1: { fileId: 'f1', fileType: 11, fileUrl: '/upload/a.pdf', viewUrl: 'https://view/a' },
  f2: { fileId: 'f2', fileType: 22, fileUrl: '/upload/b.zip', viewUrl: '' },
  f3: { fileId: 'f3', fileType: 11, fileUrl: 'javascript:alert(1)', viewUrl: '' },
};

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = vi.fn();
  sessionStore.set({ user: { userId: 'u1', permissions: [] } as unknown as SessionInfo });
  fetchMock.mockImplementation(async (url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (String(url) === '/api/course/course/detail') return envelope(0, DETAIL);
    if (String(url) === '/api/course/file/fetch-file') return envelope(0, FILES[body.fileId]);
    return envelope(1, null, '?');
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStore.set({ user: null });
});

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/web/course/view/:courseId" element={<CourseViewPage />} />
            <Route path="/web/course/view/:courseId/:fileId" element={<CourseViewPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
const fileButton = (title: string) =>
  within(screen.getByTestId('catalogue')).getByText(title).closest('[data-testid="catalogue-file"]') as HTMLElement;

describe('课程详情', { timeout: 30_000 }, () => {
  it('shows the catalogue and opens the first unfinished file with its socket', async () => {
    renderPage('/web/course/view/c1');
    await screen.findByText('第一章 基础', {}, { timeout: 15_000 });
    expect(bodies('/api/course/course/detail')[0]).toEqual({ id: 'c1' });
    expect(screen.getByText('第二章 提高')).toBeTruthy();
    expect(within(fileButton('安全守则')).getByLabelText('已完成')).toBeTruthy();
    expect(within(fileButton('操作手册')).getByText('50%')).toBeTruthy();
    expect(fileButton('操作手册').getAttribute('aria-current')).toBe('true');
    // type 22: a download of its fileUrl
    const download = await screen.findByRole('link', { name: /下载课件/ });
    expect(download.getAttribute('href')).toBe('/upload/b.zip');
    expect(bodies('/api/course/file/fetch-file')[0]).toEqual({ courseId: 'c1', fileId: 'f2' });
    expect(FakeSocket.all.at(-1)?.url).toContain('/api/socket/read/u1/c1/f2');
  });

  it('picks a file from the catalogue: a document shows its view address in a frame', async () => {
    renderPage('/web/course/view/c1');
    await screen.findByTestId('catalogue', {}, { timeout: 15_000 });
    fireEvent.click(fileButton('安全守则'));
    const frame = (await screen.findByTestId('doc-player')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://view/a');
    expect(fileButton('安全守则').getAttribute('aria-current')).toBe('true');
    await waitFor(() => expect(FakeSocket.all.at(-1)?.url).toContain('/api/socket/read/u1/c1/f1'));
  });

  it('opens the file of the address and never loads a script address', async () => {
    renderPage('/web/course/view/c1/f3');
    await screen.findByText('事故案例', { selector: 'span' }, { timeout: 15_000 });
    expect(await screen.findByText('暂无相关数据！')).toBeTruthy();
    expect(screen.queryByTestId('doc-player')).toBeNull();
  });

  it('updates the shown progress from the socket and says when the file is finished', async () => {
    renderPage('/web/course/view/c1/f3');
    await screen.findByText('第二章 提高', {}, { timeout: 15_000 });
    const s = FakeSocket.all.at(-1) as FakeSocket;
    act(() => {
      s.readyState = 1;
      s.onopen?.();
      s.onmessage?.({
        data: JSON.stringify({ stopped: false, stopMsg: '', all: false, current: false, learnSec: 30, due: '' }),
      });
    });
    await waitFor(() => expect(within(fileButton('事故案例')).getByText('30%')).toBeTruthy());
    act(() => {
      s.onmessage?.({
        data: JSON.stringify({ stopped: false, stopMsg: '', all: false, current: true, learnSec: 100, due: '' }),
      });
    });
    expect(await screen.findByText('当前课件学习完成！')).toBeTruthy();
    await waitFor(() => expect(bodies('/api/course/course/detail').length).toBeGreaterThan(1));
  });
});
