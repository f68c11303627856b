import { BATTLE_MODE_TEXT, BATTLE_SOLO_OFFER_SEC } from '@xuekao/contracts';
import { Button, Space } from 'antd';
import type { BattleState } from '../hooks/battle-state';
import { useNow } from '../hooks/use-now';

/**
 * Matchmaking: a pulsing radar, the seconds waited (server clock), cancel; after BATTLE_SOLO_OFFER_SEC
 * without an opponent the server offers the solo challenge.
 */
export function MatchmakingPanel({
  state,
  onCancel,
  onSolo,
}: {
  state: BattleState;
  onCancel: () => void;
  onSolo: () => void;
}) {
  const now = useNow(state.phase === 'queued', 500);
  const q = state.queue;
  if (!q) return null;
  const waited = Math.max(0, Math.floor((now + state.offset - q.since) / 1000));
  return (
    <div className="xk-battle-queue" data-testid="battle-queue">
      <div className="xk-battle-radar" aria-hidden>
        <span />
        <span />
        <span />
        <div className="xk-battle-radar-core">VS</div>
      </div>
      <div className="xk-battle-queue-title">正在匹配对手（{BATTLE_MODE_TEXT[q.mode]}）…</div>
      <div className="xk-battle-queue-time" data-testid="battle-waited">
        已等待 {waited} 秒
      </div>
      {state.soloOffer ? (
        <div className="xk-battle-solo-offer" data-testid="battle-solo-offer">
          <div>{`暂时没有匹配到对手（已等待${BATTLE_SOLO_OFFER_SEC}秒以上），可以先进行单人挑战。`}</div>
          <Space wrap style={{ marginTop: 12, justifyContent: 'center' }}>
            <Button type="primary" onClick={onSolo}>
              开始单人挑战
            </Button>
            <Button onClick={onCancel}>取消匹配</Button>
          </Space>
        </div>
      ) : (
        <Button style={{ marginTop: 16 }} onClick={onCancel}>
          取消匹配
        </Button>
      )}
    </div>
  );
}
