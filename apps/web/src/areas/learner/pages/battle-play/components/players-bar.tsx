import { CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import { Avatar, Tag } from 'antd';
import type { BattleState } from '../hooks/battle-state';

/** The players of the match with their running scores; who has answered the open round, who left. */
export function PlayersBar({ state }: { state: BattleState }) {
  const m = state.match;
  if (!m) return null;
  const answered = state.round && state.result?.index !== state.round.index ? state.round.answeredSeats : [];
  const roundScores = new Map((state.result?.results ?? []).map((r) => [r.seat, r]));
  return (
    <div className="xk-battle-players" data-testid="battle-players">
      {m.players.map((p) => {
        const me = p.seat === m.mySeat;
        const left = m.leftSeats.includes(p.seat);
        const done = answered.includes(p.seat);
        const r = roundScores.get(p.seat);
        return (
          <div
            key={p.seat}
            className={`xk-battle-player${me ? ' me' : ''}${left ? ' left' : ''}`}
            data-testid={`battle-seat-${p.seat}`}
          >
            <Avatar size={40} src={p.avatar || undefined} icon={<UserOutlined />} />
            <div className="xk-battle-player-info">
              <div className="xk-battle-player-name" title={me ? `${p.name}（我）` : p.name}>
                {me ? `${p.name}（我）` : p.name}
              </div>
              <div className="xk-battle-player-line">
                <span className="xk-battle-player-score" data-testid={`battle-score-${p.seat}`}>
                  {m.scores[p.seat] ?? 0}
                  {r && <span className={r.right ? 'gain' : 'miss'}>{r.right ? ` +${r.score}` : ' +0'}</span>}
                </span>
                {left ? (
                  <Tag color="default">已退出</Tag>
                ) : done ? (
                  <Tag color="green" icon={<CheckCircleFilled />}>
                    已作答
                  </Tag>
                ) : state.round && !state.result ? (
                  <Tag>思考中</Tag>
                ) : null}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
