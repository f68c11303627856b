import { useQuery } from '@tanstack/react-query';
import { examApi } from '@web/api/exam';
import { fetchPage } from '@web/api/paging';
import { formatDateTime } from '@web/shared/format-time';
import { endpoints } from '@xuekao/contracts';
import { Card, Col, Row, Space, Statistic, Switch, Tag, Typography } from 'antd';
import { m } from './messages';

/** How many examinees the exam has, and how many are still writing (two one-row pages). */
async function watchCounts(examId: string): Promise<{ total: number; writing: number }> {
  const page = (state?: number) =>
    fetchPage(endpoints.paper.watchPaging, {
      params: { examId, state },
      current: 1,
      size: 1,
      orders: [],
    });
  const [all, writing] = await Promise.all([page(), page(0)]);
  return { total: all.total, writing: writing.total };
}

export interface WatchHeaderProps {
  examId: string;
  /** Refresh interval in ms, or false when auto refresh is off. */
  refresh: number | false;
  onRefreshChange: (on: boolean) => void;
}

/** The exam being watched: title, time window and the examinee counts, refreshed with the table. */
export function WatchHeader({ examId, refresh, onRefreshChange }: WatchHeaderProps) {
  const exam = useQuery({
    queryKey: ['exam', 'simple', examId],
    queryFn: () => examApi.simpleDetail(examId),
    staleTime: 60_000,
  });
  const counts = useQuery({
    queryKey: ['exam', 'watch', 'counts', examId],
    queryFn: () => watchCounts(examId),
    refetchInterval: refresh,
    staleTime: 0,
  });
  const e = exam.data;
  const total = counts.data?.total ?? 0;
  const writing = counts.data?.writing ?? 0;
  return (
    <Card size="small">
      <Row gutter={[16, 12]} align="middle">
        <Col flex="auto">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {e ? e.title : m('watchTitle')}
          </Typography.Title>
          {e && (
            <Space wrap size={4} style={{ marginTop: 6 }}>
              <Tag>{e.openType_dictText}</Tag>
              <Typography.Text type="secondary">
                {m('summary', {
                  start: formatDateTime(e.startTime),
                  end: formatDateTime(e.endTime),
                  minutes: e.totalTime,
                  qus: e.quCount,
                  score: e.totalScore,
                })}
              </Typography.Text>
            </Space>
          )}
        </Col>
        <Col flex="none">
          <Space size={32} wrap>
            <Statistic title={m('total')} value={total} />
            <Statistic title={m('writing')} value={writing} styles={{ content: { color: '#1677ff' } }} />
            <Statistic
              title={m('handedIn')}
              value={Math.max(0, total - writing)}
              styles={{ content: { color: '#52c41a' } }}
            />
            <Space orientation="vertical" size={4}>
              <Typography.Text type="secondary">{m('autoRefreshEvery')}</Typography.Text>
              <Switch aria-label={m('autoRefresh')} checked={refresh !== false} onChange={onRefreshChange} />
            </Space>
          </Space>
        </Col>
      </Row>
    </Card>
  );
}
