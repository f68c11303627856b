import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { EChart } from '@web/shared/charts/echart';
import { ExportButton, ListPage } from '@web/shared/list-page';
import type { ExamAnalysis, QuRate } from '@xuekao/contracts';
import { endpoints, Perm } from '@xuekao/contracts';
import { Card, Col, Empty, Progress, Result, Row, Space, Statistic, Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { deptOption, histogramOption } from './charts';

type Dept = ExamAnalysis['depts'][number];

/** A percent for a table cell ('-' when nobody answered). */
export const rateText = (rate: number | null) => (rate === null ? '-' : `${rate}%`);

const DEPT_COLUMNS = [
  { title: '部门', dataIndex: 'deptName', ellipsis: true },
  { title: '参考人数', dataIndex: 'examUser', width: 100, align: 'center' as const },
  { title: '通过人数', dataIndex: 'passUser', width: 100, align: 'center' as const },
  { title: '通过率', dataIndex: 'passRate', width: 100, align: 'center' as const, render: (v: number) => `${v}%` },
  { title: '平均分', dataIndex: 'avgScore', width: 100, align: 'center' as const },
  { title: '最高分', dataIndex: 'maxScore', width: 100, align: 'center' as const },
];

const QU_COLUMNS = [
  { title: '试题', dataIndex: 'content', ellipsis: true },
  { title: '题型', dataIndex: 'quType_dictText', key: 'quType', width: 100 },
  { title: '作答人次', dataIndex: 'count', width: 100, align: 'center' as const },
  { title: '答对人次', dataIndex: 'rightCount', width: 100, align: 'center' as const },
  {
    title: '正确率',
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

  if (q.isError) return <Result status="warning" title="考试分析加载失败" />;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" loading={q.isLoading}>
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {a ? `考试分析：${a.title}` : '考试分析'}
          </Typography.Title>
          <ExportButton
            url={endpoints.stat.examExport.path}
            data={{ examId }}
            fileName={`${a?.title ?? '考试'}成绩.xlsx`}
            permission={Perm.exam.list}
            label="导出成绩"
          />
        </Space>
        <Row gutter={[16, 16]} style={{ marginTop: 12 }}>
          <Col xs={12} sm={8} md={4}>
            <Statistic title="参考人数" value={a?.examUser ?? 0} />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title="通过人数" value={a?.passUser ?? 0} />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title="通过率" value={a?.passRate ?? 0} suffix="%" />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title="平均分" value={a?.avgScore ?? 0} suffix={a ? `/ ${a.totalScore}` : undefined} />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title="最高分" value={a?.maxScore ?? 0} />
          </Col>
          <Col xs={12} sm={8} md={4}>
            <Statistic title="最低分" value={a?.minScore ?? 0} />
          </Col>
        </Row>
        {a ? (
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            {`已交试卷 ${a.paperCount} 份（待阅卷 ${a.markingCount} 份）；及格线 ${a.qualifyScore} 分；`}
            {`离开考试页面 ${a.leavePapers} 份试卷共 ${a.leaveTimes} 次；人脸比对失败 ${a.faceFailPapers} 份试卷共 ${a.faceFails} 次。`}
          </Typography.Paragraph>
        ) : null}
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title="分数分布">
            {a && a.examUser > 0 && histogram ? (
              <EChart option={histogram} label="分数分布" height={280} />
            ) : (
              <Empty description="暂无交卷" />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title="部门对比">
            {a && a.depts.length > 0 && depts ? (
              <EChart option={depts} label="部门对比" height={280} />
            ) : (
              <Empty description="暂无交卷" />
            )}
          </Card>
        </Col>
      </Row>
      <Card size="small" title="部门成绩">
        <Table<Dept>
          rowKey="deptCode"
          size="small"
          pagination={false}
          loading={q.isFetching}
          dataSource={a?.depts ?? []}
          columns={DEPT_COLUMNS}
          locale={{ emptyText: '暂无相关数据！' }}
        />
      </Card>
      <Card size="small" title="试题正确率（难题在前）">
        <ListPage<QuRate, { examId: string }>
          url={endpoints.stat.examQuRates}
          params={params}
          rowKey="quId"
          selection={false}
          columns={QU_COLUMNS}
          scrollX={800}
        />
      </Card>
    </Space>
  );
}
