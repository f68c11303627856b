import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, mockFetch, renderPage as renderWith, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import ExamListPage from './index';

const pagingCalls = () => calls().filter((c) => c.url === '/api/exam/exam/paging');

const exam = (o: object) => ({
  examType: 1,
  examType_dictText: '正式考试',
  openType: 1,
  openType_dictText: '完全公开',
  startTime: '2026-01-02T01:00:00.000Z',
  endTime: '2026-01-02T09:00:00.000Z',
  totalTime: 60,
  totalScore: 100,
  qualifyScore: 60,
  quCount: 20,
  chance: 2,
  state: 0,
  state_dictText: '正常',
  timeState: 1,
  createTime: '2026-01-01T00:00:00.000Z',
  myTries: 0,
  myMaxScore: 0,
  myPassed: false,
  myPaperId: '',
  ...o,
});
const EXAMS = [
  exam({ id: 'e1', title: '安全生产考试' }),
  exam({ id: 'e2', title: '消防知识考试', myTries: 1, myPaperId: 'p9' }),
  exam({ id: 'e3', title: '质量管理考试', chance: 1, myTries: 1, myMaxScore: 55 }),
  exam({ id: 'e4', title: '年终考试', timeState: 0, chance: 0 }),
  exam({ id: 'e5', title: '环保考试', timeState: 2, myTries: 2, myMaxScore: 88, myPassed: true }),
];

let total: number;
let running: unknown;
beforeEach(() => {
  total = EXAMS.length;
  running = null;
  signInAs({ userId: 'u1', permissions: [] });
  mockFetch({
    '/api/paper/paper/check-process': () => running,
    '*': () => ({ records: EXAMS, total, size: 30, current: 1, pages: 1 }),
  });
});

const renderPage = () => renderWith(<ExamListPage />, { path: '/web/index' });
const cardOf = (title: string) => screen.getByText(title).closest('[data-testid="exam-card"]') as HTMLElement;
const button = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;

describe('在线考试', { timeout: 30_000 }, () => {
  it('shows each exam with its entry by time, attempts and a paper in progress', async () => {
    renderPage();
    await screen.findByText('安全生产考试', {}, { timeout: 15_000 });
    expect(pagingCalls()[0].body).toMatchObject({ current: 1, size: 30, params: {} });

    const open = cardOf('安全生产考试');
    expect(within(open).getByText('进行中')).toBeTruthy();
    expect(button('进入考试', open)).toBeTruthy();
    expect(within(open).getByText('考试次数：0/2')).toBeTruthy();
    expect(within(open).getByText('最高分：-')).toBeTruthy();
    expect(button('考试记录', open).disabled).toBe(true);
    expect(within(open).getByText('考试时长 60 分钟 · 共 20 题')).toBeTruthy();
    expect(within(open).getByText('总分 100 分 · 及格 60 分')).toBeTruthy();

    expect(button('继续考试', cardOf('消防知识考试'))).toBeTruthy();

    const usedUp = cardOf('质量管理考试');
    expect(button('次数已用完', usedUp)).toBeTruthy();
    expect(within(usedUp).getByTestId('my-max-score').textContent).toBe('55');
    expect(within(usedUp).getByTestId('my-max-score').className).toContain('danger');

    const soon = cardOf('年终考试');
    expect(within(soon).getByText('未开始')).toBeTruthy();
    expect(button('查看考试', soon)).toBeTruthy();
    expect(within(soon).getByText('考试次数：0/不限')).toBeTruthy();

    const ended = cardOf('环保考试');
    expect(within(ended).getByText('已结束')).toBeTruthy();
    expect(within(ended).getByTestId('my-max-score').className).toContain('success');
    expect(screen.queryByTestId('exam-in-progress')).toBeNull();
  });

  it('进入考试 leads to the check page of the exam', async () => {
    renderPage();
    await screen.findByText('安全生产考试', {}, { timeout: 15_000 });
    fireEvent.click(button('进入考试', cardOf('安全生产考试')));
    expect(screen.getByTestId('landed').textContent).toBe('/web/exam/check/e1');
  });

  it("考试记录 lists the learner's own papers of the exam", async () => {
    renderPage();
    await screen.findByText('质量管理考试', {}, { timeout: 15_000 });
    fireEvent.click(button('考试记录', cardOf('质量管理考试')));
    expect(screen.getByTestId('landed').textContent).toBe('/web/paper/list/e3/u1');
  });

  it('offers to resume a paper in progress above the list', async () => {
    running = { paperId: 'p9', examId: 'e2', title: '消防知识考试', leftSeconds: 300 };
    renderPage();
    const alert = await screen.findByTestId('exam-in-progress', {}, { timeout: 15_000 });
    expect(within(alert).getByText('您有正在进行的考试：消防知识考试')).toBeTruthy();
    expect(calls().find((c) => c.url === '/api/paper/paper/check-process')?.body).toEqual({});
    fireEvent.click(button('继续考试', alert));
    expect(screen.getByTestId('landed').textContent).toBe('/web/exam/start/e2');
  });

  it('shows the title on its own full-width lines: two at most, the whole title on hover', async () => {
    const long = `年度安全生产与消防知识综合考试（第一批次）${'甲'.repeat(40)}`;
    mockFetch({
      '/api/paper/paper/check-process': null,
      '*': () => ({ records: [exam({ id: 'e9', title: long })], total: 1, size: 30, current: 1, pages: 1 }),
    });
    renderPage();
    const title = await screen.findByTestId('exam-card-title', {}, { timeout: 15_000 });
    expect(title.textContent).toBe(long);
    expect(title.getAttribute('title')).toBe(long);
    expect(title.style.webkitLineClamp).toBe('2');
    expect(title.style.overflowWrap).toBe('anywhere');
    expect(title.style.textOverflow).toBe('');
    // Not in the header beside the tags (where it was cut to "示.." at 1440 px).
    expect(title.closest('.ant-card-head')).toBeNull();
  });

  it('searches by title from page 1, and pages when there are more than 30 (the grid page size)', async () => {
    total = 31;
    renderPage();
    await screen.findByText('安全生产考试', {}, { timeout: 15_000 });
    expect(screen.getByText('共 31 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(pagingCalls().at(-1)?.body.current).toBe(2));
    const box = screen.getByPlaceholderText('搜索考试名称');
    fireEvent.change(box, { target: { value: ' 消防 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(pagingCalls().at(-1)?.body).toMatchObject({ current: 1, params: { title: '消防' } }));
  });

  it('says 暂无相关数据！ without exams, and shows no pager', async () => {
    mockFetch({
      '/api/paper/paper/check-process': null,
      '*': { records: [], total: 0, size: 30, current: 1, pages: 0 },
    });
    renderPage();
    expect(await screen.findByText('暂无相关数据！', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTitle('2')).toBeNull();
  });
});
