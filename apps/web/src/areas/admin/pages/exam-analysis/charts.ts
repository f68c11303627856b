import type { ExamAnalysis } from '@xuekao/contracts';
import type { EChartsCoreOption } from 'echarts/core';
import { m } from './messages';

/**
 * ECharts options of the exam analysis (pure, so they are tested without a canvas): the histogram of the
 * learners' best scores and the departments' pass rates and average scores.
 */

const PASS = '#11a983';
const FAIL = '#f56c6c';
const MIXED = '#f5a623';

/**
 * Learners per score bar: red when every score of the bar fails (the last bar includes the total), green
 * when every score passes, orange when the pass mark falls inside the bar.
 */
export function histogramOption(a: Pick<ExamAnalysis, 'buckets' | 'qualifyScore'>): EChartsCoreOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 16, top: 24, bottom: 8, containLabel: true },
    xAxis: { type: 'category', name: m('score'), data: a.buckets.map((b) => b.label) },
    yAxis: { type: 'value', name: m('people'), minInterval: 1 },
    series: [
      {
        name: m('people'),
        type: 'bar',
        barCategoryGap: '10%',
        data: a.buckets.map((b, i) => {
          const allFail = i === a.buckets.length - 1 ? b.to < a.qualifyScore : b.to <= a.qualifyScore;
          return { value: b.count, itemStyle: { color: allFail ? FAIL : b.from >= a.qualifyScore ? PASS : MIXED } };
        }),
      },
    ],
  };
}

/** Per department: pass rate (%) and average score as grouped bars. */
export function deptOption(depts: ExamAnalysis['depts']): EChartsCoreOption {
  return {
    color: ['#409EFF', '#f5a623'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: [m('passRatePct'), m('avgScore')], top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: depts.map((d) => d.deptName), axisLabel: { interval: 0, rotate: 20 } },
    yAxis: { type: 'value' },
    series: [
      { name: m('passRatePct'), type: 'bar', data: depts.map((d) => d.passRate) },
      { name: m('avgScore'), type: 'bar', data: depts.map((d) => d.avgScore) },
    ],
  };
}
