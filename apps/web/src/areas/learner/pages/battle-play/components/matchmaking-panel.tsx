import { battleModeText } from '@web/shared/battle/battle-texts';
import { BATTLE_SOLO_OFFER_SEC } from '@xuekao/contracts';
import { Button, Space } from 'antd';
import type { BattleState } from '../hooks/battle-state';
import { useNow } from '../hooks/use-now';
import { m } from '../messages';

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
      <div className="xk-battle-queue-title">{m('matchingMode', { mode: battleModeText(q.mode) })}</div>
      <div className="xk-battle-queue-time" data-testid="battle-waited">
        {m('waited', { n: waited })}
      </div>
      {state.soloOffer ? (
        <div className="xk-battle-solo-offer" data-testid="battle-solo-offer">
          <div>{m('soloOffer', { sec: BATTLE_SOLO_OFFER_SEC })}</div>
          <Space wrap style={{ marginTop: 12, justifyContent: 'center' }}>
            <Button type="primary" onClick={onSolo}>
              {m('startSolo')}
            </Button>
            <Button onClick={onCancel}>{m('cancelMatch')}</Button>
          </Space>
        </div>
      ) : (
        <Button style={{ marginTop: 16 }} onClick={onCancel}>
          {m('cancelMatch')}
        </Button>
      )}
    </div>
  );
}
