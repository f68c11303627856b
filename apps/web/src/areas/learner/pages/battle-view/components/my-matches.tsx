import { usePaging } from '@web/api/paging';
import { formatDateTime } from '@web/shared/format-time';
import {
  BATTLE_MODE_TEXT,
  BATTLE_OUTCOME_TEXT,
  type BattleOutcome,
  endpoints,
  type MyMatchRow,
} from '@xuekao/contracts';
import { Table, Tag } from 'antd';
import { useState } from 'react';

const COLOR: Record<BattleOutcome, string> = { win: 'gold', draw: 'blue', loss: 'default', solo: 'purple' };

/** The learner's finished matches in this contest, newest first. */
export function MyMatches({ contestId }: { contestId: string }) {
  const [current, setCurrent] = useState(1);
  const page = usePaging<MyMatchRow>(endpoints.battle.myMatchPaging, {
    params: { contestId },
    current,
    size: 10,
    orders: [],
  });
  return (
    <Table<MyMatchRow>
      size="small"
      rowKey="matchId"
      data-testid="battle-my-matches"
      loading={page.isFetching}
      dataSource={page.data?.records ?? []}
      scroll={{ x: 640 }}
      locale={{ emptyText: '暂无对局记录' }}
      pagination={{ current, pageSize: 10, total: page.data?.total ?? 0, onChange: setCurrent, hideOnSinglePage: true }}
      columns={[
        { title: '时间', dataIndex: 'endTime', width: 160, render: (v: string) => formatDateTime(v) },
        { title: '模式', dataIndex: 'mode', width: 90, render: (v: MyMatchRow['mode']) => BATTLE_MODE_TEXT[v] },
        { title: '对手', dataIndex: 'opponents', render: (v: string[]) => (v.length ? v.join('、') : '—') },
        {
          title: '结果',
          dataIndex: 'outcome',
          width: 80,
          render: (v: BattleOutcome, r) => (
            <Tag color={COLOR[v]}>{r.left ? `${BATTLE_OUTCOME_TEXT[v]}（退出）` : BATTLE_OUTCOME_TEXT[v]}</Tag>
          ),
        },
        { title: '得分', dataIndex: 'score', width: 70 },
        { title: '答对', key: 'right', width: 70, render: (_v, r) => `${r.rightCount}/${r.total}` },
        { title: '积分', dataIndex: 'points', width: 60 },
      ]}
    />
  );
}
