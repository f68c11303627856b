import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage as renderWith } from '@web/test/page-harness';
import type { InitialEntry } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import CourseListPage from './index';

const pagingBodies = () => callsTo('/api/course/course/user-paging');

const course = (o: object) => ({
  cover: '',
  openType: 1,
  openType_dictText: '完全公开',
  startTime: '2026-01-01T00:00:00.000Z',
  endTime: '2026-12-31T00:00:00.000Z',
  state: 0,
  fileCount: 3,
  totalSec: 600,
  points: 0,
  createTime: '2026-01-01T00:00:00.000Z',
  learnSec: 0,
  finishCount: 0,
  process: 0,
  finished: false,
  ...o,
});
const COURSES = [
  course({ id: 'c1', title: '安全生产课程', process: 40, cover: '/upload/c1.png' }),
  course({ id: 'c2', title: '消防课程', process: 100, finished: true, fileCount: 2 }),
];
let total = 2;

beforeEach(() => {
  total = 2;
  mockFetch({ '*': () => ({ records: COURSES, total, size: 30, current: 1, pages: 1 }) });
});

const renderPage = (entry: InitialEntry = '/web/course') =>
  renderWith(<CourseListPage />, { route: entry, path: '/web/course' });
const cardOf = (title: string) => screen.getByText(title).closest('[data-testid="course-card"]') as HTMLElement;

describe('课程学习', { timeout: 30_000 }, () => {
  it('shows each course with cover, file count, progress and 已完成, 30 a page', async () => {
    renderPage();
    await screen.findByText('安全生产课程', {}, { timeout: 15_000 });
    expect(pagingBodies()[0]).toMatchObject({ current: 1, size: 30, params: {} });
    const c1 = cardOf('安全生产课程');
    expect(within(c1).getByText('课件数：3')).toBeTruthy();
    expect(within(c1).getByText('40%')).toBeTruthy();
    expect((within(c1).getByRole('img', { name: '安全生产课程' }) as HTMLImageElement).src).toContain('/upload/c1.png');
    expect(within(c1).queryByText('已完成')).toBeNull();
    const c2 = cardOf('消防课程');
    expect(within(c2).getByText('已完成')).toBeTruthy();
    expect(within(c2).getByTestId('course-cover-placeholder')).toBeTruthy();
    expect(screen.queryByTestId('study-break')).toBeNull();
  });

  it('opens a course view on click', async () => {
    renderPage();
    await screen.findByText('消防课程', {}, { timeout: 15_000 });
    fireEvent.click(cardOf('消防课程'));
    expect(screen.getByTestId('landed').textContent).toBe('/web/course/view/c2');
  });

  it('searches by title from page 1 and pages past 30', async () => {
    total = 45;
    renderPage();
    await screen.findByText('消防课程', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(pagingBodies().at(-1)?.current).toBe(2));
    const box = screen.getByPlaceholderText('搜索课程名称');
    fireEvent.change(box, { target: { value: ' 消防 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(pagingBodies().at(-1)).toMatchObject({ current: 1, params: { title: '消防' } }));
  });

  it('says why study stopped with ?break: the handed-over message, else the default', async () => {
    renderPage({ pathname: '/web/course', search: '?break=c1', state: { breakMsg: '人脸识别连续失败3次！' } });
    expect((await screen.findByTestId('study-break', {}, { timeout: 15_000 })).textContent).toContain(
      '人脸识别连续失败3次！',
    );
  });

  it('says the default break text without a message', async () => {
    renderPage('/web/course?break');
    expect((await screen.findByTestId('study-break', {}, { timeout: 15_000 })).textContent).toContain(
      '学习已中断，请重新进入课程学习。',
    );
  });
});
