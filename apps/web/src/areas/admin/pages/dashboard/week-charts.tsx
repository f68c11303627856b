import { EChart } from '@web/shared/charts/echart';
import { usePermission } from '@web/shared/components/permission';
import { Perm, type StatExamDay, type StatLearnDay, type StatUserDay } from '@xuekao/contracts';
import { Card, Col, Row, Spin } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { m } from './messages';
import { useExamWeek, useLearnWeek, useUserWeek } from './stat-queries';

const COLORS = ['#409EFF', '#11a983', '#f5a623'];

/** `YYYY-MM-DD` as the axis shows it: `MM-DD`. */
export const axisDay = (dateStr: string) => dateStr.slice(5);

/** Seconds as hours, minutes and seconds (avgTime in the learning tooltip): 3725 -> 1 h 2 min 5 s. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const min = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return m('hms', { h, m: min, s: rest });
  if (min > 0) return m('ms', { m: min, s: rest });
  return m('s', { s: rest });
}

interface TooltipParam {
  axisValue?: string;
  marker?: string;
  seriesName?: string;
  value?: unknown;
  dataIndex: number;
}

const base = (days: string[], names: string[]): EChartsCoreOption => ({
  color: COLORS,
  tooltip: { trigger: 'axis' },
  legend: { data: names, top: 0 },
  grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
  xAxis: { type: 'category', data: days.map(axisDay) },
  yAxis: { type: 'value', minInterval: 1 },
});

/** 学习统计: learners and finishers per day as bars; the average study time in the tooltip. */
export function learnOption(rows: readonly StatLearnDay[]): EChartsCoreOption {
  const names = [m('learners'), m('finishers')];
  return {
    ...base(
      rows.map((r) => r.dateStr),
      names,
    ),
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: TooltipParam[]) => {
        const list = Array.isArray(params) ? params : [params];
        const row = rows[list[0]?.dataIndex ?? 0];
        const lines = list.map(
          (p) => `${p.marker ?? ''}${m('seriesValue', { name: p.seriesName ?? '', value: Number(p.value) })}`,
        );
        const avg = m('avgStudyTime', { time: formatDuration(row?.avgTime ?? 0) });
        return [axisDay(row?.dateStr ?? ''), ...lines, avg].join('<br/>');
      },
    },
    series: [
      { name: names[0], type: 'bar', barMaxWidth: 28, data: rows.map((r) => r.learnUser) },
      { name: names[1], type: 'bar', barMaxWidth: 28, data: rows.map((r) => r.finishUser) },
    ],
  };
}

const lines = (days: string[], series: { name: string; data: number[] }[]): EChartsCoreOption => ({
  ...base(
    days,
    series.map((s) => s.name),
  ),
  series: series.map((s) => ({ ...s, type: 'line', smooth: true, smoothMonotone: 'x', symbolSize: 6 })),
});

/**
 * 课程统计 (the course line chart beside the exam and user ones; the same `/learn/week` rows as the bar
 * chart): learners and finishers on the left axis, the average study minutes per learner on the right.
 */
export function courseOption(rows: readonly StatLearnDay[]): EChartsCoreOption {
  const opt = lines(
    rows.map((r) => r.dateStr),
    [
      { name: m('learners'), data: rows.map((r) => r.learnUser) },
      { name: m('finishers'), data: rows.map((r) => r.finishUser) },
      { name: m('avgStudyMinutes'), data: rows.map((r) => Math.round((r.avgTime / 60) * 10) / 10) },
    ],
  ) as { series: object[] };
  return {
    ...opt,
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', splitLine: { show: false } },
    ],
    series: opt.series.map((s, i) => (i === 2 ? { ...s, yAxisIndex: 1 } : s)),
  };
}

/** 考试统计: exams with hand-ins, learners who handed in, learners who passed. */
export const examOption = (rows: readonly StatExamDay[]) =>
  lines(
    rows.map((r) => r.dateStr),
    [
      { name: m('examCount'), data: rows.map((r) => r.examCount) },
      { name: m('examUsers'), data: rows.map((r) => r.examUser) },
      { name: m('passUsers'), data: rows.map((r) => r.passUser) },
    ],
  );

/** 用户统计: new, active and all users. */
export const userOption = (rows: readonly StatUserDay[]) =>
  lines(
    rows.map((r) => r.dateStr),
    [
      { name: m('newUsers'), data: rows.map((r) => r.newUser) },
      { name: m('activeUsers'), data: rows.map((r) => r.activeUser) },
      { name: m('allUsers'), data: rows.map((r) => r.allUser) },
    ],
  );

function ChartCard<T>({
  title,
  rows,
  loading,
  toOption,
  testId,
}: {
  title: string;
  rows: readonly T[] | undefined;
  loading: boolean;
  toOption: (rows: readonly T[]) => EChartsCoreOption;
  testId: string;
}) {
  const option = useMemo(() => (rows ? toOption(rows) : undefined), [rows, toOption]);
  return (
    <Card size="small" title={title} extra={m('last7Days')} data-testid={testId} style={{ height: '100%' }}>
      {option ? (
        <EChart option={option} label={title} />
      ) : (
        <div style={{ height: 300, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Spin spinning={loading} />
        </div>
      )}
    </Card>
  );
}

export interface WeekChartsProps {
  /** moduleCourse is on: the learning chart. */
  learn: boolean;
  /** moduleExam is on: the exam chart. */
  exam: boolean;
}

/**
 * The week charts of the dashboard (last 7 days, in the caller's data scope): the learning bar chart, then
 * the course, exam and user line charts. Only for stat:view holders.
 */
export function WeekCharts({ learn, exam }: WeekChartsProps) {
  const can = usePermission();
  const allowed = can(Perm.stat.view);
  const learnWeek = useLearnWeek(allowed && learn);
  const examWeek = useExamWeek(allowed && exam);
  const userWeek = useUserWeek(allowed);
  if (!allowed) return null;

  const card = <T,>(
    key: string,
    title: string,
    q: { data?: T[]; isFetching: boolean },
    toOption: (rows: readonly T[]) => EChartsCoreOption,
  ) => ({
    key,
    node: (
      <ChartCard
        title={title}
        rows={q.data}
        loading={q.isFetching}
        toOption={toOption}
        testId={`dashboard-chart-${key}`}
      />
    ),
  });
  // The learning bar chart takes a row of its own; the line charts (course, exam, user) share the next one.
  const lineCharts = [
    ...(learn ? [card('course', m('courseStat'), learnWeek, courseOption)] : []),
    ...(exam ? [card('exam', m('examStat'), examWeek, examOption)] : []),
    card('user', m('userStat'), userWeek, userOption),
  ];
  const span = 24 / lineCharts.length;

  return (
    <Row gutter={[16, 16]}>
      {learn && <Col xs={24}>{card('learn', m('learnStat'), learnWeek, learnOption).node}</Col>}
      {lineCharts.map((c) => (
        <Col key={c.key} xs={24} xl={span}>
          {c.node}
        </Col>
      ))}
    </Row>
  );
}
