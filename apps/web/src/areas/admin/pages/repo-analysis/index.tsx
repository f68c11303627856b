import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { ListPage } from '@web/shared/list-page';
import type { RepoQuRate } from '@xuekao/contracts';
import { endpoints } from '@xuekao/contracts';
import { Card, Progress, Typography } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { m } from './messages';

/** Right of answered as `right/count`, '-' when never answered. */
export const ratio = (right: number, count: number) => (count > 0 ? `${right}/${count}` : '-');

const columns = () => [
  { title: m('question'), dataIndex: 'content', ellipsis: true },
  { title: m('quType'), dataIndex: 'quType_dictText', key: 'quType', width: 100 },
  {
    title: m('train'),
    key: 'train',
    width: 150,
    align: 'center' as const,
    render: (_v: unknown, r: RepoQuRate) => ratio(r.trainRight, r.trainCount),
  },
  {
    title: m('exam'),
    key: 'exam',
    width: 150,
    align: 'center' as const,
    render: (_v: unknown, r: RepoQuRate) => ratio(r.examRight, r.examCount),
  },
  {
    title: m('rightRate'),
    dataIndex: 'rightRate',
    width: 180,
    render: (v: number | null) =>
      v === null ? (
        m('neverAnswered')
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
  const cols = useMemo(columns, []);
  return (
    <Card size="small">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {repo.data ? m('titleOf', { title: repo.data.title }) : m('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{m('rateHint')}</Typography.Paragraph>
      <ListPage<RepoQuRate, { repoId: string }>
        url={endpoints.stat.repoQuRates}
        params={params}
        rowKey="quId"
        selection={false}
        columns={cols}
        scrollX={900}
      />
    </Card>
  );
}
