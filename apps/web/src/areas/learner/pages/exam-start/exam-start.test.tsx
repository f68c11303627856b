import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { effects } from '@web/api/request';
import { FULLSCREEN_CHECK_MS } from '@web/shared/exam/use-fullscreen-guard';
import { resetMemoryTables } from '@web/shared/offline/local-store';
import { App } from 'antd';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ExamStartPage from './index';

const envelope = (code: number, data: unknown, msg = '操作成功！') =>
  new Response(JSON.stringify({ code, msg, data, success: code === 0 }), {
    headers: { 'Content-Type': 'application/json' },
  });
const fetchMock = vi.fn<typeof fetch>();
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? '{}')) }));
const callsTo = (path: string) => calls().filter((c) => c.url.endsWith(path));
/** A fill-answer body as the answer journal sends it: the answer with its number and time stamp. */
const journaled = (body: Record<string, unknown>) => ({ ...body, seq: expect.any(Number), at: expect.any(Number) });

const option = (id: string, tag: string, content: string) => ({ id, tag, content, image: '' });
/** The paper's questions: q1 single (answered before a reload), q2 single, q3 short answer. */
const QUS = {
  q1: { sort: 1, quType: 1, quType_dictText: '单选题', content: '<p>第一题题干</p>' },
  q2: { sort: 2, quType: 1, quType_dictText: '单选题', content: '<p>第二题题干</p>' },
  q3: { sort: 3, quType: 4, quType_dictText: '简答题', content: '<p>第三题题干</p>' },
} as const;
type QuId = keyof typeof QUS;

/** A small exam server: answers are kept, the card and counts follow them. */
let server: {
  state: number;
  leftSeconds: number;
  answers: Partial<Record<QuId, unknown>>;
  create: () => Response;
  process: () => Response;
  hand: () => Response;
  fill?: () => Response;
};

function detail() {
  const ids = Object.keys(QUS) as QuId[];
  const item = (id: QuId) => ({
    quId: id,
    sort: QUS[id].sort,
    quType: QUS[id].quType,
    score: 5,
    answered: id in server.answers,
  });
  return {
    id: 'p1',
    examId: 'e1',
    userId: 'u1',
    title: '安全生产考试',
    state: server.state,
    state_dictText: server.state === 0 ? '考试中' : '待阅卷',
    totalScore: 15,
    qualifyScore: 9,
    quCount: 3,
    answeredCount: ids.filter((id) => id in server.answers).length,
    createTime: '2026-01-02T03:00:00.000Z',
    limitTime: '2026-01-02T04:00:00.000Z',
    leftSeconds: server.leftSeconds,
    serverTime: '2026-01-02T03:00:00.000Z',
    leaveTimes: 0,
    faceFails: 0,
    rules: {
      copyPaste: true,
      leaveOn: false,
      leaveCheck: 5,
      leaveCount: 3,
      camOn: false,
      camInterval: 1,
      faceLimit: 3,
      handMin: 0,
      showAnswer: false,
    },
    groups: [
      {
        quType: 1,
        quType_dictText: '单选题',
        title: '一、单选题（共2题）',
        quCount: 2,
        totalScore: 10,
        quList: [item('q1'), item('q2')],
      },
      {
        quType: 4,
        quType_dictText: '简答题',
        title: '二、简答题（共1题）',
        quCount: 1,
        totalScore: 5,
        quList: [item('q3')],
      },
    ],
  };
}

function quDetail(quId: QuId) {
  const q = QUS[quId];
  return {
    paperId: 'p1',
    quId,
    sort: q.sort,
    score: 5,
    answered: quId in server.answers,
    answer: server.answers[quId] ?? null,
    qu: {
      id: quId,
      quType: q.quType,
      quType_dictText: q.quType_dictText,
      level: 1,
      content: q.content,
      image: '',
      answerList: q.quType === 1 ? [option(`${quId}a`, 'A', '正确的做法'), option(`${quId}b`, 'B', '错误的做法')] : [],
      rightList: [],
      subList: [],
    },
  };
}

beforeEach(() => {
  // the device store is per test: a paper or answers kept by the last test must not open this one
  resetMemoryTables();
  server = {
    state: 0,
    leftSeconds: 3600,
    answers: { q1: { optionIds: ['q1a'] } },
    create: () => envelope(0, { id: 'p1' }),
    process: () => envelope(0, null),
    hand: () => {
      server.state = 1;
      return envelope(0, { id: 'p1' });
    },
  };
  vi.stubGlobal('fetch', fetchMock);
  effects.notify = vi.fn();
  fetchMock.mockImplementation(async (url, init) => {
    const path = String(url);
    const body = JSON.parse(String(init?.body ?? '{}'));
    if (path.endsWith('/create-paper')) return server.create();
    if (path.endsWith('/check-process')) return server.process();
    if (path.endsWith('/paper-detail')) return envelope(0, detail());
    if (path.endsWith('/qu-detail')) return envelope(0, quDetail(body.quId));
    if (path.endsWith('/fill-answer')) {
      if (server.fill) return server.fill();
      server.answers[body.quId as QuId] = body.answer;
      return envelope(0, { quId: body.quId, answered: true });
    }
    if (path.endsWith('/hand-exam')) return server.hand();
    return envelope(1, null, `no route ${path}`);
  });
  // a browser that can go fullscreen, starting in a window
  fsElement = null;
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fsElement });
  Object.defineProperty(document.documentElement, 'requestFullscreen', {
    configurable: true,
    value: async () => {
      fsElement = document.documentElement;
      document.dispatchEvent(new Event('fullscreenchange'));
    },
  });
  Object.defineProperty(document, 'exitFullscreen', {
    configurable: true,
    value: async () => {
      fsElement = null;
    },
  });
});
let fsElement: Element | null = null;
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
  Reflect.deleteProperty(document, 'exitFullscreen');
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
});

function Landed({ name }: { name: string }) {
  const { id } = useParams();
  return <div data-testid="landed">{`${name} ${id ?? ''}`.trim()}</div>;
}

function renderPage(entry: { password: string; faceToken: string } | null = { password: 'pw', faceToken: '' }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[{ pathname: '/web/exam/start/e1', state: entry }]}>
          <Routes>
            <Route path="/web/exam/start/:id" element={<ExamStartPage />} />
            <Route path="/web/exam/result/:id" element={<Landed name="result" />} />
            <Route path="/web/exam/check/:id" element={<Landed name="check" />} />
            <Route path="/web/index" element={<Landed name="index" />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

/** The page has loaded the paper and opened a question (a cold first render of antd takes a while). */
const opened = (stem: string) => screen.findByText(stem, {}, { timeout: 15_000 });
const question = () => screen.getByTestId('exam-question');
/** A dialog button; a dialog closed a moment ago may still be fading out, so the newest is the last. */
const okButton = async (name: string) =>
  (await screen.findAllByText(name, { selector: 'button span' })).at(-1)?.closest('button') as HTMLButtonElement;
// Role queries are slow in jsdom on a page this size: buttons are found by their text.
const button = (name: string) =>
  screen.getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;

describe('开始考试', { timeout: 30_000 }, () => {
  it('starts the paper with the entry proof and opens the first unanswered question behind the fullscreen mask', async () => {
    renderPage();
    expect(await opened('第二题题干')).toBeTruthy();
    expect(callsTo('/create-paper')[0].body).toEqual({ examId: 'e1', password: 'pw', faceToken: '' });
    // the question opened first; every question of the paper is read ahead, each once
    await waitFor(() =>
      expect(
        callsTo('/qu-detail')
          .map((c) => c.body.quId)
          .sort(),
      ).toEqual(['q1', 'q2', 'q3']),
    );
    expect(within(question()).getByText(/第 2 题 \/ 共 3 题/)).toBeTruthy();
    expect(screen.getByText('1/3')).toBeTruthy();
    expect(screen.getByTestId('card-1').getAttribute('data-answered')).toBe('true');
    expect(document.body.classList.contains('xk-exam-mode')).toBe(true);
    // covered until fullscreen
    const mask = screen.getByTestId('fullscreen-mask');
    expect(within(mask).getByText('安全生产考试')).toBeTruthy();
    fireEvent.click(screen.getByTestId('enter-fullscreen'));
    await waitFor(() => expect(screen.queryByTestId('fullscreen-mask')).toBeNull());
  });

  it('covers the page again at the next 3 s re-check after fullscreen was left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fsElement = document.documentElement;
    renderPage();
    await opened('第二题题干');
    expect(screen.queryByTestId('fullscreen-mask')).toBeNull();
    fsElement = null; // Esc: no fullscreenchange in some browsers
    act(() => {
      vi.advanceTimersByTime(FULLSCREEN_CHECK_MS - 1);
    });
    expect(screen.queryByTestId('fullscreen-mask')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByTestId('fullscreen-mask')).toBeTruthy();
  });

  it('a browser without fullscreen cannot run the exam', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => false });
    renderPage();
    expect(await screen.findByText('you browser can not work')).toBeTruthy();
    expect(screen.queryByTestId('enter-fullscreen')).toBeNull();
  });

  it('saves a single choice on selection and marks it on the card', async () => {
    fsElement = document.documentElement;
    renderPage();
    await opened('第二题题干');
    fireEvent.click(screen.getByTestId('option-A'));
    await waitFor(() =>
      expect(callsTo('/fill-answer')).toEqual([
        {
          url: '/api/paper/paper/fill-answer',
          body: journaled({ paperId: 'p1', quId: 'q2', answer: { optionIds: ['q2a'] } }),
        },
      ]),
    );
    await waitFor(() => expect(screen.getByText('2/3')).toBeTruthy());
    expect(screen.getByTestId('card-2').getAttribute('data-answered')).toBe('true');
    expect(within(question()).getByTestId('qu-saved')).toBeTruthy();
    // the answer card was updated from the fill answer, not re-read
    expect(callsTo('/paper-detail')).toHaveLength(1);
  });

  it('saves a typed short answer when the learner moves on without 确认答案', async () => {
    fsElement = document.documentElement;
    renderPage();
    await opened('第二题题干');
    fireEvent.click(screen.getByTestId('card-3'));
    expect(await screen.findByText('第三题题干')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入答案'), { target: { value: '先断电再检修' } });
    expect(screen.getByText('答案已修改，请点击“确认答案”保存')).toBeTruthy();
    expect(callsTo('/fill-answer')).toHaveLength(0);
    fireEvent.click(button('上一题'));
    expect(await screen.findByText('第二题题干')).toBeTruthy();
    expect(callsTo('/fill-answer')).toEqual([
      {
        url: '/api/paper/paper/fill-answer',
        body: journaled({ paperId: 'p1', quId: 'q3', answer: { text: '先断电再检修' } }),
      },
    ]);
    expect(screen.getByTestId('card-3').getAttribute('data-answered')).toBe('true');
  });

  it('saves a short answer on 确认答案', async () => {
    fsElement = document.documentElement;
    renderPage();
    await opened('第二题题干');
    fireEvent.click(button('下一题'));
    await screen.findByText('第三题题干');
    expect(button('下一题').hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('请输入答案'), { target: { value: '戴好安全帽' } });
    fireEvent.click(screen.getByTestId('save-answer'));
    await waitFor(() => expect(callsTo('/fill-answer')).toHaveLength(1));
    expect(callsTo('/fill-answer')[0].body.answer).toEqual({ text: '戴好安全帽' });
    expect(await within(question()).findByTestId('qu-saved')).toBeTruthy();
  });

  it('交卷 asks first, naming the unanswered count; 继续答题 keeps the exam, 确定交卷 hands in and shows the result', async () => {
    fsElement = document.documentElement;
    renderPage();
    await opened('第二题题干');
    fireEvent.click(screen.getByTestId('hand-exam'));
    expect(await screen.findByText('交卷确认', { selector: '.ant-modal-confirm-title' })).toBeTruthy();
    expect(screen.getByText('您还有 2 道题未作答，确定要交卷吗？')).toBeTruthy();
    fireEvent.click(await okButton('继续答题'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(callsTo('/hand-exam')).toHaveLength(0);
    expect(screen.queryByTestId('landed')).toBeNull();

    fireEvent.click(screen.getByTestId('hand-exam'));
    fireEvent.click(await okButton('确定交卷'));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('result p1'));
    expect(callsTo('/hand-exam')).toEqual([{ url: '/api/paper/paper/hand-exam', body: { id: 'p1' } }]);
    // the exam page's effects are cleaned up after the result page is shown (passive effects): wait for it
    await waitFor(() => expect(document.body.classList.contains('xk-exam-mode')).toBe(false));
  });

  it('交卷 with every question answered says so', async () => {
    fsElement = document.documentElement;
    server.answers = { q1: { optionIds: ['q1a'] }, q2: { optionIds: ['q2b'] }, q3: { text: '答' } };
    renderPage();
    await opened('第一题题干'); // all answered: the first question
    fireEvent.click(screen.getByTestId('hand-exam'));
    expect(await screen.findByText('您已完成全部试题，确定要交卷吗？')).toBeTruthy();
  });

  it('a refused hand-in re-reads the paper: handed in meanwhile leads to the result, else the exam stays', async () => {
    fsElement = document.documentElement;
    server.hand = () => envelope(20010004, null, '答题时间不足，暂不能交卷！');
    renderPage();
    await opened('第二题题干');
    fireEvent.click(screen.getByTestId('hand-exam'));
    fireEvent.click(await okButton('确定交卷'));
    await waitFor(() => expect(effects.notify).toHaveBeenCalledWith('答题时间不足，暂不能交卷！'));
    await waitFor(() => expect(callsTo('/paper-detail')).toHaveLength(2));
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(screen.getByTestId('hand-exam')).toBeTruthy();

    server.hand = () => {
      server.state = 1; // the deadline sweeper was first
      return envelope(20010003, null, '考试已交卷，无法继续作答！');
    };
    fireEvent.click(screen.getByTestId('hand-exam'));
    fireEvent.click(await okButton('确定交卷'));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('result p1'));
  });

  it('an answer refused because the paper was handed in leads to the result, naming the question that did not count', async () => {
    fsElement = document.documentElement;
    server.fill = () => {
      server.state = 1;
      return envelope(20010003, null, '考试已交卷，无法继续作答！');
    };
    renderPage();
    await opened('第二题题干');
    fireEvent.click(screen.getByTestId('option-B'));
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('result p1'));
    expect(await screen.findByText('以下答案未计入成绩：2')).toBeTruthy();
  });

  it('time running out hands the paper in and says 考试时间已到，系统已自动交卷！', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    fsElement = document.documentElement;
    server.leftSeconds = 1;
    renderPage();
    await opened('第二题题干');
    expect(screen.getByTestId('exam-timer').textContent).toContain('00:01');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await vi.waitFor(() => expect(callsTo('/hand-exam')).toHaveLength(1));
    expect(await screen.findByText('考试时间已到，系统已自动交卷！')).toBeTruthy();
    expect(button('查看成绩')).toBeTruthy();
    expect(screen.getByTestId('landed').textContent).toBe('result p1');
  });

  it('a paper already handed in (another tab, the sweeper) goes straight to the result', async () => {
    server.state = 1;
    server.process = () => envelope(0, { paperId: 'p1', examId: 'e1', title: '安全生产考试' });
    renderPage(null);
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('result p1'));
    expect(callsTo('/create-paper')).toHaveLength(0);
    expect(callsTo('/hand-exam')).toHaveLength(0);
  });

  it('a reload without a paper in progress goes back to the check page', async () => {
    renderPage(null);
    await waitFor(() => expect(screen.getByTestId('landed').textContent).toBe('check e1'));
    expect(callsTo('/check-process')[0].body).toEqual({ examId: 'e1' });
    expect(callsTo('/create-paper')).toHaveLength(0);
  });

  it("shows create-paper's refusal with the ways back", async () => {
    server.create = () => envelope(20010002, null, '您有正在进行的考试！');
    renderPage();
    expect(await screen.findByText('您有正在进行的考试！', { selector: '.ant-empty-description' })).toBeTruthy();
    fireEvent.click(button('返回考试列表'));
    expect(screen.getByTestId('landed').textContent).toBe('index');
  });

  it('a paper that cannot be loaded offers 返回考前检查', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/paper-detail')
        ? envelope(500, null, '服务器开小差了呢！')
        : envelope(0, { paperId: 'p1', examId: 'e1', title: 'x' }),
    );
    renderPage(null);
    expect(await screen.findByText('试卷加载失败')).toBeTruthy();
    fireEvent.click(button('返回考前检查'));
    expect(screen.getByTestId('landed').textContent).toBe('check e1');
  });
});
