import { useMyTrains } from '@web/api/train';
import { formatDateTime } from '@web/shared/format-time';
import type { TrainRecord } from '@xuekao/contracts';
import { Button, Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** Where 继续训练 goes: the training page of that bank and mode (start resumes the open training). */
export function continuePath(r: TrainRecord): string {
  const q = r.mode === 3 && r.quType !== null ? `?quType=${r.quType}` : r.mode === 4 ? `?chapterId=${r.chapterId}` : '';
  return `/web/repo/training/${r.repoId}/${r.mode}${q}`;
}

/**
 * 训练记录 (docs/REQUIREMENTS.md#training): bank, mode, last trained, correct count,
 * progress answered/total, accuracy, and 继续训练 for an open training, else 训练已结束.
 */
export function TrainHistoryTable({ repoId, size }: { repoId?: string; size: number }) {
  const navigate = useNavigate();
  const [current, setCurrent] = useState(1);
  const page = useMyTrains({ params: { repoId }, current, size, orders: [] });
  const columns: TableColumnsType<TrainRecord> = [
    { title: '题库', dataIndex: 'repoId_dictText', ellipsis: true },
    { title: '训练模式', dataIndex: 'mode_dictText', width: 100 },
    { title: '最近训练', dataIndex: 'updateTime', width: 170, render: (v: string) => formatDateTime(v) },
    { title: '答对', dataIndex: 'rightCount', width: 70 },
    { title: '进度', width: 90, render: (_, r) => `${r.answerCount}/${r.totalCount}` },
    { title: '正确率', dataIndex: 'percent', width: 80, render: (v: number) => `${v}%` },
    {
      title: '操作',
      width: 120,
      render: (_, r) =>
        r.state === 0 ? (
          <Button type="link" size="small" onClick={() => navigate(continuePath(r))}>
            继续训练
          </Button>
        ) : (
          <Button type="link" size="small" onClick={() => navigate(`/web/repo/repo/${r.id}`)}>
            <Typography.Text type="secondary">训练已结束</Typography.Text>
          </Button>
        ),
    },
  ];
  return (
    <Table<TrainRecord>
      rowKey="id"
      size="small"
      loading={page.isFetching}
      columns={columns}
      dataSource={page.data?.records ?? []}
      locale={{ emptyText: <Empty description="暂无相关数据！" /> }}
      pagination={{
        current,
        pageSize: size,
        total: page.data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setCurrent,
      }}
    />
  );
}
