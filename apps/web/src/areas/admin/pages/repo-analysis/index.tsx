import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { ListPage } from '@web/shared/list-page';
import type { RepoQuRate } from '@xuekao/contracts';
import { endpoints } from '@xuekao/contracts';
import { Card, Progress, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';

/** Right of answered as `right/count`, '-' when never answered. */
export const ratio = (right: number, count: number) => (count > 0 ? `${right}/${count}` : '-');

const COLUMNS = [
  { title: '试题', dataIndex: 'content', ellipsis: true },
  { title: '题型', dataIndex: 'quType_dictText', key: 'quType', width: 100 },
  {
    title: '训练（答对/作答）',
    key: 'train',
    width: 150,
    align: 'center' as const,
    render: (_v: unknown, r: RepoQuRate) => ratio(r.trainRight, r.trainCount),
  },
  {
    title: '考试（答对/作答）',
    key: 'exam',
    width: 150,
    align: 'center' as const,
    render: (_v: unknown, r: RepoQuRate) => ratio(r.examRight, r.examCount),
  },
  {
    title: '正确率',
    dataIndex: 'rightRate',
    width: 180,
    render: (v: number | null) =>
      v === null ? (
        '未作答'
      ) : (
        <Progress percent={v} size="small" status={v < 60 ? 'exception' : 'normal'} format={() => `${v}%`} />
      ),
  },
];

/**
 * 题库分析 (RepoAnalysis, route /admin/repo/analysis/:repoId, from the bank list): every question of the
 * bank with its answers in training and in exams and the correct rate of both, hardest first (questions
 * never answered last). Only learners within the staff member's data scope are counted (server).
 */
export default function RepoAnalysisPage() {
  const { repoId = '' } = useParams();
  const repo = useQuery({
    queryKey: ['repo', 'detail', repoId],
    queryFn: () => call(endpoints.repo.detail, { id: repoId }),
    enabled: Boolean(repoId),
  });
  const params = useMemo(() => ({ repoId }), [repoId]);
  return (
    <Card size="small">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {repo.data ? `题库分析：${repo.data.title}` : '题库分析'}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        正确率 = 训练与考试中答对次数 ÷ 作答次数；考试中未作答的题目按答错计。
      </Typography.Paragraph>
      <ListPage<RepoQuRate, { repoId: string }>
        url={endpoints.stat.repoQuRates}
        params={params}
        rowKey="quId"
        selection={false}
        columns={COLUMNS}
        scrollX={900}
      />
    </Card>
  );
}
