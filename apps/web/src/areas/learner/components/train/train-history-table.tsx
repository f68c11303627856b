import { useMyTrains } from '@web/api/train';
import { dictTitle } from '@web/i18n/dictionaries';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { formatDateTime } from '@web/shared/format-time';
import type { TrainRecord } from '@xuekao/contracts';
import { Button, Empty, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { m } from './messages';

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
    { title: m('repo'), dataIndex: 'repoId_dictText', ellipsis: true },
    {
      title: m('mode'),
      dataIndex: 'mode_dictText',
      width: 100,
      render: (v: string, r) => dictTitle('train_mode', r.mode, v),
    },
    { title: m('lastTrained'), dataIndex: 'updateTime', width: 170, render: (v: string) => formatDateTime(v) },
    { title: m('right'), dataIndex: 'rightCount', width: 70 },
    { title: m('progress'), width: 90, render: (_, r) => `${r.answerCount}/${r.totalCount}` },
    { title: m('accuracy'), dataIndex: 'percent', width: 80, render: (v: number) => `${v}%` },
    {
      title: m('actions'),
      width: 120,
      render: (_, r) =>
        r.state === 0 ? (
          <Button type="link" size="small" onClick={() => navigate(continuePath(r))}>
            {m('continue')}
          </Button>
        ) : (
          <Button type="link" size="small" onClick={() => navigate(`/web/repo/repo/${r.id}`)}>
            <Typography.Text type="secondary">{m('ended')}</Typography.Text>
          </Button>
        ),
    },
  ];
  // Scrolls sideways inside its card on a phone (390 px) instead of widening the page.
  return (
    <KeyboardScroll label={m('records')}>
      <Table<TrainRecord>
        rowKey="id"
        size="small"
        loading={page.isFetching}
        columns={columns}
        dataSource={page.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={m('empty')} /> }}
        pagination={{
          current,
          pageSize: size,
          total: page.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setCurrent,
        }}
      />
    </KeyboardScroll>
  );
}
