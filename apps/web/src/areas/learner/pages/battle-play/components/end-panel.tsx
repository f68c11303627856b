import { TrophyFilled } from '@ant-design/icons';
import { BATTLE_OUTCOME_TEXT, type BattleOutcome } from '@xuekao/contracts';
import { Button, Result, Space, Table, Tag } from 'antd';
import type { BattleState } from '../hooks/battle-state';

const OUTCOME_COLOR: Record<BattleOutcome, string> = { win: 'gold', draw: 'blue', loss: 'default', solo: 'purple' };
const TITLES: Record<BattleOutcome, string> = {
  win: '恭喜，你赢了！',
  draw: '势均力敌，平局！',
  loss: '很遗憾，你输了',
  solo: '单人挑战完成',
};

/** The match result: my outcome and points earned, every player's rank, score and right answers; rematch. */
export function EndPanel({
  state,
  onRematch,
  onBack,
  canRematch,
}: {
  state: BattleState;
  onRematch: () => void;
  onBack: () => void;
  canRematch: boolean;
}) {
  const end = state.end;
  if (!end) return null;
  const mySeat = state.match?.mySeat ?? -1;
  const mine = end.results.find((r) => r.seat === mySeat);
  const outcome = mine?.outcome ?? 'loss';
  return (
    <div className="xk-battle-end" data-testid="battle-end">
      <Result
        icon={<TrophyFilled style={{ color: outcome === 'win' ? '#faad14' : '#bfbfbf' }} />}
        title={<span data-testid="battle-outcome">{mine?.left ? '你已退出，本场判负' : TITLES[outcome]}</span>}
        subTitle={
          mine && (
            <span data-testid="battle-my-points">
              {`得分 ${mine.score}，答对 ${mine.rightCount} / ${state.match?.total ?? 0} 题，获得积分 ${mine.points}`}
            </span>
          )
        }
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            {canRematch && (
              <Button type="primary" onClick={onRematch}>
                再来一局
              </Button>
            )}
            <Button onClick={onBack}>返回竞赛</Button>
          </Space>
        }
      />
      <Table
        size="small"
        rowKey="seat"
        pagination={false}
        dataSource={[...end.results].sort((a, b) => a.rank - b.rank)}
        scroll={{ x: 360 }}
        columns={[
          { title: '名次', dataIndex: 'rank', width: 56 },
          {
            title: '选手',
            dataIndex: 'name',
            render: (v: string, r) => (
              <span>
                {v}
                {r.seat === mySeat && (
                  <Tag color="blue" style={{ marginLeft: 4 }}>
                    我
                  </Tag>
                )}
                {r.left && <Tag style={{ marginLeft: 4 }}>已退出</Tag>}
              </span>
            ),
          },
          {
            title: '结果',
            dataIndex: 'outcome',
            width: 64,
            render: (v: BattleOutcome) => <Tag color={OUTCOME_COLOR[v]}>{BATTLE_OUTCOME_TEXT[v]}</Tag>,
          },
          { title: '得分', dataIndex: 'score', width: 64 },
          { title: '答对', dataIndex: 'rightCount', width: 56 },
          { title: '积分', dataIndex: 'points', width: 56 },
        ]}
      />
    </div>
  );
}
