import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { httpErrorText } from '@web/api/request';
import BattleListPage from '@web/areas/admin/pages/battle-list';
import CertGrantPage from '@web/areas/admin/pages/cert-grant';
import CertListPage from '@web/areas/admin/pages/cert-list';
import DashboardPage from '@web/areas/admin/pages/dashboard';
import PointsLogPage from '@web/areas/admin/pages/points-log';
import PointsRulePage from '@web/areas/admin/pages/points-rule';
import { pageTitle } from '@web/core/menu-tree';
import { sessionStore } from '@web/core/session';
import { CourseFilePicker } from '@web/shared/components/course-file-picker';
import { ExamPicker } from '@web/shared/components/exam-picker';
import { IconChooserDialog } from '@web/shared/components/icon-chooser';
import { checkAttachments, RichEditor } from '@web/shared/components/rich-editor';
import { UserPicker } from '@web/shared/components/user-picker';
import { UserRefList } from '@web/shared/components/user-ref-list';
import { mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { endpoints, type SessionInfo, type SiteData } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCALE_KEY } from './core';
import './load-english';

// jsdom has no canvas: the lazily loaded ECharts setup is replaced by a fake.
vi.mock('@web/shared/charts/echarts-setup', () => ({
  init: () => ({ setOption: () => {}, resize: () => {}, dispose: () => {} }),
}));

/** Dashboard, contests, certificates, points and the admin widgets in en-US: no Chinese character left. */
const chineseIn = () => [...new Set(document.body.textContent?.match(/[^\s]*[\u4e00-\u9fff]+[^\s]*/g) ?? [])];
const page = (records: unknown[]) => ({ records, total: records.length, size: 20, current: 1, pages: 1 });
/** Paging calls get an empty page, the others an empty list. */
const fallback = (_body: unknown, path: string) => (/paging/i.test(path) ? page([]) : []);

beforeAll(() => localStorage.setItem(LOCALE_KEY, 'en-US'));
afterAll(() => localStorage.removeItem(LOCALE_KEY));

describe('admin dashboard, contests, certificates and points in en-US', { timeout: 30_000 }, () => {
  it('renders the dashboard with counts, cards and charts in English', async () => {
    const site = {
      siteName: 'Acme',
      props: { moduleExam: true, moduleCourse: true, moduleBattle: true, moduleCert: true },
    } as SiteData;
    sessionStore.set({
      site,
      user: {
        realName: 'Alice',
        userName: 'alice',
        deptCode_dictText: 'Sales',
        permissions: ['stat:view', 'exam:list', 'exam:add', 'course:list', 'course:add', 'sys:notice:list'],
      } as unknown as SessionInfo,
    });
    const days = ['2026-03-01', '2026-03-02'];
    const E = endpoints.stat;
    mockFetch({
      [E.totalNumAll.path]: {
        examCount: 3,
        tmplCount: 0,
        battleCount: 0,
        courseCount: 4,
        fileCount: 0,
        repoCount: 0,
        quCount: 0,
        userCount: 0,
        grantCount: 0,
      },
      [E.learnWeek.path]: days.map((d) => ({ dateStr: d, learnUser: 1, finishUser: 1, avgTime: 65 })),
      [E.examWeek.path]: days.map((d) => ({ dateStr: d, examCount: 1, examUser: 1, passUser: 1 })),
      [E.userWeek.path]: days.map((d) => ({ dateStr: d, newUser: 1, activeUser: 1, allUser: 1 })),
      '*': page([{ id: 'r1', title: 'Fire safety', procCount: 2, handCount: 1, finishCount: 1, createTime: days[0] }]),
    });
    renderPage(<DashboardPage />);
    expect(await screen.findByText('Quick entries')).toBeTruthy();
    expect(screen.getByText(/Welcome to Acme\. Today is/)).toBeTruthy();
    expect(await screen.findByTestId('dashboard-counts')).toBeTruthy();
    expect(screen.getByText('Exams')).toBeTruthy();
    expect(screen.getByText('Ongoing exams')).toBeTruthy();
    expect(screen.getByText('Ongoing courses')).toBeTruthy();
    expect(await screen.findByText('System notices')).toBeTruthy();
    // The learning bars and the course, exam and user lines (issue 30 item 4).
    expect(screen.getAllByText('Last 7 days')).toHaveLength(4);
    expect(screen.getByText('Course statistics')).toBeTruthy();
    await screen.findAllByText('Fire safety');
    expect(chineseIn()).toEqual([]);
    sessionStore.set({ site: null });
  });

  it('renders the contest list, its dialog and the live matches in English', async () => {
    signInAs({ permissions: ['battle:list', 'battle:add', 'battle:edit', 'battle:delete'] });
    const row = {
      id: 'b1',
      title: 'Quiz night',
      startTime: '2026-01-02T01:00:00.000Z',
      endTime: '2026-02-02T01:00:00.000Z',
      openType: 1,
      openType_dictText: 'Public',
      state: 0,
      quCount: 5,
      seconds: 15,
      modes: ['pk', 'room', 'solo'],
      topN: 3,
      pointsTop: 50,
      matchCount: 12,
      playerCount: 7,
      settled: false,
    };
    mockFetch({
      [endpoints.battle.paging.path]: page([row]),
      [endpoints.battle.live.path]: [
        {
          matchId: 'm1',
          contestId: 'b1',
          contestTitle: 'Quiz night',
          mode: 'pk',
          round: 2,
          total: 5,
          startTime: '2026-01-03T01:00:00.000Z',
          players: [
            { userId: 'u1', realName: 'Bob', deptName: 'Sales', score: 180, outOfScope: false },
            { userId: '', realName: '', deptName: '', score: 0, outOfScope: true },
          ],
        },
      ],
      '*': fallback,
    });
    renderPage(<BattleListPage />);
    const tr = (await screen.findByText('Quiz night')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('1v1 battle')).toBeTruthy();
    expect(within(tr).getByText('Grant ranking rewards')).toBeTruthy();
    expect(chineseIn()).toEqual([]);

    fireEvent.click(within(tr).getByText('Live matches'));
    expect(await screen.findByText('Question 2 / 5')).toBeTruthy();
    expect(screen.getByText('Player out of scope 0')).toBeTruthy();
    expect(chineseIn()).toEqual([]);

    fireEvent.click(screen.getByText('Add'));
    expect(await screen.findByText('Add contest')).toBeTruthy();
    expect(screen.getByText('Seconds per question')).toBeTruthy();
    fireEvent.click(screen.getByText('Chosen people'));
    expect(await screen.findByText('Players')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the certificate list and the designer in English', async () => {
    signInAs({ permissions: ['cert:list', 'cert:add', 'cert:edit', 'cert:delete'] });
    const row = { id: 'c1', title: 'Safety officer', authority: 'Acme', validMonths: 24, numberPrefix: 'AQ' };
    mockFetch({
      [endpoints.cert.paging.path]: page([{ ...row, state: 0, grantCount: 3, updateTime: '2026-01-02T00:00:00Z' }]),
      '*': fallback,
    });
    renderPage(<CertListPage />);
    expect(await screen.findByText('24 months')).toBeTruthy();
    expect(chineseIn()).toEqual([]);

    fireEvent.click(screen.getByText('Add'));
    expect(await screen.findByText('Add certificate')).toBeTruthy();
    const palette = screen.getByTestId('cert-palette');
    for (const name of ['Learner name', 'Grant date', 'Valid until', 'Source (exam/course)', 'Custom text']) {
      fireEvent.click(within(palette).getByRole('button', { name: new RegExp(name.replace(/[()]/g, '\\$&')) }));
    }
    expect(screen.getByRole('button', { name: 'Field-Learner name' }).textContent).toBe('Jane Doe');
    expect(within(screen.getByTestId('field-panel')).getByText('Remove field')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the certificate grants and the batch grant dialog in English', async () => {
    signInAs({ permissions: ['cert:grant:list', 'cert:grant:batch', 'cert:grant:delete', 'cert:edit'] });
    const grant = {
      id: 'g1',
      title: 'Safety officer',
      number: 'AQ20260101000001',
      grantType: 1,
      grantType_dictText: '手动发放',
      sourceName: '',
      createTime: '2026-01-01T02:00:00.000Z',
      expireTime: null,
      state: 'revoked',
      state_text: '已撤销',
      certFilePdf: '',
      userId: 'u1',
      userName: 'bob',
      realName: 'Bob',
    };
    mockFetch({ [endpoints.cert.grantPaging.path]: page([grant]), '*': fallback });
    renderPage(<CertGrantPage />);
    const tr = (await screen.findByText('AQ20260101000001')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('Manual')).toBeTruthy(); // built-in dictionary title
    expect(within(tr).getByText('Revoked')).toBeTruthy();
    expect(within(tr).getByText('Permanent')).toBeTruthy();
    expect(chineseIn()).toEqual([]);

    fireEvent.click(screen.getByText('Grant in bulk'));
    expect(await screen.findByText('Grant certificates in bulk')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('Please choose the certificate to grant!')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the points log, the adjust dialog and the points rules in English', async () => {
    signInAs({ permissions: ['points:list', 'points:adjust', 'points:rule'] });
    const log = { id: 'p1', userId: 'u1', userName: 'bob', realName: 'Bob', points: -5, refType: 'manual' };
    mockFetch({
      [endpoints.points.paging.path]: page([{ ...log, refType_text: '人工调整', refRemark: 'Late', createTime: '' }]),
      [endpoints.points.ruleList.path]: [
        { code: 'exam_pass', title: '通过考试', points: 0, cycle: 0, cap: 0, state: 0 },
        { code: 'train_right', title: 'Quiz bonus', points: 1, cycle: 1, cap: 10, state: 0 },
        { code: 'sign_in', title: '每日登录', points: 1, cycle: 0, cap: 0, state: 1 },
      ],
      '*': fallback,
    });
    const view = renderPage(<PointsLogPage />);
    expect(await screen.findByText('Manual adjustment')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByText('Positive adds, negative deducts')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    view.unmount();

    renderPage(<PointsRulePage />);
    expect(await screen.findByText('Pass an exam')).toBeTruthy();
    expect(screen.getByText('Quiz bonus')).toBeTruthy(); // an edited title stays as written
    expect(screen.getByText('Daily sign-in')).toBeTruthy();
    expect(screen.getByText('Points set on each exam')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });
});

describe('admin widgets and the entry texts in en-US', { timeout: 30_000 }, () => {
  it('renders the icon chooser, the pickers and the user reference list in English', async () => {
    signInAs({ permissions: ['user:list'] });
    mockFetch({
      [endpoints.userRef.list.path]: page([{ id: 'u1', userName: 'bob', realName: 'Bob', deptCode: 'A01' }]),
      '*': fallback,
    });
    renderPage(
      <div>
        <IconChooserDialog open onSelect={() => {}} onClose={() => {}} />
        <ExamPicker open onCancel={() => {}} onConfirm={() => {}} />
        <UserPicker open onCancel={() => {}} onConfirm={() => {}} />
        <CourseFilePicker open onCancel={() => {}} onConfirm={() => {}} />
        <UserRefList refId="e1" />
      </div>,
    );
    expect(await screen.findByText('Choose icon')).toBeTruthy();
    expect(screen.getByText('Choose exams')).toBeTruthy();
    expect(screen.getByText('Choose users')).toBeTruthy();
    expect(screen.getByText('Choose course files')).toBeTruthy();
    expect(await screen.findByText('All course files')).toBeTruthy();
    expect(await screen.findByText('Bob')).toBeTruthy();
    expect(screen.getByText('Department code')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });

  it('renders the rich editor in English and checks attachments in English', async () => {
    mockFetch({ '*': null });
    renderPage(<RichEditor placeholder="Write here" />);
    expect(await screen.findByRole('toolbar', { name: 'Editing toolbar' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bold' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Insert attachment' })).toBeTruthy();
    expect(chineseIn()).toEqual([]);
    expect(checkAttachments([{ name: 'a.webm', size: 1 }], 'video')).toBe('Only mp4 video files can be uploaded!');
  });

  it('gives the request texts and the static titles in English', () => {
    expect(httpErrorText(404)).toBe('Wrong API address, please contact the administrator.');
    expect(httpErrorText(500)).toBe('Oops, the server is having a problem.');
    expect(httpErrorText(418)).toBe('The request to the server failed.');
    expect(httpErrorText(418, 'I am a teapot')).toBe('I am a teapot');
    expect(pageTitle('/login', null, 'Xuekao')).toBe('Sign in - Xuekao');
    expect(pageTitle('/profile/index', null, 'Xuekao')).toBe('Profile - Xuekao');
  });
});
