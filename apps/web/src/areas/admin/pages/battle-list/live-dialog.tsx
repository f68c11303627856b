import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { formatDateTime } from '@web/shared/format-time';
import { BATTLE_MODE_TEXT, endpoints, type LiveMatch } from '@xuekao/contracts';
import { Modal, Space, Table, Tag } from 'antd';

/** Matches in progress (all, or one contest's), refreshed every 3 s while open: round and scores. */
export function LiveDialog({
  open,
  contestId,
  title,
  onClose,
}: {
  open: boolean;
  contestId?: string;
  title?: string;
  onClose: () => void;
}) {
  const live = useQuery({
    queryKey: ['battle', 'live', contestId ?? ''],
    queryFn: () => call(endpoints.battle.live, { contestId: contestId ?? null }),
    enabled: open,
    refetchInterval: open ? 3000 : false,
    staleTime: 0,
  });
  return (
    <Modal
      open={open}
      title={title ? `进行中的对局 - ${title}` : '进行中的对局'}
      width={900}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <Table<LiveMatch>
        data-testid="battle-live"
        size="small"
        rowKey="matchId"
        loading={live.isLoading}
        dataSource={live.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 700 }}
        locale={{ emptyText: '暂无进行中的对局' }}
        columns={[
          ...(contestId ? [] : [{ title: '竞赛', dataIndex: 'contestTitle', ellipsis: true }]),
          { title: '模式', dataIndex: 'mode', width: 90, render: (v: LiveMatch['mode']) => BATTLE_MODE_TEXT[v] },
          {
            title: '进度',
            key: 'round',
            width: 90,
            render: (_v, r) => (r.round ? `第 ${r.round} / ${r.total} 题` : '准备中'),
          },
          {
            title: '选手与得分',
            key: 'players',
            render: (_v, r) => (
              <Space size={4} wrap>
                {r.players.map((p) => (
                  <Tag key={p.userId} title={p.deptName}>{`${p.realName} ${p.score}`}</Tag>
                ))}
              </Space>
            ),
          },
          { title: '开始时间', dataIndex: 'startTime', width: 160, render: (v: string) => formatDateTime(v) },
        ]}
      />
    </Modal>
  );
}
