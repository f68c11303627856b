import { TrophyFilled } from '@ant-design/icons';
import { battleOutcomeText } from '@web/shared/battle/battle-texts';
import { MatchDetailDrawer } from '@web/shared/battle/match-detail';
import { m as bm } from '@web/shared/battle/messages';
import type { BattleOutcome } from '@xuekao/contracts';
import { Button, Result, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { BattleState } from '../hooks/battle-state';
import { m } from '../messages';

const OUTCOME_COLOR: Record<BattleOutcome, string> = { win: 'gold', draw: 'blue', loss: 'default', solo: 'purple' };
const TITLE_KEY = { win: 'titleWin', draw: 'titleDraw', loss: 'titleLoss', solo: 'titleSolo' } as const;

/**
 * The match result: my outcome and points earned, every player's rank, score and right answers; rematch,
 * and 查看解析 (the match's analysis: every question with its key and everyone's answers).
 */
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
  const [analysis, setAnalysis] = useState(false);
  if (!end) return null;
  const mySeat = state.match?.mySeat ?? -1;
  const mine = end.results.find((r) => r.seat === mySeat);
  const outcome = mine?.outcome ?? 'loss';
  return (
    <div className="xk-battle-end" data-testid="battle-end">
      <Result
        icon={<TrophyFilled style={{ color: outcome === 'win' ? '#faad14' : '#bfbfbf' }} />}
        title={<span data-testid="battle-outcome">{mine?.left ? m('leftLoss') : m(TITLE_KEY[outcome])}</span>}
        subTitle={
          mine && (
            <span data-testid="battle-my-points">
              {m('myResult', {
                score: mine.score,
                right: mine.rightCount,
                total: state.match?.total ?? 0,
                points: mine.points,
              })}
            </span>
          )
        }
        extra={
          <Space wrap style={{ justifyContent: 'center' }}>
            {canRematch && (
              <Button type="primary" onClick={onRematch}>
                {m('rematch')}
              </Button>
            )}
            <Button onClick={() => setAnalysis(true)}>{m('viewAnalysis')}</Button>
            <Button onClick={onBack}>{m('backToContest')}</Button>
          </Space>
        }
      />
      <MatchDetailDrawer matchId={analysis ? end.matchId : null} onClose={() => setAnalysis(false)} />
      <Table
        size="small"
        rowKey="seat"
        pagination={false}
        dataSource={[...end.results].sort((a, b) => a.rank - b.rank)}
        scroll={{ x: 360 }}
        columns={[
          { title: bm('rank'), dataIndex: 'rank', width: 56 },
          {
            title: bm('player'),
            dataIndex: 'name',
            render: (v: string, r) => (
              <span>
                {v}
                {r.seat === mySeat && (
                  <Tag color="blue" style={{ marginLeft: 4 }}>
                    {bm('me')}
                  </Tag>
                )}
                {r.left && <Tag style={{ marginLeft: 4 }}>{bm('left')}</Tag>}
              </span>
            ),
          },
          {
            title: bm('result'),
            dataIndex: 'outcome',
            width: 64,
            render: (v: BattleOutcome) => <Tag color={OUTCOME_COLOR[v]}>{battleOutcomeText(v)}</Tag>,
          },
          { title: bm('score'), dataIndex: 'score', width: 64 },
          { title: bm('right'), dataIndex: 'rightCount', width: 56 },
          { title: bm('points'), dataIndex: 'points', width: 56 },
        ]}
      />
    </div>
  );
}
