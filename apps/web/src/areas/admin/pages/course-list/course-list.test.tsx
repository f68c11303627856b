import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage as renderWith, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import CourseListPage from './index';

const COURSE = {
  id: 'c1',
  title: '安全生产课程',
  cover: '',
  openType: 2,
  openType_dictText: '部门开放',
  startTime: '2026-01-02T01:00:00.000Z',
  endTime: '2026-02-02T01:00:00.000Z',
  state: 0,
  fileCount: 4,
  totalSec: 3725,
  points: 10,
  createTime: '2026-01-01T00:00:00.000Z',
  learnSec: 0,
  finishCount: 0,
  process: 0,
  finished: false,
};

beforeEach(() => {
  signInAs({
    permissions: ['course:list', 'course:add', 'course:edit', 'course:delete', 'course:stat', 'course:notify'],
  });
  mockFetch({
    '/api/course/course/paging': { records: [COURSE], total: 1, size: 20, current: 1, pages: 1 },
    '/api/course/course/prepare-notify': { count: 7 },
    '/api/course/course/state': null,
    '*': [],
  });
});

const renderPage = () =>
  renderWith(<CourseListPage />, {
    path: '/admin/course/list',
    landed: (loc) => `${loc.pathname}${loc.search}`,
  });
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('ListCourse', () => {
  it('lists courses with open type, files, total time and window; notifies and changes state', async () => {
    renderPage();
    await screen.findByText('安全生产课程');
    expect(callsTo('/api/course/course/paging')[0]).toMatchObject({ current: 1, size: 20 });
    const row = rowOf('安全生产课程');
    expect(within(row).getByText('部门开放')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('1小时2分5秒')).toBeTruthy();
    expect(within(row).getByText(/^至 2026-02-02/)).toBeTruthy();

    fireEvent.click(within(row).getByText('通知'));
    fireEvent.click(await screen.findByRole('button', { name: '发 送' }));
    await waitFor(() => expect(callsTo('/api/course/course/prepare-notify')).toEqual([{ id: 'c1' }]));
    expect(await screen.findByText('操作成功！已通知 7 人')).toBeTruthy();

    fireEvent.click(within(row).getByLabelText('状态-c1'));
    await waitFor(() => expect(callsTo('/api/course/course/state')).toEqual([{ ids: ['c1'], state: 1 }]));
    expect(await screen.findByText('状态修改成功!')).toBeTruthy();
  }, 20_000);

  it('edit opens AddCourse with the id, 学习统计 opens CourseStat, 添加 opens AddCourse', async () => {
    const first = renderPage();
    await screen.findByText('安全生产课程');
    fireEvent.click(within(rowOf('安全生产课程')).getByText('编辑'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin/course/add?id=c1');
    first.unmount();

    const second = renderPage();
    await screen.findByText('安全生产课程');
    fireEvent.click(within(rowOf('安全生产课程')).getByText('学习统计'));
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin/course/stat/c1');
    second.unmount();

    renderPage();
    await screen.findByText('安全生产课程');
    fireEvent.click(screen.getByRole('button', { name: /添\s*加/ }));
    expect((await screen.findByTestId('landed')).textContent).toBe('/admin/course/add');
  }, 20_000);
});
