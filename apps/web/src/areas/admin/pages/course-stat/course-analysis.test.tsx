import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CourseAnalysis, funnelOption } from './course-analysis';

const charts = vi.hoisted(() => [] as { setOption: ReturnType<typeof vi.fn> }[]);
vi.mock('@web/shared/charts/echarts-setup', () => ({
  init: () => {
    const c = { setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
    charts.push(c);
    return c;
  },
}));

const FILES = [
  { fileId: 'f1', title: '第一课', needLearn: 60, learners: 10, finished: 8 },
  { fileId: 'f2', title: '第二课', needLearn: 60, learners: 8, finished: 3 },
];

beforeEach(() => {
  charts.length = 0;
  signInAs({ permissions: ['course:stat'] });
  mockFetch({
    '/api/stat/course/depts': [
      { deptCode: 'A02', deptName: '市场部', learners: 4, finished: 1, finishRate: 25, avgSec: 125 },
      { deptCode: 'A01', deptName: '安全部', learners: 6, finished: 6, finishRate: 100, avgSec: 600 },
    ],
    '*': [],
  });
});

describe('CourseStat analysis', () => {
  it('the funnel lists files in catalogue order from the top with learners and finishers', () => {
    const o = funnelOption(FILES) as { yAxis: { data: string[] }; series: { data: number[] }[] };
    // ECharts draws a category axis bottom-up: the first file is last in the data.
    expect(o.yAxis.data).toEqual(['2. 第二课', '1. 第一课']);
    expect(o.series.map((s) => s.data)).toEqual([
      [8, 10],
      [3, 8],
    ]);
  });

  it('shows each department’s progress, most behind first, and draws the funnel', async () => {
    renderPage(<CourseAnalysis courseId="c1" files={FILES} />);
    const row = (await screen.findByText('市场部')).closest('tr') as HTMLElement;
    expect(within(row).getByText('25%')).toBeTruthy();
    expect(within(row).getByText('2分5秒')).toBeTruthy();
    expect(callsTo('/api/stat/course/depts')).toEqual([{ id: 'c1' }]);
    await waitFor(() => expect(charts).toHaveLength(1));
  });
});
