import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { EChart } from '@web/shared/charts/echart';
import { ExportButton, LIST_TEXTS, ListPage } from '@web/shared/list-page';
import type { ExamAnalysis, QuRate } from '@xuekao/contracts';
import { endpoints, Perm } from '@xuekao/contracts';
import { Card, Col, Empty, Progress, Result, Row, Space, Statistic, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { deptOption, histogramOption } from './charts';
import { m } from './messages';

type Dept = ExamAnalysis['depts'][number];

/** A percent for a table cell ('-' when nobody answered). */
export const rateText = (rate: number | null) => (rate === null ? '-' : `${rate}%`);

const deptColumns = () => [
  { title: m('dept'), dataIndex: 'deptName', ellipsis: true },
  { title: m('examUser'), dataIndex: 'examUser', width: 100, align: 'center' as const },
  { title: m('passUser'), dataIndex: 'passUser', width: 100, align: 'center' as const },
  { title: m('passRate'), dataIndex: 'passRate', width: 100, align: 'center' as const, render: (v: number) => `${v}%` },
  { title: m('avgScore'), dataIndex: 'avgScore', width: 100, align: 'center' as const },
  { title: m('maxScore'), dataIndex: 'maxScore', width: 100, align: 'center' as const },
];

const quColumns = () => [
  { title: m('qu'), dataIndex: 'content', ellipsis: true },
  { title: m('quType'), dataIndex: 'quType_dictText', key: 'quType', width: 100 },
  { title: m('answerCount'), dataIndex: 'count', width: 100, align: 'center' as const },
  { title: m('rightCount'), dataIndex: 'rightCount', width: 100, align: 'center' as const },
  {
    title: m('rightRate'),
    dataIndex: 'rightRate',
    width: 180,
    render: (v: number | null) =>
      v === null ? (
        '-'
      ) : (
        <Progress percent={v} size="small" status={v < 60 ? 'exception' : 'normal'} format={() => rateText(v)} />
      ),
  },
];

/**
 * 考试分析 (ExamAnalysis, route /admin/exam/analysis/:examId, from the exam list): learners who handed
 * in, pass rate, average / highest / lowest of their best scores, the score histogram, departments
 * compared, leaving and face-comparison failures, every question's correct rate (hardest first) and an
 * Excel export of the results. Everything is limited to the staff member's data scope by the server.
 */
export default function ExamAnalysisPage() {
  const { examId = '' } = useParams();
  const q = useQuery({
    queryKey: ['stat', 'exam-analysis', examId],
    queryFn: () => call(endpoints.stat.examAnalysis, { id: examId }),
    enabled: Boolean(examId),
    staleTime: 0,
  });
  const a = q.data;
  const histogram = useMemo(() => (a ? histogramOption(a) : null), [a]);
  const depts = useMemo(() => (a ? deptOption(a.depts) : null), [a]);
  const params = useMemo(() => ({ examId }), [examId]);

  if (q.isError) return <Result status="warning" title={m('loadFailed')} />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" loading={q.isLoading}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {a ? m('titleOf', { title: a.title }) : m('title')}
          </Typography.Title>
          <ExportButton
            url={endpoints.stat.examExport.path}
            data={{ examId }}
            fileName={m('exportFile', { title: a?.title ?? m('examFallback') })}
            permission={Perm.exam.list}
            label={m('exportLabel')}
          />
        </Space>
        <Row gutter={[16, 16]} style={{ marginTop: 12 }}>
          <Col xs={12} sm={8} md={4}>
            <Statistic title={m('examUser')} value={a?.examUser ?? 0} />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title={m('passUser')} value={a?.passUser ?? 0} />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title={m('passRate')} value={a?.passRate ?? 0} suffix="%" />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title={m('avgScore')} value={a?.avgScore ?? 0} suffix={a ? `/ ${a.totalScore}` : undefined} />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title={m('maxScore')} value={a?.maxScore ?? 0} />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title={m('minScore')} value={a?.minScore ?? 0} />
          </Col>
        </Row>
        {a ? (
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            {m('summaryPapers', { papers: a.paperCount, marking: a.markingCount, qualify: a.qualifyScore })}
            {m('summaryCheats', {
              leavePapers: a.leavePapers,
              leaveTimes: a.leaveTimes,
              facePapers: a.faceFailPapers,
              faceFails: a.faceFails,
            })}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title={m('histogram')}>
            {a && a.examUser > 0 && histogram ? (
              <EChart option={histogram} label={m('histogram')} height={280} />
            ) : (
              <Empty description={m('noPapers')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={m('deptCompare')}>
            {a && a.depts.length > 0 && depts ? (
              <EChart option={depts} label={m('deptCompare')} height={280} />
            ) : (
              <Empty description={m('noPapers')} />
            )}
          </Card>
        </Col>
      </Row>
      <Card size="small" title={m('deptScores')}>
        <Table<Dept>
          rowKey="deptCode"
          size="small"
          pagination={false}
          loading={q.isFetching}
          dataSource={a?.depts ?? []}
          columns={deptColumns()}
          locale={{ emptyText: LIST_TEXTS.empty }}
        />
      </Card>
      <Card size="small" title={m('quRates')}>
        <ListPage<QuRate, { examId: string }>
          url={endpoints.stat.examQuRates}
          params={params}
          rowKey="quId"
          selection={false}
          columns={quColumns()}
          scrollX={800}
        />
      </Card>
    </Space>
  );
}
