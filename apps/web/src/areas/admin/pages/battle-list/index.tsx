import { ThunderboltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { invalidatePaging } from '@web/api/paging';
import { call } from '@web/api/request';
import { Permission } from '@web/shared/components/permission';
import { formatDateTime } from '@web/shared/format-time';
import { type ListContext, ListPage } from '@web/shared/list-page';
import { BATTLE_MODE_TEXT, type BattleRow, endpoints, Perm } from '@xuekao/contracts';
import { App, Button, Card, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { BattleDialog } from './battle-dialog';
import { type BattleFormValues, battleValuesOf, defaultBattleValues } from './battle-form';
import { LiveDialog } from './live-dialog';
import { RankDialog } from './rank-dialog';

interface BattleParams {
  title?: string;
  state?: number;
}

interface RowActions {
  live: (row: BattleRow) => void;
  rank: (row: BattleRow) => void;
  settle: (row: BattleRow) => void;
}

function columns(ctx: ListContext<BattleRow, BattleParams>, act: RowActions): TableColumnsType<BattleRow> {
  return [
    { title: '竞赛名称', dataIndex: 'title', ellipsis: true, width: 200 },
    { title: '开放类型', dataIndex: 'openType_dictText', key: 'openType', width: 90 },
    {
      title: '模式',
      dataIndex: 'modes',
      width: 150,
      render: (v: BattleRow['modes']) => (
        <Space size={2} wrap>
          {v.map((m) => (
            <Tag key={m}>{BATTLE_MODE_TEXT[m]}</Tag>
          ))}
        </Space>
      ),
    },
    { title: '题数/秒', key: 'rule', width: 70, render: (_v, r) => `${r.quCount} / ${r.seconds}` },
    {
      title: '对局/人数',
      key: 'counts',
      width: 90,
      align: 'center',
      render: (_v, r) => `${r.matchCount} / ${r.playerCount}`,
    },
    {
      title: '开始/结束时间',
      dataIndex: 'startTime',
      width: 170,
      render: (_v, r) => (
        <div style={{ lineHeight: 1.5 }}>
          <div>{formatDateTime(r.startTime)}</div>
          <div>{`至 ${formatDateTime(r.endTime)}`}</div>
        </div>
      ),
    },
    { title: '状态', dataIndex: 'state', width: 80, render: (_v, r) => ctx.renderState(r) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 250,
      render: (_v, r) => {
        const ended = new Date(r.endTime).getTime() < Date.now();
        return (
          <Space size={0} wrap>
            <Permission keys={Perm.battle.edit}>
              <Button type="link" size="small" onClick={() => ctx.edit(r)}>
                编辑
              </Button>
            </Permission>
            <Button type="link" size="small" onClick={() => act.live(r)}>
              实时对局
            </Button>
            <Button type="link" size="small" onClick={() => act.rank(r)}>
              排行榜
            </Button>
            {ended && r.topN > 0 && !r.settled && (
              <Permission keys={Perm.battle.edit}>
                <Button type="link" size="small" onClick={() => act.settle(r)}>
                  发放排名奖励
                </Button>
              </Permission>
            )}
            <Permission keys={Perm.battle.delete}>
              <Button type="link" size="small" danger onClick={() => ctx.remove([r.id])}>
                删除
              </Button>
            </Permission>
          </Space>
        );
      },
    },
  ];
}

/**
 * 竞赛管理 (AdminBattleList): contests searched by title and state, with modes, rules, matches and players;
 * state switch (battle:edit), add/edit dialog, delete; per row the live matches, the rankings with their
 * Excel export and, after the end, the top-N reward; 实时对局 on the toolbar shows every contest's matches.
 */
export default function BattleListPage() {
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<{ id?: string; values: BattleFormValues } | null>(null);
  const [live, setLive] = useState<{ id?: string; title?: string } | null>(null);
  const [rank, setRank] = useState<{ id: string; title: string } | null>(null);
  const reload = () => void invalidatePaging(qc, endpoints.battle.paging);

  const edit = async (row: BattleRow) => {
    try {
      const d = await call(endpoints.battle.detail, { id: row.id });
      setDialog({ id: row.id, values: battleValuesOf(d) });
    } catch {
      // shown by the request helper
    }
  };
  const settle = (row: BattleRow) =>
    modal.confirm({
      title: '发放排名奖励',
      content: `确定向「${row.title}」总榜前 ${row.topN} 名各发放 ${row.pointsTop} 积分吗？只能发放一次。`,
      okText: '发放',
      cancelText: '取消',
      onOk: async () => {
        try {
          const { granted } = await call(endpoints.battle.settle, { id: row.id });
          message.success(`操作成功！已向 ${granted} 人发放`);
          reload();
        } catch {
          // shown by the request helper
        }
      },
    });

  return (
    <Card>
      <ListPage<BattleRow, BattleParams>
        url={endpoints.battle.paging}
        searchFields={[
          { name: 'title', label: '竞赛名称' },
          {
            name: 'state',
            label: '状态',
            width: 120,
            node: (
              <Select
                allowClear
                placeholder="状态"
                options={[
                  { value: 0, label: '正常' },
                  { value: 1, label: '禁用' },
                ]}
              />
            ),
          },
        ]}
        columns={(ctx) =>
          columns(ctx, {
            live: (r) => setLive({ id: r.id, title: r.title }),
            rank: (r) => setRank({ id: r.id, title: r.title }),
            settle,
          })
        }
        scrollX={1100}
        permissions={{
          add: Perm.battle.add,
          edit: Perm.battle.edit,
          delete: Perm.battle.delete,
          state: Perm.battle.edit,
        }}
        onAdd={() => setDialog({ values: defaultBattleValues() })}
        onEdit={(r) => void edit(r)}
        deleteUrl={endpoints.battle.delete}
        stateUrl={endpoints.battle.state}
        toolbarExtra={
          <Button icon={<ThunderboltOutlined />} onClick={() => setLive({})}>
            实时对局
          </Button>
        }
      />
      <BattleDialog
        open={Boolean(dialog)}
        id={dialog?.id}
        values={dialog?.values ?? defaultBattleValues()}
        onClose={() => setDialog(null)}
        onSaved={reload}
      />
      <LiveDialog open={Boolean(live)} contestId={live?.id} title={live?.title} onClose={() => setLive(null)} />
      <RankDialog contest={rank} onClose={() => setRank(null)} />
    </Card>
  );
}
