import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import CertVerifyPage from '@web/areas/auth/pages/cert-verify';
import BattleListPage from '@web/areas/learner/pages/battle-list';
import BattlePlayPage from '@web/areas/learner/pages/battle-play';
import BattleViewPage from '@web/areas/learner/pages/battle-view';
import BookListPage from '@web/areas/learner/pages/book-list';
import CertDetailPage from '@web/areas/learner/pages/cert-detail';
import CourseListPage from '@web/areas/learner/pages/course-list';
import CourseViewPage from '@web/areas/learner/pages/course-view';
import { ExerciseDialog } from '@web/areas/learner/pages/course-view/components/exercise-dialog';
import { ReadingCheckDialog } from '@web/areas/learner/pages/course-view/components/reading-check-dialog';
import QuViewPage from '@web/areas/learner/pages/qu-view';
import RepoListPage from '@web/areas/learner/pages/repo-list';
import RepoTrainingPage from '@web/areas/learner/pages/repo-training';
import RepoViewPage from '@web/areas/learner/pages/repo-view';
import TrainResultPage from '@web/areas/learner/pages/train-result';
import UserCenterPage from '@web/areas/learner/pages/uc';
import { sessionStore } from '@web/core/session';
import { formatLearnTime } from '@web/shared/course-format';
import { ProfilePage } from '@web/shared/pages/profile/profile-page';
import { envelope, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { type BattleServerMessage, endpoints as E, ErrorCode, type SiteData } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from './core';
import './load-english';

/** The learner pages of the second batch in en-US: no Chinese character (the tests' data is English). */
const chineseIn = () => [...new Set(document.body.textContent?.match(/[^\s]*[\u4e00-\u9fff]+[^\s]*/g) ?? [])];
const page = (records: unknown[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const T = '2026-01-02T03:00:00.000Z';
const wait = { timeout: 15_000 };
const USER = { id: 'u1', userId: 'u1', userName: 'wu', realName: 'Wu Li', permissions: [], roleType: 1, points: 5 };
const GRANT = {
  ...{ id: 'g1', certId: 'c1', title: 'Safety officer', number: 'AQ1', grantType: 2, grantType_dictText: '考试通过' },
  ...{ sourceName: 'Safety exam', refType: 'exam', refId: 'e1', authority: 'Training centre', createTime: T },
  ...{ expireTime: null, state: 'valid', state_text: '有效', certFilePdf: '', realName: 'Wu Li', userName: 'wu' },
};
const TRAIN = {
  ...{ id: 't1', repoId: 'r1', repoId_dictText: 'Fire safety', mode: 1, mode_dictText: '顺序练习', quType: null },
  ...{ chapterId: '', state: 0, state_dictText: 'Open', totalCount: 2, answerCount: 1, rightCount: 1, percent: 100 },
  ...{ createTime: T, updateTime: T },
};
const QU = {
  ...{ id: 'q2', quType: 1, quType_dictText: '单选题', level: 1, content: '<p>Which colour?</p>', image: '' },
  answerList: ['Green', 'Red'].map((content, i) => ({ id: `a${i}`, tag: 'AB'[i], content, image: '' })),
  subList: [],
};
const COURSE = { id: 'c1', title: 'Safety course', process: 50, finished: false, videoDrag: true, checkSec: 0 };
const REPO = { id: 'r1', title: 'Fire safety', quCount: 10, objCount: 8, subjCount: 2, remark: '' };
const RULES = {
  quCount: 5,
  seconds: 15,
  modes: ['pk', 'room', 'solo'],
  roomSize: 4,
  dailyLimit: 10,
  openHours: '08:00\n22:00',
};
const POINTS = { pointsWin: 10, pointsDraw: 5, pointsLoss: 2, pointsSolo: 3, topN: 3, pointsTop: 20 };
const BATTLE = {
  ...{ id: 'b1', title: 'Safety contest', cover: '', startTime: T, endTime: '2030-01-01T00:00:00.000Z', ...RULES },
  ...{ ...POINTS, todayMatches: 1, content: '', playable: true },
  record: { matches: 4, wins: 3, draws: 0, losses: 1, score: 900, points: 32, todayMatches: 1, leftToday: -1, rank: 2 },
};

class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send() {}
  close() {}
  push(m: BattleServerMessage) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

beforeAll(() => localStorage.setItem(LOCALE_KEY, 'en-US'));
afterAll(() => localStorage.removeItem(LOCALE_KEY));

describe('user centre and profile in en-US', { timeout: 30_000 }, () => {
  const site = { props: { moduleCourse: true, moduleCert: true } } as unknown as SiteData;
  const routes = {
    [E.message.paging.path]: page([{ id: 'm1', title: 'Welcome', readState: 0, createTime: T }]),
    [E.cert.myPaging.path]: page([GRANT]),
    [E.points.myPaging.path]: page([{ id: 'p1', refRemark: 'Exam passed', createTime: T, points: 5 }]),
    [E.bind.bindInfo.path]: { bound: true, mobile: '138****0000' },
    '*': page([]),
  };

  it.each(['msg', 'train', 'course', 'cert', 'points', 'info', 'password', 'mobile', 'face'])(
    'renders the %s tab in English',
    async (to) => {
      mockFetch(routes);
      signInAs(USER);
      sessionStore.set({ site });
      renderPage(<UserCenterPage />, { route: `/web/uc?to=${to}`, path: '/web/uc' });
      expect(await screen.findByText('My points', {}, wait)).toBeTruthy();
      if (to === 'msg') await screen.findByText('Welcome', {}, wait);
      if (to === 'cert') expect(await screen.findByText('Exam passed: Safety exam', {}, wait)).toBeTruthy();
      if (to === 'mobile') await screen.findByText('Bound', {}, wait);
      await waitFor(() => expect(chineseIn()).toEqual([]));
    },
  );

  it('renders the profile page and its forms in English', async () => {
    mockFetch({});
    signInAs({ ...USER, deptCode_dictText: 'R&D', mobile: '' });
    renderPage(<ProfilePage />);
    expect(screen.getByText('Account')).toBeTruthy();
    fireEvent.click(screen.getByText('Edit profile'));
    expect(await screen.findByText('Save')).toBeTruthy();
    fireEvent.click(screen.getByText('Change password'));
    expect(await screen.findByText('Old password')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('formats study time in English', () => {
    expect(formatLearnTime(3723)).toBe('1 h 2 min 3 s');
    expect(formatLearnTime(0)).toBe('0 s');
  });
});

describe('courses in en-US', { timeout: 30_000 }, () => {
  it('renders the course list with a broken-off study', async () => {
    mockFetch({ '*': page([{ ...COURSE, cover: '', fileCount: 3, finished: true }]) });
    renderPage(<CourseListPage />, { route: '/web/course?break=c1', path: '/web/course' });
    expect(await screen.findByText('Courseware: 3', {}, wait)).toBeTruthy();
    expect(screen.getByText('Study was interrupted, please enter the course again.')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the course view with a file to download, and the check dialogs', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const file = { fileId: 'f1', title: 'Handbook', fileType: 22, fileType_dictText: '文件', needLearn: 100 };
    const entry = { ...file, fileSize: 0, duration: 0, pages: 0, learnSec: 50, lastPos: 0, finished: false };
    mockFetch({
      [E.course.detail.path]: { ...COURSE, chapters: [{ title: 'One', files: [entry] }] },
      [E.course.fetchFile.path]: { fileUrl: '/upload/a.bin', viewUrl: '', fileType: 22 },
      [E.course.exercisesRecord.path]: { id: 'x1', title: '<p>Pick one</p>', optionA: 'Yes', optionB: 'No' },
      '*': null,
    });
    signInAs(USER);
    renderPage(<CourseViewPage />, { path: '/web/course/view/:courseId', route: '/web/course/view/c1' });
    expect(await screen.findByText('Download courseware', {}, wait)).toBeTruthy();
    expect(screen.getByText('Course progress')).toBeTruthy();
    renderPage(<ReadingCheckDialog open timeMin={30} onPassed={() => {}} onMissed={() => {}} />);
    renderPage(<ExerciseDialog open courseId="c1" fileId="f1" onDone={() => {}} />);
    expect(await screen.findByText('Pick one', {}, wait)).toBeTruthy();
    expect(screen.getByText('Reading check')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });
});

describe('question banks and training in en-US', { timeout: 30_000 }, () => {
  it('renders the bank list', async () => {
    mockFetch({ '*': page([REPO]) });
    renderPage(<RepoListPage />);
    expect(await screen.findByText('More modes', {}, wait)).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders a bank with the type picker and my trainings', async () => {
    mockFetch({
      [E.repo.detail.path]: REPO,
      [E.repo.chapterGroup.path]: { typeList: [{ quType: 1, quType_dictText: '单选题', count: 3 }], chapterList: [] },
      '*': page([{ ...TRAIN, mode_dictText: 'In order' }]),
    });
    renderPage(<RepoViewPage />, { path: '/web/repo/view/:repoId', route: '/web/repo/view/r1' });
    fireEvent.click(await screen.findByText('By type', {}, wait));
    expect(await screen.findByText('Practise only the chosen question type')).toBeTruthy();
    fireEvent.click(screen.getByTestId('start-train'));
    expect(await screen.findByText('Please choose a question type!')).toBeTruthy();
    await screen.findAllByText('Fire safety');
    await waitFor(() => expect(chineseIn()).toEqual([]));
  });

  it('renders a training with its answer card and the end confirmation', async () => {
    const card = [1, 2].map((sort) => ({ quId: `q${sort}`, sort, quType: 1, quType_dictText: '单选题' }));
    mockFetch({
      [E.train.start.path]: TRAIN,
      [E.train.detail.path]: TRAIN,
      [E.train.card.path]: card.map((c, i) => ({ ...c, answered: i === 0, isRight: i === 0 })),
      [E.train.quDetail.path]: { trainId: 't1', sort: 2, answered: false, answer: null, revealed: false, qu: QU },
    });
    renderPage(<RepoTrainingPage />, { path: '/web/repo/training/:repoId/:mode', route: '/web/repo/training/r1/1' });
    expect(await screen.findByText('Which colour?', {}, wait)).toBeTruthy();
    expect(screen.getByText('Question 2 of 2')).toBeTruthy();
    expect(screen.getByText('Fire safety · In order')).toBeTruthy();
    fireEvent.click(screen.getByText('End training'));
    expect(await screen.findByText('Some questions are not answered yet. End the training?')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders a training result, the wrong-answer book and a missing question', async () => {
    mockFetch({
      [E.train.detail.path]: TRAIN,
      [E.train.quView.path]: null,
      '*': page([{ id: 'w1', quId: 'q1', repoId: 'r1', repoId_dictText: 'Fire safety', quType: 1, content: '' }]),
    });
    renderPage(<TrainResultPage />, { path: '/web/repo/repo/:trainId', route: '/web/repo/repo/t1' });
    expect(await screen.findByText('Accuracy 100%', {}, wait)).toBeTruthy();
    renderPage(<BookListPage />, { path: '/web/book/list/:examId', route: '/web/book/list/0' });
    expect(await screen.findByText('(picture question)', {}, wait)).toBeTruthy();
    renderPage(<QuViewPage />, { path: '/web/qu/view/:id', route: '/web/qu/view/q9' });
    expect(await screen.findByText('The data does not exist!', {}, wait)).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });
});

describe('certificates in en-US', { timeout: 30_000 }, () => {
  it('renders one of my certificates while its file is being made', async () => {
    mockFetch({ [E.cert.grantDetail.path]: GRANT });
    renderPage(<CertDetailPage />, { path: '/web/cert/detail/:id', route: '/web/cert/detail/g1' });
    expect(await screen.findByText('The certificate file is being generated', {}, wait)).toBeTruthy();
    expect(screen.getByText('Exam passed: Safety exam')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the public verification of a number, and of an unknown one', async () => {
    const missing = envelope(null, ErrorCode.NOT_FOUND, 'not found');
    mockFetch({ '*': (b: { number: string }) => (b.number === 'AQ1' ? { ...GRANT, grantTime: T } : missing) });
    renderPage(<CertVerifyPage />, { path: '/cert/verify/:number', route: '/cert/verify/AQ1' });
    expect((await screen.findByTestId('cert-verify-state', {}, wait)).textContent).toContain('Valid');
    expect(screen.getByText('No expiry')).toBeTruthy();
    renderPage(<CertVerifyPage />, { path: '/cert/verify/:number', route: '/cert/verify/NOPE' });
    expect(await screen.findByText('No certificate found', {}, wait)).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });
});

describe('contests in en-US', { timeout: 30_000 }, () => {
  it('renders the contest list', async () => {
    mockFetch({ '*': page([BATTLE]) });
    renderPage(<BattleListPage />);
    expect(await screen.findByText('Played today: 1 / 10', {}, wait)).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders a contest: record, rankings, rules, my matches and a match analysis', async () => {
    const player = { seat: 0, userId: 'u1', name: 'Wu Li', avatar: '', deptName: '', me: true, outOfScope: false };
    const options = [{ id: 'o1', tag: 'A', content: 'Green', image: '', isRight: true }];
    const answer = { seat: 0, answered: true, optionIds: ['o1'], right: true, score: 180, ms: 2000 };
    const round = { index: 0, quId: 'q1', quType: 1, quType_dictText: 'Single', content: 'Which?', image: '' };
    mockFetch({
      [E.battle.userDetail.path]: BATTLE,
      [E.battle.userRankPaging.path]: page([{ rank: 1, userId: 'u1', realName: 'Wu Li', deptName: 'R&D', matches: 4 }]),
      [E.battle.myMatchPaging.path]: page([
        { matchId: 'm1', mode: 'pk', endTime: T, outcome: 'win', left: true, opponents: ['Zhao'], score: 180 },
      ]),
      [E.battle.matchDetail.path]: {
        ...{ matchId: 'm1', contestTitle: 'Safety contest', mode: 'pk', seconds: 10, total: 1, startTime: T },
        players: [{ ...player, rank: 1, score: 180, rightCount: 1, outcome: 'win', left: false, points: 10 }],
        rounds: [{ ...round, analysis: '', deleted: false, options, rightOptionIds: ['o1'], answers: [answer] }],
      },
      '*': page([]),
    });
    signInAs(USER);
    renderPage(<BattleViewPage />, { path: '/web/battle/view/:id', route: '/web/battle/view/b1' });
    expect(await screen.findByText('Find an opponent (1v1 battle)', {}, wait)).toBeTruthy();
    await screen.findByText('R&D', {}, wait);
    fireEvent.click(screen.getByText('Daily'));
    fireEvent.click(screen.getByText('Rules'));
    expect(await screen.findByText(/leaving a match counts as a loss/)).toBeTruthy();
    expect(screen.getByText('Daily 08:00 - 22:00')).toBeTruthy();
    fireEvent.click(screen.getByText('My matches'));
    expect(await screen.findByText('Win (left)', {}, wait)).toBeTruthy();
    fireEvent.click(screen.getByText('Analysis'));
    expect(await screen.findByText('Right answer: A', {}, wait)).toBeTruthy();
    expect(screen.getByText('Wu Li (me)')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the match screen: choosing, matchmaking, a round and the end', async () => {
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    mockFetch({ [E.battle.userDetail.path]: BATTLE });
    renderPage(<BattlePlayPage />, { path: '/web/battle/play/:id', route: '/web/battle/play/b1' });
    const ws = FakeSocket.all[0] as FakeSocket;
    const now = Date.now();
    act(() => {
      ws.readyState = 1;
      ws.onopen?.();
      ws.push({ type: 'hello', serverTime: now, matchId: null });
    });
    expect(await screen.findByText('Choose a mode', {}, wait)).toBeTruthy();
    await screen.findByText('Solo challenge', {}, wait);
    expect(chineseIn()).toEqual([]);
    act(() => {
      ws.push({ type: 'queued', serverTime: now, mode: 'pk', since: now - 3000 });
      ws.push({ type: 'solo-offer', serverTime: now, waitedSec: 15 });
    });
    expect(await screen.findByText('Start solo challenge')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    const players = [0, 1].map((seat) => ({ seat, name: seat ? 'Zhao' : 'Wu Li', avatar: '' }));
    const question = { id: 'q1', quType: 2, content: 'Which?', image: '', options: QU.answerList };
    const base = { serverTime: now, matchId: 'm1' };
    const round = { index: 0, total: 2, question, startAt: now, deadline: now + 10_000, answeredSeats: [1] };
    act(() => {
      ws.push({ ...base, type: 'found', mode: 'pk', players, mySeat: 0, total: 2, seconds: 10, scores: [0, 0] });
      ws.push({ ...base, type: 'round', ...round, myAnswer: null });
    });
    expect(await screen.findByText('Question 1 / 2')).toBeTruthy();
    expect(screen.getByText('Wu Li (me)')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    const tally = { score: 0, rightCount: 0, left: false, points: 2 };
    const results = players.map(({ seat, name }) => ({
      seat,
      name,
      rank: seat + 1,
      outcome: seat ? 'win' : 'loss',
      ...tally,
    }));
    act(() => ws.push({ ...base, type: 'end', results } as BattleServerMessage));
    expect((await screen.findByTestId('battle-outcome', {}, { timeout: 5000 })).textContent).toBe('Sorry, you lost');
    expect(chineseIn()).toEqual([]);
  });
});
