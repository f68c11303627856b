import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { EChart } from '@web/shared/charts/echart';
import { formatLearnTime } from '@web/shared/course-format';
import { LIST_TEXTS } from '@web/shared/list-page';
import type { CourseDeptProgress, CourseStatSummarySchema } from '@xuekao/contracts';
import { endpoints } from '@xuekao/contracts';
import { Card, Col, Empty, Progress, Row, Table } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import type { z } from 'zod';
import { m } from './messages';

type StatFile = z.output<typeof CourseStatSummarySchema>['files'][number];

/**
 * The completion funnel of the course's files (catalogue order, first at the top): learners who opened
 * each file and those who finished it.
 */
export function funnelOption(files: readonly StatFile[]): EChartsCoreOption {
  const list = [...files].reverse();
  return {
    color: ['#409EFF', '#11a983'],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { data: [m('learners'), m('finishers')], top: 0 },
    grid: { left: 8, right: 24, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: list.map((f, i) => `${files.length - i}. ${f.title.length > 14 ? `${f.title.slice(0, 13)}…` : f.title}`),
    },
    series: [
      { name: m('learners'), type: 'bar', data: list.map((f) => f.learners) },
      { name: m('finishers'), type: 'bar', data: list.map((f) => f.finished) },
    ],
  };
}

const deptColumns = () => [
  { title: m('dept'), dataIndex: 'deptName', ellipsis: true },
  { title: m('learners'), dataIndex: 'learners', width: 100, align: 'center' as const },
  { title: m('finishers'), dataIndex: 'finished', width: 100, align: 'center' as const },
  {
    title: m('finishRate'),
    dataIndex: 'finishRate',
    width: 180,
    render: (v: number) => <Progress percent={v} size="small" format={() => `${v}%`} />,
  },
  { title: m('avgPerLearner'), dataIndex: 'avgSec', width: 140, render: (v: number) => formatLearnTime(v) },
];

/** 课件完成漏斗 and 部门学习进度 (most behind first) of CourseStat. */
export function CourseAnalysis({ courseId, files }: { courseId: string; files: readonly StatFile[] | undefined }) {
  const depts = useQuery({
    queryKey: ['stat', 'course-depts', courseId],
    queryFn: () => call(endpoints.stat.courseDepts, { id: courseId }),
    enabled: Boolean(courseId),
    staleTime: 0,
  });
  const deptCols = useMemo(deptColumns, []);
  const option = useMemo(() => (files?.length ? funnelOption(files) : null), [files]);
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Card size="small" title={m('funnel')}>
          {option ? (
            <EChart option={option} label={m('funnel')} height={Math.max(200, 40 * (files?.length ?? 0) + 60)} />
          ) : (
            <Empty description={m('noFiles')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={m('depts')}>
          <Table<CourseDeptProgress>
            rowKey="deptCode"
            size="small"
            pagination={false}
            loading={depts.isFetching}
            dataSource={depts.data ?? []}
            columns={deptCols}
            locale={{ emptyText: LIST_TEXTS.empty }}
          />
        </Card>
      </Col>
    </Row>
  );
}
