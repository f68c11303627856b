import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { formatLearnTime } from '@web/shared/course-format';
import { formatDateTime } from '@web/shared/format-time';
import { ExportButton, ListPage } from '@web/shared/list-page';
import type { CourseStatSummarySchema, CourseStatUserSchema } from '@xuekao/contracts';
import { endpoints, Perm } from '@xuekao/contracts';
import { Card, Col, Progress, Result, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { CourseAnalysis } from './course-analysis';

type StatUser = z.output<typeof CourseStatUserSchema>;
type StatFile = z.output<typeof CourseStatSummarySchema>['files'][number];

interface StatParams {
  courseId: string;
  realName?: string;
  finished?: number;
}

/** Finished of learners as a percent with one decimal ('-' when nobody studied). */
export function finishRate(finished: number, learners: number): string {
  if (!learners) return '-';
  return `${Math.round((finished / learners) * 1000) / 10}%`;
}

const FILE_COLUMNS = [
  { title: '课件', dataIndex: 'title', ellipsis: true },
  { title: '学习时长要求', dataIndex: 'needLearn', width: 140, render: (v: number) => formatLearnTime(v) },
  { title: '学习人数', dataIndex: 'learners', width: 100, align: 'center' as const },
  { title: '完成人数', dataIndex: 'finished', width: 100, align: 'center' as const },
  {
    title: '完成率',
    key: 'rate',
    width: 100,
    align: 'center' as const,
    render: (_v: unknown, r: StatFile) => finishRate(r.finished, r.learners),
  },
];

const USER_COLUMNS = [
  { title: '姓名', dataIndex: 'realName', sorter: true },
  { title: '账号', dataIndex: 'userName', sorter: true },
  { title: '部门', dataIndex: 'deptCode_dictText', key: 'deptCode' },
  { title: '学习时长', dataIndex: 'learnSec', sorter: true, width: 130, render: (v: number) => formatLearnTime(v) },
  {
    title: '完成课件',
    key: 'finishCount',
    width: 90,
    align: 'center' as const,
    render: (_v: unknown, r: StatUser) => `${r.finishCount}/${r.fileCount}`,
  },
  {
    title: '进度',
    dataIndex: 'process',
    sorter: true,
    width: 160,
    render: (v: number) => <Progress percent={v} size="small" />,
  },
  {
    title: '状态',
    dataIndex: 'finished',
    width: 90,
    render: (v: boolean) => (v ? <Tag color="success">已完成</Tag> : <Tag>未完成</Tag>),
  },
  {
    title: '最后学习',
    dataIndex: 'updateTime',
    sorter: true,
    width: 150,
    render: (v: string) => formatDateTime(v),
  },
];

/**
 * 学习统计 (CourseStat, route /admin/course/stat/:courseId): learners, finishers and the average study
 * time, each file's learners and finishers (also as a completion funnel), each department's progress, and
 * the learners' progress (searched by name and finished), exported to Excel.
 */
export default function CourseStatPage() {
  const { courseId = '' } = useParams();
  const summary = useQuery({
    queryKey: ['course', 'stat', courseId],
    queryFn: () => call(endpoints.course.statSummary, { id: courseId }),
    enabled: Boolean(courseId),
    staleTime: 0,
  });
  const params = useMemo(() => ({ courseId }), [courseId]);
  const s = summary.data;

  if (summary.isError) return <Result status="warning" title="课程统计加载失败" />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" loading={summary.isLoading}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {s ? `学习统计：${s.title}` : '学习统计'}
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Statistic title="学习人数" value={s?.learners ?? 0} />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic title="完成人数" value={s?.finished ?? 0} />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic title="平均学习时长" value={formatLearnTime(s?.avgSec ?? 0)} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title="课件学习情况">
        <Table<StatFile>
          rowKey="fileId"
          size="small"
          pagination={false}
          loading={summary.isFetching}
          dataSource={s?.files ?? []}
          columns={FILE_COLUMNS}
          locale={{ emptyText: '暂无相关数据！' }}
        />
      </Card>
      <CourseAnalysis courseId={courseId} files={s?.files} />
      <Card size="small" title="学员学习进度">
        <ListPage<StatUser, StatParams>
          url={endpoints.course.statUsers}
          params={params}
          rowKey="userId"
          selection={false}
          searchFields={[
            { name: 'realName', label: '姓名' },
            {
              name: 'finished',
              label: '状态',
              width: 140,
              node: (
                <Select
                  allowClear
                  placeholder="状态"
                  aria-label="学习状态"
                  options={[
                    { value: 1, label: '已完成' },
                    { value: 0, label: '未完成' },
                  ]}
                />
              ),
            },
          ]}
          columns={USER_COLUMNS}
          scrollX={1000}
          toolbarExtra={(ctx) => (
            <ExportButton
              url={endpoints.course.statExport.path}
              data={{ ...ctx.query, params: { ...ctx.query.params, courseId } }}
              fileName={`${s?.title ?? '课程'}学习统计.xlsx`}
              permission={Perm.course.stat}
            />
          )}
        />
      </Card>
    </Space>
  );
}
