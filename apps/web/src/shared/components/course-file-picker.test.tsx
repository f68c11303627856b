import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseFilePicker, PICK_FILE_WARNING } from './course-file-picker';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });
const file = (id: string, title: string) => ({
  id,
  fileId: id,
  catId: 'k1',
  catId_dictText: '安全',
  title,
  fileType: 1,
  fileType_dictText: '视频',
  fileUrl: '/f/a.mp4',
  viewUrl: '',
  fileSize: 1024,
  duration: 125,
  pages: 0,
  needLearn: 125,
  exercisesIdList: [],
  createTime: '2026-01-01T00:00:00.000Z',
  updateTime: '2026-01-01T00:00:00.000Z',
});
const FILES = [file('f1', '消防演练视频'), file('f2', '安全须知视频')];
const TREE = [{ id: 'k1', parentId: '', title: '安全培训', sort: 0, children: [] }];

describe('CourseFilePicker', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const pagingBodies = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/course/file/paging')
      .map(([, init]) => JSON.parse(String(init?.body)));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    sessionStore.set({ user: { permissions: [] } as unknown as SessionInfo });
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path === '/api/course/cat/tree') return ok(TREE);
      if (path === '/api/course/file/paging') return ok({ records: FILES, total: 2, size: 10, current: 1, pages: 1 });
      return ok([]);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists files without those in the course, filters by folder, warns on none and confirms the ticked', async () => {
    const onConfirm = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <CourseFilePicker open excludes={['f9']} onCancel={() => {}} onConfirm={onConfirm} />
        </App>
      </QueryClientProvider>,
    );
    await screen.findByText('消防演练视频');
    expect(pagingBodies()[0]).toMatchObject({ size: 10, params: { excludes: ['f9'] } });
    expect(pagingBodies()[0].params.catId).toBeUndefined();
    expect(screen.getAllByText('02:05').length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByText('安全培训'));
    await waitFor(() => expect(pagingBodies().at(-1)).toMatchObject({ params: { catId: 'k1', excludes: ['f9'] } }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(PICK_FILE_WARNING)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByText('安全须知视频').closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /确定（已选 1 个）/ }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith([FILES[1]]));
  }, 20_000);
});
