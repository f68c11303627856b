import { ThunderboltOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { invalidatePaging } from '@web/api/paging';
import { call } from '@web/api/request';
import { Permission } from '@web/shared/components/permission';
import { LIST_TEXTS, type ListContext, ListPage, StateSelect, TimeWindow } from '@web/shared/list-page';
import { type BattleRow, endpoints, Perm } from '@xuekao/contracts';
import { App, Button, Card, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { BattleDialog } from './battle-dialog';
import { type BattleFormValues, battleModeText, battleValuesOf, defaultBattleValues } from './battle-form';
import { LiveDialog } from './live-dialog';
import { MatchesDialog } from './matches-dialog';
import { m } from './messages';
import { RankDialog } from './rank-dialog';

interface BattleParams {
  title?: string;
  state?: number;
}

interface RowActions {
  live: (row: BattleRow) => void;
  rank: (row: BattleRow) => void;
  matches: (row: BattleRow) => void;
  settle: (row: BattleRow) => void;
}

function columns(ctx: ListContext<BattleRow, BattleParams>, act: RowActions): TableColumnsType<BattleRow> {
  return [
    { title: m('title'), dataIndex: 'title', ellipsis: true, width: 200 },
    { title: m('openType'), dataIndex: 'openType_dictText', key: 'openType', width: 90 },
    {
      title: m('mode'),
      dataIndex: 'modes',
      width: 150,
      render: (v: BattleRow['modes']) => (
        <Space size={2} wrap>
          {v.map((mode) => (
            <Tag key={mode}>{battleModeText(mode)}</Tag>
          ))}
        </Space>
      ),
    },
    { title: m('rule'), key: 'rule', width: 70, render: (_v, r) => `${r.quCount} / ${r.seconds}` },
    {
      title: m('counts'),
      key: 'counts',
      width: 90,
      align: 'center',
      render: (_v, r) => `${r.matchCount} / ${r.playerCount}`,
    },
    {
      title: m('startEnd'),
      dataIndex: 'startTime',
      width: 170,
      render: (_v, r) => <TimeWindow start={r.startTime} end={r.endTime} />,
    },
    { title: m('state'), dataIndex: 'state', width: 80, render: (_v, r) => ctx.renderState(r) },
    {
      title: m('actions'),
      key: 'actions',
      fixed: 'right',
      width: 300,
      render: (_v, r) => {
        const ended = new Date(r.endTime).getTime() < Date.now();
        return (
          <Space size={0} wrap>
            <Permission keys={Perm.battle.edit}>
              <Button type="link" size="small" onClick={() => ctx.edit(r)}>
                {m('edit')}
              </Button>
            </Permission>
            <Button type="link" size="small" onClick={() => act.live(r)}>
              {m('live')}
            </Button>
            <Button type="link" size="small" onClick={() => act.rank(r)}>
              {m('rank')}
            </Button>
            <Button type="link" size="small" onClick={() => act.matches(r)}>
              {m('matches')}
            </Button>
            {ended && r.topN > 0 && !r.settled && (
              <Permission keys={Perm.battle.edit}>
                <Button type="link" size="small" onClick={() => act.settle(r)}>
                  {m('settle')}
                </Button>
              </Permission>
            )}
            <Permission keys={Perm.battle.delete}>
              <Button type="link" size="small" danger onClick={() => ctx.remove([r.id])}>
                {LIST_TEXTS.remove}
              </Button>
            </Permission>
          </Space>
        );
      },
    },
  ];
}

/**
 * Contest management (AdminBattleList): contests searched by title and state, with modes, rules, matches and players;
 * state switch (battle:edit), add/edit dialog, delete; per row the live matches, the rankings with their
 * Excel export, the finished matches (对局记录) with their analysis and, after the end, the top-N reward; the
 * live matches button on the toolbar shows every contest's matches.
 */
export default function BattleListPage() {
  const qc = useQueryClient();
  const { message, modal } = App.useApp();
  const [dialog, setDialog] = useState<{ id?: string; values: BattleFormValues } | null>(null);
  const [live, setLive] = useState<{ id?: string; title?: string } | null>(null);
  const [rank, setRank] = useState<{ id: string; title: string } | null>(null);
  const [matches, setMatches] = useState<{ id: string; title: string } | null>(null);
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
      title: m('settle'),
      content: m('settleConfirm', { title: row.title, n: row.topN, points: row.pointsTop }),
      okText: m('grant'),
      cancelText: LIST_TEXTS.cancel,
      onOk: async () => {
        try {
          const { granted } = await call(endpoints.battle.settle, { id: row.id });
          message.success(m('settled', { n: granted }));
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
          { name: 'title', label: m('title') },
          {
            name: 'state',
            label: m('state'),
            width: 120,
            node: <StateSelect placeholder={m('state')} />,
          },
        ]}
        columns={(ctx) =>
          columns(ctx, {
            live: (r) => setLive({ id: r.id, title: r.title }),
            rank: (r) => setRank({ id: r.id, title: r.title }),
            matches: (r) => setMatches({ id: r.id, title: r.title }),
            settle,
          })
        }
        scrollX={1150}
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
            {m('live')}
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
      <MatchesDialog contest={matches} onClose={() => setMatches(null)} />
    </Card>
  );
}
