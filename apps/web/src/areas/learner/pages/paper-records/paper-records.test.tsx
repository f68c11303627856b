import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, mockFetch, renderPage as renderWith } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import PaperRecordsPage from './index';

const paper = (o: object) => ({
  examId: 'e1',
  title: '安全生产考试',
  userId: 'u1',
  realName: '张三',
  deptCode_dictText: '安全部',
  totalScore: 100,
  qualifyScore: 60,
  userScore: 0,
  passed: null,
  result_dictText: '',
  createTime: '2026-01-02T02:00:00.000Z',
  handTime: '',
  limitTime: '2026-01-02T03:00:00.000Z',
  ...o,
});
const PAPERS = [
  paper({ id: 'p3', state: 0, state_dictText: '考试中' }),
  paper({ id: 'p2', state: 1, state_dictText: '待阅卷', userScore: 30, handTime: '2026-01-01T02:30:00.000Z' }),
  paper({
    id: 'p1',
    state: 2,
    state_dictText: '已完成',
    userScore: 85,
    passed: true,
    result_dictText: '通过',
    handTime: '2025-12-30T02:30:00.000Z',
  }),
];

let total: number;
beforeEach(() => {
  total = PAPERS.length;
  mockFetch({ '*': () => ({ records: PAPERS, total, size: 10, current: 1, pages: 1 }) });
});

const renderPage = () =>
  renderWith(<PaperRecordsPage />, { route: '/web/paper/list/e1/u1', path: '/web/paper/list/:examId/:userId' });
const rowOf = (state: string) => screen.getByText(state).closest('tr') as HTMLElement;
const button = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;

describe('考试记录', { timeout: 30_000 }, () => {
  it("asks for the learner's papers of the exam, newest first, and titles the page with the exam", async () => {
    renderPage();
    expect(await screen.findByText('考试记录 · 安全生产考试', {}, { timeout: 15_000 })).toBeTruthy();
    const [first] = calls();
    expect(first.url).toBe('/api/paper/paper/paging');
    expect(first.body).toMatchObject({
      current: 1,
      size: 10,
      params: { examId: 'e1', userId: 'u1' },
      orders: [{ column: 'createTime', asc: false }],
    });
  });

  it('shows a score and result only when there is one, and numbers the rows', async () => {
    renderPage();
    await screen.findByText('已完成', {}, { timeout: 15_000 });
    const done = rowOf('已完成');
    expect(within(done).getByText('85 / 100')).toBeTruthy();
    expect(within(done).getByText('通过')).toBeTruthy();
    expect(within(done).getByText('3')).toBeTruthy();
    const marking = rowOf('待阅卷');
    expect(within(marking).queryByText(/\/ 100/)).toBeNull();
    expect(within(marking).getAllByText('-')).toHaveLength(2); // score and result
    const writing = rowOf('考试中');
    expect(within(writing).getAllByText('-')).toHaveLength(3); // hand time, score and result
  });

  it('继续 resumes the paper in progress', async () => {
    renderPage();
    await screen.findByText('考试中', {}, { timeout: 15_000 });
    fireEvent.click(button('继续', rowOf('考试中')));
    expect(screen.getByTestId('landed').textContent).toBe('/web/exam/start/e1');
  });

  it('查看 opens the result of the paper', async () => {
    renderPage();
    await screen.findByText('已完成', {}, { timeout: 15_000 });
    fireEvent.click(button('查看', rowOf('已完成')));
    expect(screen.getByTestId('landed').textContent).toBe('/web/exam/result/p1');
  });

  it('我的成绩 goes back to the score list', async () => {
    renderPage();
    await screen.findByText('已完成', {}, { timeout: 15_000 });
    fireEvent.click(button('我的成绩'));
    expect(screen.getByTestId('landed').textContent).toBe('/web/paper');
  });

  it('pages by 10, numbering on from the page', async () => {
    total = 25;
    renderPage();
    await screen.findByText('已完成', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls().at(-1)?.body.current).toBe(2));
    await waitFor(() => expect(within(rowOf('考试中')).getByText('11')).toBeTruthy());
  });

  it('says 暂无相关数据！ without papers', async () => {
    mockFetch({ '*': { records: [], total: 0, size: 10, current: 1, pages: 0 } });
    renderPage();
    expect(await screen.findByText('暂无相关数据！', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('考试记录')).toBeTruthy();
  });
});
