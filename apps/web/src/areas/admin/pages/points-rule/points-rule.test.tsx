import { fireEvent, screen, waitFor } from '@testing-library/react';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { describe, expect, it } from 'vitest';
import PointsLogPage from '../points-log/index';
import PointsRulePage from './index';

const RULES = [
  { code: 'exam_pass', title: '通过考试', points: 0, cycle: 0, cap: 0, state: 0 },
  { code: 'course_finish', title: '完成课程', points: 0, cycle: 0, cap: 0, state: 0 },
  { code: 'train_right', title: '训练答对', points: 0, cycle: 0, cap: 0, state: 1 },
  { code: 'sign_in', title: '每日登录', points: 0, cycle: 0, cap: 0, state: 1 },
];

const okButton = () => screen.getAllByRole('button', { name: /确\s*定/ }).at(-1) as HTMLElement;

describe('points rules page', { timeout: 20_000 }, () => {
  it('shows the four rules and saves them all with what was changed', async () => {
    signInAs({ permissions: ['points:rule'] });
    mockFetch({ '/api/user/points/rule/list': RULES, '/api/user/points/rule/save': null });
    renderPage(<PointsRulePage />);
    expect(await screen.findByText('训练答对')).toBeTruthy();
    expect(screen.getByText('按考试设置的积分')).toBeTruthy();
    const switches = screen.getAllByRole('switch');
    fireEvent.click(switches[3] as HTMLElement); // sign-in on
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(callsTo('/api/user/points/rule/save')).toHaveLength(1));
    const body = callsTo('/api/user/points/rule/save')[0] as { rules: Array<{ code: string; state: number }> };
    expect(body.rules.map((r) => [r.code, r.state])).toEqual([
      ['exam_pass', 0],
      ['course_finish', 0],
      ['train_right', 1],
      ['sign_in', 0],
    ]);
  });
});

describe('points log page', { timeout: 20_000 }, () => {
  const ROW = {
    id: 'p1',
    userId: 'u1',
    userName: 'zhangsan',
    realName: '张三',
    deptCode: 'A01',
    deptCode_dictText: '安全部',
    points: -5,
    refType: 'manual',
    refType_text: '人工调整',
    refRemark: '人工调整：违规',
    createTime: '2026-01-01T02:00:00.000Z',
  };
  it('lists grants and deductions; 调整 on a row needs a reason and sends the signed amount', async () => {
    signInAs({ permissions: ['points:list', 'points:adjust'] });
    mockFetch({
      '/api/user/points/paging': { records: [ROW], total: 1, size: 20, current: 1, pages: 1 },
      '/api/user/points/adjust': null,
    });
    renderPage(<PointsLogPage />);
    expect(await screen.findByText('人工调整：违规')).toBeTruthy();
    expect(screen.getByText('-5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '调整' }));
    expect(await screen.findByTestId('adjust-user')).toHaveProperty('textContent', '张三');
    fireEvent.change(screen.getByLabelText('调整积分'), { target: { value: '8' } });
    fireEvent.click(okButton());
    expect(await screen.findByText('请输入调整原因！')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('调整原因'), { target: { value: '竞赛奖励' } });
    fireEvent.click(okButton());
    await waitFor(() =>
      expect(callsTo('/api/user/points/adjust')).toEqual([{ userId: 'u1', points: 8, reason: '竞赛奖励' }]),
    );
  });
});
