import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExamMarkPage from './index';

const envelope = (code: number, data: unknown, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });
const page = (records: unknown[]) => envelope(0, { records, total: records.length, size: 20, current: 1, pages: 1 });
const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));
const callsTo = (path: string) => calls().filter((c) => c.url === path);

const EXAM = {
  id: 'e1',
  title: '安全生产考试',
  examType_dictText: '正式考试',
  startTime: '2026-01-02T01:00:00.000Z',
  endTime: '2026-01-02T09:00:00.000Z',
  totalScore: 100,
  qualifyScore: 60,
  markCount: 7,
};
const paperRow = (o: { id: string; realName: string; state: number } & Record<string, unknown>) => ({
  examId: 'e1',
  title: '安全生产考试',
  userId: 'u1',
  deptCode_dictText: '安全部',
  totalScore: 100,
  qualifyScore: 60,
  passed: null,
  result_dictText: '',
  createTime: '2026-01-02T02:00:00.000Z',
  handTime: '2026-01-02T02:40:00.000Z',
  limitTime: '2026-01-02T03:00:00.000Z',
  ...o,
});
const PAPERS = [
  paperRow({ id: 'p1', realName: '张三', state: 1, state_dictText: '待阅卷', userScore: 40 }),
  paperRow({
    id: 'p2',
    realName: '李四',
    state: 2,
    state_dictText: '已完成',
    userScore: 80,
    passed: true,
    result_dictText: '通过',
  }),
];

/** The marking server: the scores given so far, per question. */
let marks: Record<string, { score: number; remark: string }>;
function markDetail() {
  const qu = (quId: string, sort: number, answerText: string) => ({
    quId,
    subId: '',
    sort,
    content: `<p>简答${sort}</p>`,
    analysis: sort === 4 ? '<p>先断电</p>' : '',
    maxScore: 10,
    answerText,
    markedScore: marks[quId]?.score ?? null,
    remark: marks[quId]?.remark ?? '',
  });
  return { paper: PAPERS[0], objScore: 40, qus: [qu('q4', 4, '断电后检修'), qu('q5', 5, '')] };
}

beforeEach(() => {
  marks = { q4: { score: 5, remark: '' } };
  sessionStore.set({ user: { permissions: ['exam:mark'] } as unknown as SessionInfo });
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = vi.fn();
  fetchMock.mockImplementation(async (url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}'));
    switch (String(url)) {
      case '/api/exam/exam/paging':
        return page([EXAM]);
      case '/api/paper/mark/paper-paging':
        return page(PAPERS.filter((p) => body.params.state == null || p.state === body.params.state));
      case '/api/paper/mark/paper-detail':
        return envelope(0, markDetail());
      case '/api/paper/mark/fill':
        marks[body.quId] = { score: body.score, remark: body.remark };
        return envelope(0, markDetail());
      case '/api/paper/mark/finish':
        return envelope(0, {
          realName: '张三',
          userScore: 55,
          totalScore: 100,
          objScore: 40,
          subjScore: 15,
          passed: false,
          result_dictText: '未通过',
        });
      default:
        return envelope(0, []);
    }
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  sessionStore.set({ user: null });
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <ExamMarkPage />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}
// Role queries walk antd's tables and are slow in jsdom: buttons are found by their text.
const button = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const footer = () => screen.getByText(/^客观题 .* 分$/);

/** Opens the exam's papers, then 张三's paper in the drawer. */
async function openPaper() {
  renderPage();
  await screen.findByText('安全生产考试', {}, { timeout: 15_000 });
  fireEvent.click(button('去阅卷'));
  await screen.findByText('张三');
  fireEvent.click(button('阅卷', rowOf('张三')));
  await screen.findByText('阅卷：张三（安全生产考试）');
  await screen.findByText('断电后检修');
}

describe('阅卷管理', { timeout: 30_000 }, () => {
  it('lists the exams awaiting marking with their count, then the papers of one, awaiting marking first', async () => {
    renderPage();
    const title = await screen.findByText('安全生产考试', {}, { timeout: 15_000 });
    expect(callsTo('/api/exam/exam/paging')[0].body.params).toEqual({ needMark: true });
    expect(within(title.closest('tr') as HTMLElement).getByText('7')).toBeTruthy();

    fireEvent.click(title);
    expect(await screen.findByText('总分 100，及格 60')).toBeTruthy();
    const zhang = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(callsTo('/api/paper/mark/paper-paging')[0].body.params).toEqual({ examId: 'e1', state: 1 });
    expect(within(zhang).getByText('客观题 40')).toBeTruthy();
    expect(screen.queryByText('李四')).toBeNull();

    fireEvent.click(button('返回考试列表'));
    expect(await screen.findByText('去阅卷')).toBeTruthy();
  });

  it('a finished paper shows its score and result and opens as 查看评分', async () => {
    renderPage();
    fireEvent.click(await screen.findByText('安全生产考试', {}, { timeout: 15_000 }));
    await screen.findByText('张三');
    // all states: the search select cleared
    fireEvent.mouseDown(screen.getByLabelText('阅卷状态'));
    fireEvent.click(await screen.findByTitle('已完成'));
    fireEvent.click(button(/搜\s*索/));
    const li = (await screen.findByText('李四')).closest('tr') as HTMLElement;
    expect(callsTo('/api/paper/mark/paper-paging').at(-1)?.body.params).toEqual({ examId: 'e1', state: 2 });
    expect(within(li).getByText('80 / 100')).toBeTruthy();
    expect(within(li).getByText('通过')).toBeTruthy();
    expect(button('查看评分', li)).toBeTruthy();
  });

  it('the drawer shows each subjective answer, its saved mark and the running total', async () => {
    await openPaper();
    expect(callsTo('/api/paper/mark/paper-detail')).toEqual([
      { url: '/api/paper/mark/paper-detail', body: { id: 'p1' } },
    ]);
    expect(screen.getByText('（试卷第 4 题，满分 10 分）')).toBeTruthy();
    expect(screen.getByText('已评 5 分')).toBeTruthy();
    expect(screen.getByText('未评分')).toBeTruthy();
    expect(screen.getByText('（未作答）')).toBeTruthy();
    expect(screen.getByText('先断电')).toBeTruthy();
    expect(footer().textContent).toBe('客观题 40 分 + 主观题 5 分 = 45 分');
  });

  it('完成阅卷 refuses while an answer has no score', async () => {
    await openPaper();
    fireEvent.click(button('完成阅卷'));
    expect(await screen.findByText('还有 1 道题未评分！')).toBeTruthy();
    expect(callsTo('/api/paper/mark/finish')).toHaveLength(0);
  });

  it('保存评分 saves one score with its remark', async () => {
    await openPaper();
    const save2 = () => button('保存评分', screen.getByText('第 2 题').closest('.ant-card') as HTMLElement);
    expect(save2().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('第2题得分'), { target: { value: '7.5' } });
    fireEvent.change(screen.getByLabelText('第2题评语'), { target: { value: '要点不全' } });
    await waitFor(() => expect(footer().textContent).toBe('客观题 40 分 + 主观题 12.5 分 = 52.5 分'));
    fireEvent.click(save2());
    expect(await screen.findByText('评分已保存')).toBeTruthy();
    expect(callsTo('/api/paper/mark/fill')).toEqual([
      {
        url: '/api/paper/mark/fill',
        body: { paperId: 'p1', quId: 'q5', subId: '', score: 7.5, remark: '要点不全' },
      },
    ]);
    expect(await screen.findByText('已评 7.5 分')).toBeTruthy();
  });

  it('完成阅卷 saves what is still typed, finishes and shows the final score', async () => {
    await openPaper();
    const card2 = screen.getByText('第 2 题').closest('.ant-card') as HTMLElement;
    fireEvent.click(button('满 分', card2));
    await waitFor(() => expect(footer().textContent).toBe('客观题 40 分 + 主观题 15 分 = 55 分'));
    const before = callsTo('/api/paper/mark/paper-paging').length;
    fireEvent.click(button('完成阅卷'));
    expect(await screen.findByText('阅卷完成', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(callsTo('/api/paper/mark/fill').map((c) => c.body)).toEqual([
      { paperId: 'p1', quId: 'q5', subId: '', score: 10, remark: '' },
    ]);
    expect(callsTo('/api/paper/mark/finish')).toEqual([{ url: '/api/paper/mark/finish', body: { id: 'p1' } }]);
    expect(screen.getByText('55 / 100')).toBeTruthy();
    expect(screen.getByText('40 / 15')).toBeTruthy();
    expect(screen.getByText('未通过')).toBeTruthy();
    // the paper list is read again
    await waitFor(() => expect(callsTo('/api/paper/mark/paper-paging').length).toBeGreaterThan(before));
  });
});
