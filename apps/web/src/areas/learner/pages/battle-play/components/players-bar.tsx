import { CheckCircleFilled, UserOutlined } from '@ant-design/icons';
import { m as bm } from '@web/shared/battle/messages';
import { Avatar, Tag } from 'antd';
import type { BattleState } from '../hooks/battle-state';
import { m } from '../messages';

/** The players of the match with their running scores; who has answered the open round, who left. */
export function PlayersBar({ state }: { state: BattleState }) {
  const match = state.match;
  if (!match) return null;
  const answered = state.round && state.result?.index !== state.round.index ? state.round.answeredSeats : [];
  const roundScores = new Map((state.result?.results ?? []).map((r) => [r.seat, r]));
  return (
    <div className="xk-battle-players" data-testid="battle-players">
      {match.players.map((p) => {
        const me = p.seat === match.mySeat;
        const left = match.leftSeats.includes(p.seat);
        const done = answered.includes(p.seat);
        const name = me ? bm('nameMe', { name: p.name }) : p.name;
        const r = roundScores.get(p.seat);
        return (
          <div
            key={p.seat}
            className={`xk-battle-player${me ? ' me' : ''}${left ? ' left' : ''}`}
            data-testid={`battle-seat-${p.seat}`}
          >
            <Avatar size={40} src={p.avatar || undefined} icon={<UserOutlined />} />
            <div className="xk-battle-player-info">
              <div className="xk-battle-player-name" title={name}>
                {name}
              </div>
              <div className="xk-battle-player-line">
                <span className="xk-battle-player-score" data-testid={`battle-score-${p.seat}`}>
                  {match.scores[p.seat] ?? 0}
                  {r && <span className={r.right ? 'gain' : 'miss'}>{r.right ? ` +${r.score}` : ' +0'}</span>}
                </span>
                {left ? (
                  <Tag color="default">{bm('left')}</Tag>
                ) : done ? (
                  <Tag color="green" icon={<CheckCircleFilled />}>
                    {m('answered')}
                  </Tag>
                ) : state.round && !state.result ? (
                  <Tag>{m('thinking')}</Tag>
                ) : null}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
