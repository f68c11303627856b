import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { callsTo, mockFetch, renderPage as renderWith, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import CourseStatPage, { finishRate } from './index';

const SUMMARY = {
  courseId: 'c1',
  title: '安全生产课程',
  learners: 8,
  finished: 3,
  avgSec: 3725,
  files: [{ fileId: 'f1', title: '消防演练视频', needLearn: 600, learners: 8, finished: 3 }],
};
const USER = {
  userId: 'u1',
  userName: 'zhangsan',
  realName: '张三',
  deptCode: 'A01',
  deptCode_dictText: '安全部',
  learnSec: 65,
  finishCount: 1,
  fileCount: 2,
  process: 50,
  finished: false,
  updateTime: '2026-01-02T03:00:00.000Z',
};

beforeEach(() => {
  signInAs({ permissions: ['course:stat'] });
  mockFetch({
    '/api/course/stat/summary': SUMMARY,
    '/api/course/stat/user-paging': { records: [USER], total: 1, size: 20, current: 1, pages: 1 },
    '/api/course/stat/export': () =>
      new Response('xlsx', {
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
    '*': [],
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});

const renderPage = () =>
  renderWith(<CourseStatPage />, { route: '/admin/course/stat/c1', path: '/admin/course/stat/:courseId' });

describe('CourseStat', () => {
  it('finish rate is finishers over learners, - without learners', () => {
    expect(finishRate(3, 8)).toBe('37.5%');
    expect(finishRate(0, 0)).toBe('-');
  });

  it('shows the summary, each file and the learners of the course, and exports them', async () => {
    renderPage();
    expect(await screen.findByText('学习统计：安全生产课程')).toBeTruthy();
    expect(callsTo('/api/course/stat/summary')).toEqual([{ id: 'c1' }]);
    expect(screen.getByText('1小时2分5秒')).toBeTruthy();
    const fileRow = screen.getByText('消防演练视频').closest('tr') as HTMLElement;
    expect(within(fileRow).getByText('10分')).toBeTruthy();
    expect(within(fileRow).getByText('37.5%')).toBeTruthy();

    const userRow = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(callsTo('/api/course/stat/user-paging')[0]).toMatchObject({ params: { courseId: 'c1' } });
    expect(within(userRow).getByText('安全部')).toBeTruthy();
    expect(within(userRow).getByText('1分5秒')).toBeTruthy();
    expect(within(userRow).getByText('1/2')).toBeTruthy();
    expect(within(userRow).getByText('未完成')).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('姓名'), { target: { value: '张' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(callsTo('/api/course/stat/user-paging').at(-1)).toMatchObject({
        params: { courseId: 'c1', realName: '张' },
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(effects.notify).not.toHaveBeenCalled());
    expect(await screen.findByText('数据导出成功！')).toBeTruthy();
    expect(callsTo('/api/course/stat/export')[0]).toMatchObject({ params: { courseId: 'c1', realName: '张' } });
  }, 20_000);
});
