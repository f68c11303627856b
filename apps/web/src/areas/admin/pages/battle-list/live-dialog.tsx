import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { formatDateTime } from '@web/shared/format-time';
import { endpoints, type LiveMatch } from '@xuekao/contracts';
import { Modal, Space, Table, Tag } from 'antd';
import { battleModeText } from './battle-form';
import { m } from './messages';

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
      title={title ? m('liveTitleOf', { title }) : m('liveTitle')}
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
        locale={{ emptyText: m('noLive') }}
        columns={[
          ...(contestId ? [] : [{ title: m('contest'), dataIndex: 'contestTitle', ellipsis: true }]),
          { title: m('mode'), dataIndex: 'mode', width: 90, render: (v: LiveMatch['mode']) => battleModeText(v) },
          {
            title: m('progress'),
            key: 'round',
            width: 90,
            render: (_v, r) => (r.round ? m('roundOf', { round: r.round, total: r.total }) : m('preparing')),
          },
          {
            title: m('playersScores'),
            key: 'players',
            render: (_v, r) => (
              <Space size={4} wrap>
                {r.players.map((p, i) =>
                  p.outOfScope ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: such a player has no id; the list is in seat order
                    <Tag key={`out-${i}`} title={m('outOfScope')}>
                      {m('outOfScopePlayer', { score: p.score })}
                    </Tag>
                  ) : (
                    <Tag key={p.userId} title={p.deptName} color="blue">{`${p.realName} ${p.score}`}</Tag>
                  ),
                )}
              </Space>
            ),
          },
          { title: m('startTime'), dataIndex: 'startTime', width: 160, render: (v: string) => formatDateTime(v) },
        ]}
      />
    </Modal>
  );
}
