import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockFetch, renderPage as renderWith, signInAs } from '@web/test/page-harness';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deptOption, histogramOption } from './charts';
import ExamAnalysisPage, { rateText } from './index';

// jsdom has no canvas: the lazily loaded ECharts setup is replaced by a recording fake.
const charts = vi.hoisted(() => [] as { label: string | null; setOption: ReturnType<typeof vi.fn> }[]);
vi.mock('@web/shared/charts/echarts-setup', () => ({
  init: (el: HTMLElement) => {
    const c = { label: el.getAttribute('aria-label'), setOption: vi.fn(), resize: vi.fn(), dispose: vi.fn() };
    charts.push(c);
    return c;
  },
}));

const buckets = Array.from({ length: 10 }, (_v, i) => ({
  label: `${i * 10}-${i * 10 + 10}`,
  from: i * 10,
  to: i * 10 + 10,
  count: i === 9 ? 2 : i === 3 ? 1 : 0,
}));
const ANALYSIS = {
  examId: 'e1',
  title: '消防安全考试',
  totalScore: 100,
  qualifyScore: 60,
  paperCount: 4,
  markingCount: 1,
  examUser: 3,
  passUser: 2,
  passRate: 66.7,
  avgScore: 70,
  maxScore: 95,
  minScore: 30,
  buckets,
  leavePapers: 1,
  leaveTimes: 3,
  faceFailPapers: 1,
  faceFails: 2,
  depts: [
    { deptCode: 'A01', deptName: '安全部', examUser: 3, passUser: 2, passRate: 66.7, avgScore: 70, maxScore: 95 },
  ],
};
const QU = (quId: string, content: string, rightRate: number | null) => ({
  quId,
  content,
  quType: 1,
  quType_dictText: '单选题',
  count: 3,
  rightCount: rightRate === null ? 0 : Math.round((rightRate / 100) * 3),
  rightRate,
});

beforeEach(() => {
  charts.length = 0;
  signInAs({ permissions: ['exam:list'] });
  mockFetch({
    '/api/stat/exam/analysis': ANALYSIS,
    '/api/stat/exam/qu-rates': {
      records: [QU('q2', '灭火器的使用顺序', 33.3), QU('q1', '火警电话', 100)],
      total: 2,
      size: 20,
      current: 1,
      pages: 1,
    },
    '/api/stat/exam/export': () =>
      new Response('xlsx', {
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
    '*': [],
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
});

const renderPage = () =>
  renderWith(<ExamAnalysisPage />, { route: '/admin/exam/analysis/e1', path: '/admin/exam/analysis/:examId' });

describe('ExamAnalysis', () => {
  it('histogram bars wholly below the pass mark are red, wholly above green; departments as grouped bars', () => {
    const o = histogramOption(ANALYSIS) as { series: { data: { value: number; itemStyle: { color: string } }[] }[] };
    expect(o.series[0].data.map((d) => d.value)).toEqual(buckets.map((b) => b.count));
    expect(o.series[0].data[5].itemStyle.color).toBe('#f56c6c');
    expect(o.series[0].data[6].itemStyle.color).toBe('#11a983');
    // A pass mark of 20 of 20: the last bar (18-20, the total included) holds a pass, the pass mark inside it.
    const top = histogramOption({
      qualifyScore: 20,
      buckets: [{ label: '18-20', from: 18, to: 20, count: 1 }],
    }) as typeof o;
    expect(top.series[0].data[0].itemStyle.color).toBe('#f5a623');
    const d = deptOption(ANALYSIS.depts) as { series: { data: number[] }[] };
    expect(d.series.map((s) => s.data)).toEqual([[66.7], [70]]);
    expect(rateText(null)).toBe('-');
    expect(rateText(12.5)).toBe('12.5%');
  });

  it('shows the pass rate, the scores, the charts, the departments and the questions hardest first, and exports', async () => {
    renderPage();
    expect(await screen.findByText('考试分析：消防安全考试')).toBeTruthy();
    expect(callsTo('/api/stat/exam/analysis')).toEqual([{ id: 'e1' }]);
    const stat = screen.getAllByText('通过率').find((e) => e.closest('.ant-statistic'));
    expect(stat?.closest('.ant-statistic')?.textContent).toContain('66.7');
    expect(screen.getByText(/人脸比对失败 1 份试卷共 2 次/)).toBeTruthy();
    const deptRow = screen.getByText('安全部').closest('tr') as HTMLElement;
    expect(within(deptRow).getByText('66.7%')).toBeTruthy();
    await waitFor(() => expect(charts.map((c) => c.label).sort()).toEqual(['分数分布', '部门对比']));

    const rows = (await screen.findByText('灭火器的使用顺序')).closest('tbody')?.querySelectorAll('tr.ant-table-row');
    expect([...(rows ?? [])].map((r) => r.textContent?.includes('灭火器'))).toEqual([true, false]);
    expect(callsTo('/api/stat/exam/qu-rates')[0]).toMatchObject({ params: { examId: 'e1' } });

    fireEvent.click(screen.getByRole('button', { name: /导出成绩/ }));
    expect(await screen.findByText('数据导出成功！')).toBeTruthy();
    expect(callsTo('/api/stat/exam/export')[0]).toEqual({ examId: 'e1' });
  }, 20_000);
});
