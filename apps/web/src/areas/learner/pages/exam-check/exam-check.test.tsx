import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { calls, envelope, mockFetch, renderPage as renderWith } from '@web/test/page-harness';
import { beforeEach, describe, expect, it } from 'vitest';
import ExamCheckPage from './index';

const checks = () => calls().filter((c) => c.url === '/api/exam/exam/check-info');

let simple: Record<string, unknown>;
/** check-info's answer for the body sent. */
let checkOf: (body: { password: string; faceToken: string }) => Record<string, unknown>;
const result = (o: object) => ({
  pass: false,
  msg: '',
  needPassword: false,
  needFace: false,
  canApply: false,
  applyApproved: false,
  paperId: '',
  ...o,
});

beforeEach(() => {
  simple = {
    id: 'e1',
    title: '安全生产考试',
    content: '<p>请携带身份证</p>',
    openType: 1,
    openType_dictText: '完全公开',
    startTime: '2026-01-02T01:00:00.000Z',
    endTime: '2026-01-02T09:00:00.000Z',
    totalTime: 60,
    totalScore: 100,
    qualifyScore: 60,
    quCount: 20,
    chance: 3,
    lateMax: 15,
    handMin: 0,
    copyPaste: false,
    leaveOn: true,
    leaveCheck: 5,
    leaveCount: 3,
    faceOn: false,
    camOn: true,
    camInterval: 2,
    faceLimit: 3,
    showAnswer: false,
    myTries: 1,
    applyState: -1,
    myPaperId: '',
  };
  checkOf = () => result({ pass: true });
  mockFetch({
    '/api/exam/exam/simple-detail': () => simple,
    '/api/exam/exam/check-info': (body) => checkOf(body),
    '/api/exam/apply/save': null,
  });
});

const renderPage = () =>
  renderWith(<ExamCheckPage />, {
    route: '/web/exam/check/e1',
    path: '/web/exam/check/:id',
    landed: (loc) => `${loc.pathname} ${JSON.stringify(loc.state)}`,
  });
const shown = () => screen.findByTestId('exam-info', {}, { timeout: 15_000 });
const button = (name: string | RegExp, root: HTMLElement = document.body) =>
  within(root).getByText(name, { selector: 'button span' }).closest('button') as HTMLButtonElement;

describe('考前检查', { timeout: 30_000 }, () => {
  it("shows the exam's facts and rules and checks entry at once", async () => {
    renderPage();
    const info = await shown();
    expect(within(info).getByText('60 分钟')).toBeTruthy();
    expect(within(info).getByText('20 题')).toBeTruthy();
    expect(within(info).getByText('100 / 60')).toBeTruthy();
    expect(within(info).getByText('已考 1 次 / 限 3 次')).toBeTruthy();
    expect(within(info).getByText('开考 15 分钟后不能进入')).toBeTruthy();
    expect(within(info).getByText('不限')).toBeTruthy(); // 最短交卷
    expect(screen.getByTestId('leave-notice').textContent).toContain(
      '本场考试已开启切屏监控，离开3次将会强制交卷，请诚信考试！',
    );
    expect(screen.getByTestId('cam-notice').textContent).toContain(
      '每 2 分钟抓拍一次，人脸识别连续失败 3 次将强制交卷',
    );
    expect(screen.getByText('本场考试禁止复制粘贴。')).toBeTruthy();
    expect(screen.getByText('请携带身份证')).toBeTruthy();
    expect(await screen.findByText('考前检查通过，可以开始考试。')).toBeTruthy();
    expect(checks()[0].body).toEqual({ id: 'e1', password: '', faceToken: '' });
  });

  it('开始考试 checks again and opens the exam page with the entry proof', async () => {
    renderPage();
    await screen.findByText('考前检查通过，可以开始考试。', {}, { timeout: 15_000 });
    fireEvent.click(screen.getByTestId('start-exam'));
    await waitFor(() =>
      expect(screen.getByTestId('landed').textContent).toBe('/web/exam/start/e1 {"password":"","faceToken":""}'),
    );
    expect(checks()).toHaveLength(2);
  });

  it('a paper in progress is resumed with 继续考试', async () => {
    checkOf = () => result({ pass: true, paperId: 'p9' });
    renderPage();
    expect(await screen.findByText('您有未完成的试卷，可以继续考试。', {}, { timeout: 15_000 })).toBeTruthy();
    expect(button('继续考试').dataset.testid).toBe('start-exam');
  });

  it('a password exam asks for it: 请输入考试密码！ when empty, a wrong one shows the refusal, the right one enters', async () => {
    checkOf = ({ password }) =>
      password === 'secret'
        ? result({ pass: true })
        : result({ needPassword: true, msg: password ? '考试密码错误！' : '' });
    renderPage();
    expect(
      await screen.findByText('请输入考试密码', { selector: '.ant-alert-title' }, { timeout: 15_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('start-exam'));
    expect(await screen.findByText('请输入考试密码！')).toBeTruthy();
    const box = screen.getByPlaceholderText('请输入考试密码');
    fireEvent.change(box, { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('start-exam'));
    expect(await screen.findByText('考试密码错误！')).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
    fireEvent.change(box, { target: { value: 'secret' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(screen.getByTestId('landed').textContent).toBe('/web/exam/start/e1 {"password":"secret","faceToken":""}'),
    );
    expect(checks().at(-1)?.body).toEqual({ id: 'e1', password: 'secret', faceToken: '' });
  });

  it('a face-check exam opens 人脸识别 on 开始考试', async () => {
    checkOf = () => result({ needFace: true });
    renderPage();
    expect(await screen.findByText('请先进行人脸识别', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(screen.getByTestId('start-exam'));
    expect(await screen.findByText('人脸识别', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('a refusal that an application can lift: 开始考试 off, 申请考试 sends the reason', async () => {
    checkOf = () => result({ msg: '您不在本场考试的范围内！', canApply: true });
    renderPage();
    expect(await screen.findByText('您不在本场考试的范围内！', {}, { timeout: 15_000 })).toBeTruthy();
    expect((screen.getByTestId('start-exam') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('apply-exam'));
    fireEvent.click(await screen.findByText('提交申请', { selector: 'button span' }));
    expect(await screen.findByText('申请理由不能为空！')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入申请理由'), { target: { value: ' 出差刚回 ' } });
    fireEvent.click(button('提交申请'));
    expect(await screen.findByText('审核已提交，管理员审核通过后可以直接开始考试！')).toBeTruthy();
    expect(calls().filter((c) => c.url === '/api/exam/apply/save')).toEqual([
      { url: '/api/exam/apply/save', body: { examId: 'e1', applyMsg: '出差刚回' } },
    ]);
    // the page reads the exam and the check again
    await waitFor(() => expect(checks().length).toBeGreaterThanOrEqual(2));
  });

  it('an application under review is said, and not offered again', async () => {
    simple.applyState = 0;
    checkOf = () => result({ msg: '您不在本场考试的范围内！', canApply: true });
    renderPage();
    expect(await screen.findByText('您的考试申请正在审核中，请耐心等待。', {}, { timeout: 15_000 })).toBeTruthy();
    expect(screen.queryByTestId('apply-exam')).toBeNull();
  });

  it('an exam the learner cannot see: 考试不存在或不在您的考试范围内', async () => {
    mockFetch({ '*': () => envelope(null, 10010003, '考试不存在！') });
    renderPage();
    expect(await screen.findByText('考试不存在或不在您的考试范围内', {}, { timeout: 15_000 })).toBeTruthy();
    fireEvent.click(button('返回考试列表'));
    expect(screen.getByTestId('landed').textContent).toBe('/web/index null');
  });

  it('设备调试 is offered when the camera watches the exam', async () => {
    renderPage();
    await shown();
    fireEvent.click(button('设备调试'));
    expect(screen.getByTestId('landed').textContent).toBe('/web/exam/debug null');
  });
});
