import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { effects } from '@web/api/request';
import { sessionStore } from '@web/core/session';
import type { SessionInfo } from '@xuekao/contracts';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { courseOption, formatDuration, learnOption, WeekCharts } from './week-charts';

// jsdom has no canvas: the lazily loaded ECharts setup is replaced by a recording fake.
const charts = vi.hoisted(
  () => [] as { el: HTMLElement; setOption: ReturnType<typeof vi.fn>; dispose: ReturnType<typeof vi.fn> }[],
);
vi.mock('@web/shared/charts/echarts-setup', () => ({
  init: (el: HTMLElement) => {
    const c = { el, setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
    charts.push(c);
    return c;
  },
}));

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });

const days = ['2025-03-01', '2025-03-02'];
const ANSWERS: Record<string, unknown> = {
  '/api/stat/total/learn/week': days.map((d, i) => ({ dateStr: d, learnUser: 3 + i, finishUser: i, avgTime: 3725 })),
  '/api/stat/total/exam/week': days.map((d, i) => ({ dateStr: d, examCount: 1, examUser: 4 + i, passUser: 2 })),
  '/api/stat/total/user/week': days.map((d, i) => ({ dateStr: d, newUser: i, activeUser: 5, allUser: 20 + i })),
};

function renderCharts(props: { learn: boolean; exam: boolean }) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <WeekCharts {...props} />
      </App>
    </QueryClientProvider>,
  );
}

type Opt = { xAxis: { data: string[] }; series: { name: string; type: string; data: number[] }[] };

describe('dashboard WeekCharts', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    charts.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    effects.notify = vi.fn();
    sessionStore.set({ user: { permissions: ['stat:view'] } as unknown as SessionInfo });
    fetchMock.mockImplementation(async (url) => ok(ANSWERS[String(url)]));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for the three weeks and draws four charts with MM-DD days', async () => {
    const view = renderCharts({ learn: true, exam: true });
    await waitFor(() => expect(charts).toHaveLength(4));
    expect(fetchMock.mock.calls.map(([u]) => String(u)).sort()).toEqual(Object.keys(ANSWERS).sort());
    expect(screen.getByText('学习统计')).toBeTruthy();
    expect(screen.getByText('课程统计')).toBeTruthy();
    expect(screen.getByText('考试统计')).toBeTruthy();
    expect(screen.getByText('用户统计')).toBeTruthy();
    const options = charts.map((c) => c.setOption.mock.calls[0][0] as Opt);
    const byFirst = (name: string, type = 'bar') =>
      options.find((o) => o.series[0].name === name && o.series[0].type === type) as Opt;
    expect(byFirst('学习人数').xAxis.data).toEqual(['03-01', '03-02']);
    expect(byFirst('学习人数').series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['学习人数', 'bar', [3, 4]],
      ['完成人数', 'bar', [0, 1]],
    ]);
    // The course line chart beside the exam and user ones: the same learning rows, study minutes on the right axis.
    expect(byFirst('学习人数', 'line').series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['学习人数', 'line', [3, 4]],
      ['完成人数', 'line', [0, 1]],
      ['人均学习（分钟）', 'line', [62.1, 62.1]],
    ]);
    expect(screen.getByTestId('dashboard-chart-course')).toBeTruthy();
    expect(byFirst('考试数', 'line').series.map((s) => [s.name, s.type, s.data])).toEqual([
      ['考试数', 'line', [1, 1]],
      ['考试人数', 'line', [4, 5]],
      ['通过人数', 'line', [2, 2]],
    ]);
    expect(byFirst('新增用户', 'line').series.map((s) => [s.name, s.data])).toEqual([
      ['新增用户', [0, 1]],
      ['活跃用户', [5, 5]],
      ['用户总数', [20, 21]],
    ]);
    view.unmount();
    for (const c of charts) expect(c.dispose).toHaveBeenCalled();
  });

  it('leaves out the learning and exam charts of switched-off modules', async () => {
    renderCharts({ learn: false, exam: false });
    await waitFor(() => expect(charts).toHaveLength(1));
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/stat/total/user/week']);
    expect(screen.queryByText('学习统计')).toBeNull();
    expect(screen.queryByText('课程统计')).toBeNull();
    expect(screen.queryByText('考试统计')).toBeNull();
  });

  it('asks nothing without stat:view', async () => {
    sessionStore.set({ user: { permissions: ['exam:list'] } as unknown as SessionInfo });
    const { container } = renderCharts({ learn: true, exam: true });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');
  });

  it('puts the course chart’s study minutes on a second axis', () => {
    const opt = courseOption([{ dateStr: '2025-03-01', learnUser: 2, finishUser: 1, avgTime: 90 }]) as {
      yAxis: unknown[];
      series: { yAxisIndex?: number; data: number[] }[];
    };
    expect(opt.yAxis).toHaveLength(2);
    expect(opt.series.map((s) => s.yAxisIndex ?? 0)).toEqual([0, 0, 1]);
    expect(opt.series[2].data).toEqual([1.5]);
  });

  it('shows the average study time in the learning tooltip', () => {
    const rows = [{ dateStr: '2025-03-01', learnUser: 2, finishUser: 1, avgTime: 65 }];
    const tooltip = (learnOption(rows) as { tooltip: { formatter: (p: unknown) => string } }).tooltip;
    const text = tooltip.formatter([
      { dataIndex: 0, seriesName: '学习人数', value: 2, marker: '' },
      { dataIndex: 0, seriesName: '完成人数', value: 1, marker: '' },
    ]);
    expect(text).toBe('03-01<br/>学习人数：2<br/>完成人数：1<br/>人均学习时长：1分5秒');
    expect(formatDuration(3725)).toBe('1小时2分5秒');
    expect(formatDuration(0)).toBe('0秒');
    expect(formatDuration(59.6)).toBe('1分0秒');
  });
});
