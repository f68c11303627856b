import { usePaging } from '@web/api/paging';
import { battleModeText, battleOutcomeText } from '@web/shared/battle/battle-texts';
import { MatchDetailDrawer } from '@web/shared/battle/match-detail';
import { KeyboardScroll } from '@web/shared/components/keyboard-scroll';
import { formatDateTime } from '@web/shared/format-time';
import { type BattleOutcome, endpoints, type MyMatchRow } from '@xuekao/contracts';
import { Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { m } from '../messages';

const COLOR: Record<BattleOutcome, string> = { win: 'gold', draw: 'blue', loss: 'default', solo: 'purple' };

/** The learner's finished matches in this contest, newest first; 解析 opens a match's analysis. */
export function MyMatches({ contestId }: { contestId: string }) {
  const [current, setCurrent] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const page = usePaging<MyMatchRow>(endpoints.battle.myMatchPaging, {
    params: { contestId },
    current,
    size: 10,
    orders: [],
  });
  return (
    <>
      <KeyboardScroll label={m('tabMine')}>
        <Table<MyMatchRow>
          size="small"
          rowKey="matchId"
          data-testid="battle-my-matches"
          loading={page.isFetching}
          dataSource={page.data?.records ?? []}
          scroll={{ x: 700 }}
          locale={{ emptyText: m('noMatches') }}
          pagination={{
            current,
            pageSize: 10,
            total: page.data?.total ?? 0,
            onChange: setCurrent,
            hideOnSinglePage: true,
          }}
          columns={[
            { title: m('endTime'), dataIndex: 'endTime', width: 160, render: (v: string) => formatDateTime(v) },
            { title: m('mode'), dataIndex: 'mode', width: 90, render: (v: MyMatchRow['mode']) => battleModeText(v) },
            {
              title: m('opponents'),
              dataIndex: 'opponents',
              render: (v: string[]) => (v.length ? v.join(m('listSep')) : '—'),
            },
            {
              title: m('result'),
              dataIndex: 'outcome',
              width: 80,
              render: (v: BattleOutcome, r) => (
                <Tag color={COLOR[v]}>
                  {r.left ? m('leftOf', { outcome: battleOutcomeText(v) }) : battleOutcomeText(v)}
                </Tag>
              ),
            },
            { title: m('score'), dataIndex: 'score', width: 70 },
            { title: m('right'), key: 'right', width: 70, render: (_v, r) => `${r.rightCount}/${r.total}` },
            { title: m('pointsCol'), dataIndex: 'points', width: 60 },
            {
              title: m('actions'),
              key: 'detail',
              width: 70,
              fixed: 'right',
              render: (_v, r) => (
                <Button type="link" size="small" onClick={() => setOpen(r.matchId)}>
                  {m('analysis')}
                </Button>
              ),
            },
          ]}
        />
      </KeyboardScroll>
      <MatchDetailDrawer matchId={open} onClose={() => setOpen(null)} />
    </>
  );
}
