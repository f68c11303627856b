import { fireEvent, screen, within } from '@testing-library/react';
import { TrainHistoryTable } from '@web/areas/learner/components/train/train-history-table';
import ExamCheckPage from '@web/areas/learner/pages/exam-check';
import ExamDebugPage from '@web/areas/learner/pages/exam-debug';
import ExamListPage from '@web/areas/learner/pages/exam-list';
import ExamResultPage from '@web/areas/learner/pages/exam-result';
import ExamStartPage from '@web/areas/learner/pages/exam-start';
import PaperListPage from '@web/areas/learner/pages/paper-list';
import PaperRecordsPage from '@web/areas/learner/pages/paper-records';
import { mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_KEY } from './core';
import './load-english';

/**
 * The learner's exam pages (exam list, check, exam, result, device check, scores, records) and the learner
 * components (question inputs and key, training history) in en-US: no Chinese character in the text or in the
 * placeholders, labels, titles and alt texts; the data the tests give is English.
 */
const HAN = /[^\s]*[\u4e00-\u9fff]+[^\s]*/g;
const ATTRS = ['placeholder', 'aria-label', 'title', 'alt'];
const chineseIn = () => {
  const found: string[] = [...(document.body.textContent?.match(HAN) ?? [])];
  for (const el of document.body.querySelectorAll('*')) {
    for (const a of ATTRS) found.push(...(el.getAttribute(a)?.match(HAN) ?? []));
  }
  return [...new Set(found)];
};
const WAIT = { timeout: 15_000 };
const paging = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const option = (id: string, tag: string, content: string) => ({ id, tag, content, image: '' });

beforeAll(() => localStorage.setItem(LOCALE_KEY, 'en-US'));
afterAll(() => localStorage.removeItem(LOCALE_KEY));

const EXAM = {
  id: 'e1',
  title: 'Safety exam',
  openType: 1,
  openType_dictText: 'Public',
  startTime: '2026-01-02T01:00:00.000Z',
  endTime: '2026-01-02T09:00:00.000Z',
  totalTime: 60,
  totalScore: 100,
  qualifyScore: 60,
  quCount: 20,
  chance: 2,
  timeState: 1,
  myTries: 1,
  myMaxScore: 55,
  myPassed: false,
  myPaperId: '',
};

const RESULT = {
  id: 'p1',
  examId: 'e1',
  userId: 'u1',
  title: 'Safety exam',
  state: 2,
  handReason: 2,
  totalScore: 10,
  qualifyScore: 6,
  userScore: 0,
  objScore: 0,
  passed: false,
  result_dictText: '',
  quCount: 2,
  rightCount: 0,
  createTime: '2026-01-02T03:04:05.000Z',
  handTime: '2026-01-02T03:14:05.000Z',
  usedMinutes: 10,
  showCorrectness: true,
  note: '',
};

describe('learner exam pages in en-US', { timeout: 30_000 }, () => {
  it('renders the exam list (the learner home) in English', async () => {
    signInAs({ userId: 'u1', permissions: [] });
    mockFetch({
      '/api/paper/paper/check-process': { examId: 'e2', paperId: 'p2', title: 'Fire exam' },
      '*': paging([EXAM, { ...EXAM, id: 'e3', title: 'Year-end exam', timeState: 0, chance: 0, myTries: 0 }]),
    });
    renderPage(<ExamListPage />, { path: '/web/index' });
    await screen.findByText('Year-end exam', {}, WAIT);
    expect(screen.getByText('You have an exam in progress: Fire exam')).toBeTruthy();
    expect(screen.getByText('Attempts: 1/2')).toBeTruthy();
    expect(screen.getByText('Attempts: 0/unlimited')).toBeTruthy();
    expect(screen.getAllByText('60 minutes · 20 questions')).toHaveLength(2);
    expect(screen.getByText('Not started')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the check page with every notice, a password and a pending application in English', async () => {
    const simple = {
      ...EXAM,
      content: '<p>Bring your ID card</p>',
      lateMax: 15,
      handMin: 10,
      copyPaste: false,
      leaveOn: true,
      leaveCheck: 5,
      leaveCount: 3,
      faceOn: true,
      camOn: true,
      camInterval: 2,
      faceLimit: 3,
      showAnswer: false,
      applyState: 0,
    };
    const check = { pass: false, msg: '', needPassword: true, needFace: false, canApply: true, applyApproved: false };
    mockFetch({ '/api/exam/exam/simple-detail': simple, '/api/exam/exam/check-info': { ...check, paperId: '' } });
    renderPage(<ExamCheckPage />, { route: '/web/exam/check/e1', path: '/web/exam/check/:id' });
    const info = await screen.findByTestId('exam-info', {}, WAIT);
    expect(within(info).getByText('1 taken / at most 2')).toBeTruthy();
    expect(await screen.findByText('Your application is being reviewed, please wait.')).toBeTruthy();
    expect(screen.getByPlaceholderText('Enter the exam password')).toBeTruthy();
    expect(screen.getByText('Device check')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(screen.getByTestId('start-exam'));
    expect(await screen.findByText('Enter the exam password!')).toBeTruthy();
  });

  it('renders the exam page, a short answer and the hand-in confirmation in English', async () => {
    const item = (quId: string, sort: number, quType: number, answered: boolean) => ({
      quId,
      sort,
      quType,
      score: 5,
      answered,
    });
    const detail = {
      id: 'p1',
      examId: 'e1',
      userId: 'u1',
      title: 'Safety exam',
      state: 0,
      state_dictText: 'In exam',
      totalScore: 10,
      qualifyScore: 6,
      quCount: 2,
      answeredCount: 1,
      createTime: '2026-01-02T03:00:00.000Z',
      limitTime: '2026-01-02T04:00:00.000Z',
      leftSeconds: 3600,
      serverTime: '2026-01-02T03:00:00.000Z',
      leaveTimes: 0,
      faceFails: 0,
      rules: { copyPaste: true, leaveOn: false, leaveCheck: 5, leaveCount: 3, camOn: false, camInterval: 1 },
      groups: [
        { quType: 1, quType_dictText: 'Single', title: 'I. Single', quList: [item('q1', 1, 1, true)] },
        { quType: 4, quType_dictText: 'Short', title: 'II. Short', quList: [item('q2', 2, 4, false)] },
      ],
    };
    const qu = {
      paperId: 'p1',
      quId: 'q2',
      sort: 2,
      score: 5,
      answered: false,
      answer: null,
      qu: {
        id: 'q2',
        quType: 4,
        quType_dictText: 'Short',
        level: 1,
        content: '<p>Describe the fire drill</p>',
        image: '',
        answerList: [],
        rightList: [],
        subList: [],
      },
    };
    mockFetch({
      '*': (_body, path) =>
        path.endsWith('/create-paper') ? { id: 'p1' } : path.endsWith('/paper-detail') ? detail : qu,
    });
    renderPage(<ExamStartPage />, {
      route: { pathname: '/web/exam/start/e1', state: { password: '', faceToken: '' } },
      path: '/web/exam/start/:id',
    });
    await screen.findByText('Describe the fire drill', {}, WAIT);
    expect(screen.getByText('Question 2 of 2 (5 points)')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Answer card' })).toBeTruthy();
    expect(screen.getByTestId('card-1').getAttribute('aria-label')).toBe('Question 1, Answered');
    expect(screen.getByPlaceholderText('Enter your answer')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('Enter your answer'), { target: { value: 'Leave calmly' } });
    expect(await screen.findByText('The answer has changed: click "Confirm answer" to save it')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(screen.getByTestId('hand-exam'));
    expect(await screen.findByText('You have 1 unanswered questions. Hand in the paper?')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders a result with keys of fill and matching questions in English', async () => {
    const key = (quType: number, answerList: object[]) => ({ quType, analysis: 'Because.', answerList, subList: [] });
    const base = { score: 5, pendingMark: false, answered: true, isRight: false, actualScore: 0 };
    const result = {
      ...RESULT,
      quList: [
        {
          ...base,
          quId: 'f',
          sort: 1,
          quType: 5,
          quType_dictText: 'Fill',
          answer: { blanks: ['Paris'] },
          qu: {
            id: 'f',
            quType: 5,
            content: '<p>Capital?</p>',
            image: '',
            answerList: [option('b1', '1', '')],
            rightList: [],
            subList: [],
          },
          key: key(5, [{ id: 'b1', tag: '1', content: '', isRight: true, analysis: '', answers: ['Beijing', 'BJ'] }]),
        },
        {
          ...base,
          quId: 'm',
          sort: 2,
          quType: 6,
          quType_dictText: 'Match',
          answer: { pairs: {} },
          qu: {
            id: 'm',
            quType: 6,
            content: '<p>Match</p>',
            image: '',
            answerList: [option('l1', 'A', 'China')],
            rightList: [{ id: 'r1', content: 'Beijing' }],
            subList: [],
          },
          key: key(6, [{ id: 'l1', tag: 'A', content: 'China', isRight: false, analysis: '', answer: 'Beijing' }]),
        },
      ],
    };
    mockFetch({ '*': result });
    renderPage(<ExamResultPage />, { route: '/web/exam/result/p1', path: '/web/exam/result/:id' });
    expect(await screen.findByText('Blank 1: Beijing or BJ', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Handed in when time ran out')).toBeTruthy();
    expect(screen.getByText('Wrong (2)')).toBeTruthy();
    expect(screen.getAllByText('Score 0 / 5')).toHaveLength(2);
    expect(screen.getByText('Blank 1')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders a result awaiting marking in English', async () => {
    mockFetch({
      '*': { ...RESULT, state: 1, objScore: 4, handReason: 1, quList: [] },
    });
    renderPage(<ExamResultPage />, { route: '/web/exam/result/p1', path: '/web/exam/result/:id' });
    expect(await screen.findByText('Objective score 4 points', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByText('Awaiting marking', { exact: false }).length).toBeGreaterThan(0);
    expect(chineseIn()).toEqual([]);
  });

  it('renders the device check in English (no camera in jsdom: the failed checks and their hints)', async () => {
    mockFetch({});
    renderPage(<ExamDebugPage />, { path: '/web/exam/debug' });
    expect(await screen.findByText('Browser check', { exact: false }, WAIT)).toBeTruthy();
    expect(screen.getByText('Camera access (getUserMedia)')).toBeTruthy();
    expect(screen.getByText('Exit full screen')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders my scores and my records of an exam in English', async () => {
    const row = { examId: 'e1', userId: 'u1', title: 'Safety exam', totalScore: 100, qualifyScore: 60, tries: 2 };
    mockFetch({ '*': paging([{ ...row, maxScore: 80, lastScore: 70, passed: true, result_dictText: '' }]) });
    const list = renderPage(<PaperListPage />, { path: '/web/paper' });
    await screen.findByText('Safety exam', {}, WAIT);
    expect(screen.getByText('My scores')).toBeTruthy();
    expect(screen.getByText('1 in total')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    list.unmount();

    const paper = { ...row, createTime: '2026-01-02T02:00:00.000Z', handTime: '', passed: null };
    mockFetch({ '*': paging([{ ...paper, id: 'p1', state: 0, state_dictText: 'In exam' }]) });
    renderPage(<PaperRecordsPage />, { route: '/web/paper/list/e1/u1', path: '/web/paper/list/:examId/:userId' });
    expect(await screen.findByText('Exam records · Safety exam', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('Continue')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the training history in English', async () => {
    const train = { id: 't1', repoId: 'r1', repoId_dictText: 'Safety bank', mode: 1, mode_dictText: 'Sequential' };
    mockFetch({ '*': paging([{ ...train, state: 0, rightCount: 3, answerCount: 4, totalCount: 10, percent: 75 }]) });
    renderPage(<TrainHistoryTable size={10} />);
    await screen.findByText('Safety bank', {}, WAIT);
    expect(screen.getAllByText('Accuracy').length).toBeGreaterThan(0);
    expect(screen.getByText('Continue')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });
});
