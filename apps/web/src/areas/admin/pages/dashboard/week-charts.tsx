import { EChart } from '@web/shared/charts/echart';
import { usePermission } from '@web/shared/components/permission';
import { Perm, type StatExamDay, type StatLearnDay, type StatUserDay } from '@xuekao/contracts';
import { Card, Col, Row, Spin } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useExamWeek, useLearnWeek, useUserWeek } from './stat-queries';

const COLORS = ['#409EFF', '#11a983', '#f5a623'];

/** `YYYY-MM-DD` as the axis shows it: `MM-DD`. */
export const axisDay = (dateStr: string) => dateStr.slice(5);

/** Seconds as 时/分/秒 (avgTime in the learning tooltip): 3725 -> 1小时2分5秒. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  if (h > 0) return `${h}小时${m}分${rest}秒`;
  if (m > 0) return `${m}分${rest}秒`;
  return `${rest}秒`;
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
  const names = ['学习人数', '完成人数'];
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
        const lines = list.map((p) => `${p.marker ?? ''}${p.seriesName}：${Number(p.value)}`);
        return [axisDay(row?.dateStr ?? ''), ...lines, `人均学习时长：${formatDuration(row?.avgTime ?? 0)}`].join(
          '<br/>',
        );
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

/** 考试统计: exams with hand-ins, learners who handed in, learners who passed. */
export const examOption = (rows: readonly StatExamDay[]) =>
  lines(
    rows.map((r) => r.dateStr),
    [
      { name: '考试数', data: rows.map((r) => r.examCount) },
      { name: '考试人数', data: rows.map((r) => r.examUser) },
      { name: '通过人数', data: rows.map((r) => r.passUser) },
    ],
  );

/** 用户统计: new, active and all users. */
export const userOption = (rows: readonly StatUserDay[]) =>
  lines(
    rows.map((r) => r.dateStr),
    [
      { name: '新增用户', data: rows.map((r) => r.newUser) },
      { name: '活跃用户', data: rows.map((r) => r.activeUser) },
      { name: '用户总数', data: rows.map((r) => r.allUser) },
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
    <Card size="small" title={title} extra="近7天" data-testid={testId} style={{ height: '100%' }}>
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

/** The week charts of the dashboard (last 7 days, in the caller's data scope). Only for stat:view holders. */
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
  const charts = [
    ...(learn ? [card('learn', '学习统计', learnWeek, learnOption)] : []),
    ...(exam ? [card('exam', '考试统计', examWeek, examOption)] : []),
    card('user', '用户统计', userWeek, userOption),
  ];
  const span = 24 / charts.length;

  return (
    <Row gutter={[16, 16]}>
      {charts.map((c) => (
        <Col key={c.key} xs={24} xl={span}>
          {c.node}
        </Col>
      ))}
    </Row>
  );
}
