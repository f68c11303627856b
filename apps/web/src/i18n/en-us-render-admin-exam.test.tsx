import { fireEvent, screen, within } from '@testing-library/react';
import ExamAddPage from '@web/areas/admin/pages/exam-add';
import ExamAnalysisPage from '@web/areas/admin/pages/exam-analysis';
import { histogramOption } from '@web/areas/admin/pages/exam-analysis/charts';
import ExamApplyPage from '@web/areas/admin/pages/exam-apply';
import ExamListPage from '@web/areas/admin/pages/exam-list';
import ExamMarkPage from '@web/areas/admin/pages/exam-mark';
import ExamTmplPage from '@web/areas/admin/pages/exam-tmpl';
import ExamWatchPage from '@web/areas/admin/pages/exam-watch';
import { mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { Perm } from '@xuekao/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from './core';
import './load-english';

// jsdom has no canvas: the lazily loaded ECharts setup is replaced by a fake.
vi.mock('@web/shared/charts/echarts-setup', () => ({
  init: () => ({ setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() }),
}));

/** The admin exam pages in en-US: no Chinese character in the page (dialogs and drawers included). */
const chineseIn = () => [...new Set(document.body.textContent?.match(/[^\s]*[\u4e00-\u9fff]+[^\s]*/g) ?? [])];
const paging = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
/** Every other call: a page for paging endpoints, else an empty list. */
const others = (_body: unknown, path: string) => (path.includes('paging') ? paging([]) : []);
const button = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getAllByText(name, { selector: 'button span' })[0].closest('button') as HTMLButtonElement;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const wait = { timeout: 15_000 };

beforeAll(() => localStorage.setItem(LOCALE_KEY, 'en-US'));
afterAll(() => localStorage.removeItem(LOCALE_KEY));
beforeEach(() => signInAs({ permissions: [...Object.values(Perm.exam), ...Object.values(Perm.examTmpl)] }));

const EXAM = {
  id: 'e1',
  title: 'Safety exam',
  examType: 1,
  examType_dictText: 'Formal exam',
  openType: 1,
  openType_dictText: 'Public',
  startTime: '2026-01-02T01:00:00.000Z',
  endTime: '2026-01-02T09:00:00.000Z',
  totalTime: 60,
  totalScore: 100,
  qualifyScore: 60,
  quCount: 10,
  state: 0,
  timeState: 1,
  markCount: 1,
};

describe('admin exam pages in en-US', { timeout: 30_000 }, () => {
  it('renders the exam list, its notice confirmation and the from-template dialog in English', async () => {
    mockFetch({ '/api/exam/exam/paging': paging([EXAM]), '*': others });
    renderPage(<ExamListPage />);
    await screen.findByText('Safety exam', {}, wait);
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByText('60 min')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(button('Exam notice', rowOf('Safety exam')));
    expect(await screen.findByText('Send an exam notice to the learners who may take "Safety exam"?')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(button('From template'));
    expect(await screen.findByText('Create exam from template')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders AddExam in English: sections, rules, fixed questions, the question picker and validation', async () => {
    mockFetch({ '*': others });
    renderPage(<ExamAddPage />, { path: '/admin/exam/add/:tmplId', route: '/admin/exam/add/0' });
    await screen.findByText('Create exam', {}, wait);
    expect(screen.getByText('Add rule')).toBeTruthy();
    expect(screen.getByText('Anti-cheating')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(screen.getByText('Chosen people'));
    expect(await screen.findByText('Save the exam first, then add the examinees here.')).toBeTruthy();
    fireEvent.click(screen.getByText('By password'));
    expect(await screen.findByText('Exam password')).toBeTruthy();
    fireEvent.click(button('Save'));
    expect(await screen.findByText('Exam name is required!')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(screen.getByText('Fixed questions'));
    expect(await screen.findByText('No questions chosen yet')).toBeTruthy();
    fireEvent.click(button('Choose questions'));
    expect(await screen.findByPlaceholderText('Question keyword')).toBeTruthy();
    expect(screen.getByText('Score each')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the paper templates and the template dialog in English', async () => {
    const tmpl = {
      id: 't1',
      title: 'Basic paper',
      composeType: 2,
      quCount: 5,
      totalScore: 50,
      remark: '',
      updateTime: '2026-01-02T03:00:00.000Z',
    };
    mockFetch({ '/api/exam/tmpl/paging': paging([tmpl]), '*': others });
    renderPage(<ExamTmplPage />);
    await screen.findByText('Basic paper', {}, wait);
    expect(screen.getByText('Create exam from it')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(button('Add'));
    expect(await screen.findByText('Add paper template')).toBeTruthy();
    expect(screen.getByText('Draw by rules')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders marking in English: exams, papers and the marking drawer', async () => {
    const paper = {
      id: 'p1',
      examId: 'e1',
      title: 'Safety exam',
      userId: 'u1',
      realName: 'Alice',
      deptCode_dictText: 'Safety dept',
      state: 1,
      state_dictText: 'Awaiting marking',
      userScore: 40,
      totalScore: 100,
      qualifyScore: 60,
      passed: null,
      result_dictText: '',
      createTime: '2026-01-02T02:00:00.000Z',
      handTime: '2026-01-02T02:40:00.000Z',
    };
    const qu = { quId: 'q1', subId: '', sort: 4, content: '<p>Explain</p>', analysis: '', maxScore: 10 };
    mockFetch({
      '/api/exam/exam/paging': paging([EXAM]),
      '/api/paper/mark/paper-paging': paging([paper]),
      '/api/paper/mark/paper-detail': {
        paper,
        objScore: 40,
        qus: [
          { ...qu, answerText: 'Switch off', markedScore: 5, remark: '' },
          { ...qu, quId: 'q2', answerText: '', markedScore: null, remark: '' },
        ],
      },
      '*': others,
    });
    renderPage(<ExamMarkPage />);
    await screen.findByText('Safety exam', {}, wait);
    expect(chineseIn()).toEqual([]);
    fireEvent.click(button('Mark'));
    await screen.findByText('Alice');
    expect(screen.getByText('Objective 40')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(button('Mark', rowOf('Alice')));
    expect(await screen.findByText('Marking: Alice (Safety exam)')).toBeTruthy();
    await screen.findByText('Switch off');
    expect(screen.getByText('Objective 40 + subjective 5 = 45 pts')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders exam monitoring, the warning dialog and the captures in English', async () => {
    const row = {
      paperId: 'p1',
      userId: 'u1',
      realName: 'Alice',
      deptCode_dictText: 'Safety dept',
      online: true,
      state: 0,
      state_dictText: 'In progress',
      answeredCount: 3,
      quCount: 10,
      leaveTimes: 1,
      captureCount: 2,
      faceFails: 1,
      leftSeconds: 125,
      createTime: '2026-01-02T03:00:00.000Z',
    };
    const capture = (id: string, pass: boolean | null) => ({
      id,
      fileUrl: `/f/${id}.jpg`,
      pass,
      msg: '',
      createTime: '2026-01-02T03:01:00.000Z',
    });
    mockFetch({
      '/api/exam/exam/simple-detail': EXAM,
      '/api/exam/watch/paging': paging([row]),
      '/api/exam/watch/captures': [capture('c1', true), capture('c2', false), capture('c3', null)],
      '*': others,
    });
    renderPage(<ExamWatchPage />, { path: '/admin/exam/watch/:examId', route: '/admin/exam/watch/e1' });
    await screen.findByText('Alice', {}, wait);
    await screen.findByText(/60 min, 10 questions \/ 100 pts/);
    expect(screen.getByText('Online')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(button('Send warning (all)'));
    expect(await screen.findByText('To: everyone taking this exam now')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    fireEvent.click(button('Captures', rowOf('Alice')));
    expect(await screen.findByText('Captures: Alice')).toBeTruthy();
    expect(await screen.findByText('Not compared')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the exam analysis and its chart options in English', async () => {
    const buckets = [0, 1].map((i) => ({ label: `${i * 50}-${i * 50 + 50}`, from: i * 50, to: i * 50 + 50, count: 1 }));
    const analysis = {
      examId: 'e1',
      title: 'Fire safety',
      totalScore: 100,
      qualifyScore: 60,
      paperCount: 2,
      markingCount: 0,
      examUser: 2,
      passUser: 1,
      passRate: 50,
      avgScore: 60,
      maxScore: 90,
      minScore: 30,
      buckets,
      leavePapers: 1,
      leaveTimes: 3,
      faceFailPapers: 0,
      faceFails: 0,
      depts: [
        {
          deptCode: 'A01',
          deptName: 'Safety dept',
          examUser: 2,
          passUser: 1,
          passRate: 50,
          avgScore: 60,
          maxScore: 90,
        },
      ],
    };
    const rate = {
      quId: 'q1',
      content: 'Fire number',
      quType: 1,
      quType_dictText: 'Single choice',
      count: 2,
      rightCount: 1,
      rightRate: 50,
    };
    mockFetch({ '/api/stat/exam/analysis': analysis, '/api/stat/exam/qu-rates': paging([rate]), '*': others });
    renderPage(<ExamAnalysisPage />, { path: '/admin/exam/analysis/:examId', route: '/admin/exam/analysis/e1' });
    expect(await screen.findByText('Exam analysis: Fire safety', {}, wait)).toBeTruthy();
    await screen.findByText('Fire number');
    expect(screen.getAllByText('Pass rate').length).toBeGreaterThan(0);
    expect(chineseIn()).toEqual([]);
    expect(JSON.stringify(histogramOption(analysis))).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('renders the exam applications and the audit dialog in English', async () => {
    const apply = {
      id: 'a1',
      examId: 'e1',
      examId_dictText: 'Safety exam',
      userId: 'u1',
      realName: 'Alice',
      deptCode_dictText: 'Safety dept',
      applyMsg: 'Camera broken',
      state: 0,
      state_dictText: 'Pending review',
      used: false,
      auditMsg: '',
      createTime: '2026-01-02T03:00:00.000Z',
      auditTime: '',
    };
    mockFetch({ '/api/exam/apply/paging': paging([apply]), '*': others });
    renderPage(<ExamApplyPage />);
    await screen.findByText('Camera broken', {}, wait);
    expect(chineseIn()).toEqual([]);
    fireEvent.click(button('Approve', rowOf('Camera broken')));
    expect(await screen.findByText(/the 1 selected applications are approved/)).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });
});
