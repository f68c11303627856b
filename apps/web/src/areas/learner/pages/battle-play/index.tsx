import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { battleModeText } from '@web/shared/battle/battle-texts';
import { BATTLE_MODES, type BattleMode, endpoints } from '@xuekao/contracts';
import { App, Button, Card, Popconfirm, Result, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { EndPanel } from './components/end-panel';
import { MatchmakingPanel } from './components/matchmaking-panel';
import { PlayersBar } from './components/players-bar';
import { RoundPanel } from './components/round-panel';
import { useBattleSocket } from './hooks/use-battle-socket';
import { useEndShown } from './hooks/use-end-delay';
import './battle-play.css';
import { m } from './messages';

const isMode = (v: string | null): v is BattleMode => (BATTLE_MODES as readonly string[]).includes(v ?? '');

/**
 * 竞赛对战 (/web/battle/play/:id?mode=pk): the match screen over the battle socket. Matchmaking starts with
 * the mode of the address; a match in progress (a reload, a dropped connection) is resumed. Rounds, the
 * countdown and the results come from the server; the page only sends the learner's choices.
 */
export default function BattlePlayPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const detail = useQuery({
    queryKey: ['battle', 'user-detail', id],
    queryFn: () => call(endpoints.battle.userDetail, { id }),
    enabled: Boolean(id),
  });
  const { state, actions, refused } = useBattleSocket(id || undefined);
  const back = () => void navigate(`/web/battle/view/${encodeURIComponent(id)}`);

  // The mode of the address is requested once, when the server says there is no match to resume.
  const wanted = search.get('mode');
  const started = useRef(false);
  useEffect(() => {
    if (state.phase !== 'idle' || started.current || !state.connected) return;
    started.current = true;
    if (isMode(wanted)) actions.match(wanted);
  }, [state.phase, state.connected, wanted, actions.match]);

  useEffect(() => {
    if (!state.error) return;
    message.warning(state.error.msg);
    actions.clearError();
  }, [state.error, message, actions.clearError]);

  const refetch = detail.refetch;
  useEffect(() => {
    if (state.end) void refetch();
  }, [state.end, refetch]);

  const title = detail.data?.title ?? m('defaultTitle');
  const modes = detail.data?.modes ?? [];
  const holdLast = Boolean(state.round && state.result?.index === state.round.index);
  const endShown = useEndShown(state.phase === 'ended', holdLast);
  const inMatch = state.phase === 'playing' && state.match;

  let body: ReactNode;
  if (refused) {
    body = <Result status="warning" title={m('refused')} extra={<Button onClick={back}>{m('back')}</Button>} />;
  } else if (state.phase === 'connecting' || (state.phase === 'playing' && !state.match)) {
    body = (
      <div className="xk-battle-center">
        <Spin />
        <div style={{ marginTop: 12 }}>{state.resuming ? m('resuming') : m('connecting')}</div>
      </div>
    );
  } else if (state.phase === 'idle') {
    body = (
      <div className="xk-battle-center" data-testid="battle-idle">
        <div className="xk-battle-queue-title">{m('chooseMode')}</div>
        <Space wrap style={{ justifyContent: 'center', marginTop: 16 }}>
          {modes.map((mode) => (
            <Button
              key={mode}
              type={mode === 'pk' ? 'primary' : 'default'}
              size="large"
              onClick={() => actions.match(mode)}
            >
              {battleModeText(mode)}
            </Button>
          ))}
        </Space>
        {!state.connected && <div style={{ marginTop: 12, color: '#666' }}>{m('reconnecting')}</div>}
      </div>
    );
  } else if (state.phase === 'queued') {
    body = <MatchmakingPanel state={state} onCancel={actions.cancel} onSolo={actions.solo} />;
  } else if (state.phase === 'ended' && endShown) {
    body = (
      <EndPanel
        state={state}
        canRematch={Boolean(detail.data?.playable)}
        onRematch={() => actions.match(state.end && state.match ? state.match.mode : 'pk')}
        onBack={back}
      />
    );
  } else {
    body = (
      <>
        <PlayersBar state={state} />
        {state.round ? (
          <RoundPanel state={state} onAnswer={actions.answer} />
        ) : (
          <div className="xk-battle-center" data-testid="battle-found">
            <div className="xk-battle-queue-title">{state.match?.mode === 'solo' ? m('soloSoon') : m('matchSoon')}</div>
          </div>
        )}
        {!state.connected && <div className="xk-battle-offline">{m('reconnecting')}</div>}
      </>
    );
  }

  return (
    <Card
      className="xk-battle-play"
      title={
        <Space>
          {!inMatch && <Button type="text" icon={<ArrowLeftOutlined />} onClick={back} aria-label={m('back')} />}
          <span>{title}</span>
        </Space>
      }
      extra={
        inMatch && (
          <Popconfirm
            title={m('leaveConfirm')}
            okText={m('leave')}
            cancelText={m('keepPlaying')}
            onConfirm={actions.leave}
          >
            <Button danger size="small">
              {m('leaveMatch')}
            </Button>
          </Popconfirm>
        )
      }
    >
      {body}
    </Card>
  );
}
