import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExamPicker, PICK_EXAM_WARNING } from './exam-picker';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });
const exam = (id: string, title: string) => ({
  id,
  title,
  examType: 1,
  examType_dictText: '正式考试',
  openType: 1,
  openType_dictText: '完全公开',
  startTime: '2030-01-01T01:00:00.000Z',
  endTime: '2030-01-02T01:00:00.000Z',
});
const exams = [exam('e1', '期中考试'), exam('e2', '期末考试')];

describe('ExamPicker', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    sessionStore.set({ user: { permissions: [] } as unknown as SessionInfo });
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/pagingSelExam')
        ? ok({ records: exams, total: 2, size: 10, current: 1, pages: 1 })
        : ok([]),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('lists exams of pagingSelExam without the excluded ones, warns on nothing ticked, counts the ticked', async () => {
    const onConfirm = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <ExamPicker open excludes={['e9']} onCancel={() => {}} onConfirm={onConfirm} />
        </App>
      </QueryClientProvider>,
    );
    await screen.findByText('期中考试');
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/pagingSelExam'));
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({ size: 10, params: { excludes: ['e9'] } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText(PICK_EXAM_WARNING)).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByText('期末考试').closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /确定（已选 1 个）/ }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith([exams[1]]));
  }, 20_000);
});
