import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { formatLearnTime } from '@web/shared/course-format';
import { formatDateTime } from '@web/shared/format-time';
import { ExportButton, LIST_TEXTS, ListPage } from '@web/shared/list-page';
import type { CourseStatSummarySchema, CourseStatUserSchema } from '@xuekao/contracts';
import { endpoints, Perm } from '@xuekao/contracts';
import { Card, Col, Progress, Result, Row, Select, Space, Statistic, Table, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import { CourseAnalysis } from './course-analysis';
import { m } from './messages';

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

const fileColumns = () => [
  { title: m('file'), dataIndex: 'title', ellipsis: true },
  { title: m('needLearn'), dataIndex: 'needLearn', width: 140, render: (v: number) => formatLearnTime(v) },
  { title: m('learners'), dataIndex: 'learners', width: 100, align: 'center' as const },
  { title: m('finishers'), dataIndex: 'finished', width: 100, align: 'center' as const },
  {
    title: m('finishRate'),
    key: 'rate',
    width: 100,
    align: 'center' as const,
    render: (_v: unknown, r: StatFile) => finishRate(r.finished, r.learners),
  },
];

const userColumns = () => [
  { title: m('realName'), dataIndex: 'realName', sorter: true },
  { title: m('userName'), dataIndex: 'userName', sorter: true },
  { title: m('dept'), dataIndex: 'deptCode_dictText', key: 'deptCode' },
  { title: m('learnSec'), dataIndex: 'learnSec', sorter: true, width: 130, render: (v: number) => formatLearnTime(v) },
  {
    title: m('finishCount'),
    key: 'finishCount',
    width: 90,
    align: 'center' as const,
    render: (_v: unknown, r: StatUser) => `${r.finishCount}/${r.fileCount}`,
  },
  {
    title: m('process'),
    dataIndex: 'process',
    sorter: true,
    width: 160,
    render: (v: number) => <Progress percent={v} size="small" />,
  },
  {
    title: m('state'),
    dataIndex: 'finished',
    width: 90,
    render: (v: boolean) => (v ? <Tag color="success">{m('finished')}</Tag> : <Tag>{m('unfinished')}</Tag>),
  },
  {
    title: m('lastStudy'),
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
  const fileCols = useMemo(fileColumns, []);
  const userCols = useMemo(userColumns, []);

  if (summary.isError) return <Result status="warning" title={m('loadFailed')} />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" loading={summary.isLoading}>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {s ? m('titleOf', { title: s.title }) : m('title')}
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} sm={8}>
            <Statistic title={m('learners')} value={s?.learners ?? 0} />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic title={m('finishers')} value={s?.finished ?? 0} />
          </Col>
          <Col xs={24} sm={8}>
            <Statistic title={m('avgSec')} value={formatLearnTime(s?.avgSec ?? 0)} />
          </Col>
        </Row>
      </Card>
      <Card size="small" title={m('files')}>
        <Table<StatFile>
          rowKey="fileId"
          size="small"
          pagination={false}
          loading={summary.isFetching}
          dataSource={s?.files ?? []}
          columns={fileCols}
          locale={{ emptyText: LIST_TEXTS.empty }}
        />
      </Card>
      <CourseAnalysis courseId={courseId} files={s?.files} />
      <Card size="small" title={m('users')}>
        <ListPage<StatUser, StatParams>
          url={endpoints.course.statUsers}
          params={params}
          rowKey="userId"
          selection={false}
          searchFields={[
            { name: 'realName', label: m('realName') },
            {
              name: 'finished',
              label: m('state'),
              width: 140,
              node: (
                <Select
                  allowClear
                  placeholder={m('state')}
                  aria-label={m('studyState')}
                  options={[
                    { value: 1, label: m('finished') },
                    { value: 0, label: m('unfinished') },
                  ]}
                />
              ),
            },
          ]}
          columns={userCols}
          scrollX={1000}
          toolbarExtra={(ctx) => (
            <ExportButton
              url={endpoints.course.statExport.path}
              data={{ ...ctx.query, params: { ...ctx.query.params, courseId } }}
              fileName={m('exportName', { title: s?.title ?? m('course') })}
              permission={Perm.course.stat}
            />
          )}
        />
      </Card>
    </Space>
  );
}
