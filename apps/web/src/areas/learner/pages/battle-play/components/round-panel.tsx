import { RichHtml } from '@web/shared/components/rich-html';
import { Alert, Button, Progress, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { type BattleState, canAnswer, msLeft } from '../hooks/battle-state';
import { useNow } from '../hooks/use-now';
import { m } from '../messages';

const QU_TYPE_KEY: Record<number, 'quSingle' | 'quMulti' | 'quJudge'> = { 1: 'quSingle', 2: 'quMulti', 3: 'quJudge' };

/**
 * One round: the question (no key), the countdown to the server's deadline, the options. A single-choice
 * or judge question locks on the tap; a multiple-choice one on 提交答案. After the round closes the right
 * options are green and a wrong choice of mine red.
 */
export function RoundPanel({ state, onAnswer }: { state: BattleState; onAnswer: (optionIds: string[]) => void }) {
  const round = state.round;
  const closed = Boolean(round && state.result?.index === round.index);
  const now = useNow(Boolean(round) && !closed, 100);
  const [picked, setPicked] = useState<string[]>([]);
  const roundKey = `${state.match?.matchId}:${round?.index}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round clears the choice
  useEffect(() => setPicked([]), [roundKey]);

  if (!round || !state.match) return null;
  const seconds = state.match.seconds;
  const left = closed ? 0 : msLeft(round.deadline, state.offset, now);
  const open = canAnswer(state, now);
  const mine = round.myAnswer ?? picked;
  const right = new Set(closed ? (state.result?.rightOptionIds ?? []) : []);
  const multi = round.question.quType === 2;

  const choose = (id: string) => {
    if (!open) return;
    if (multi) setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
    else onAnswer([id]);
  };

  const myResult = state.result?.results.find((r) => r.seat === state.match?.mySeat);
  return (
    <div className="xk-battle-round" data-testid="battle-round">
      <div className="xk-battle-round-head">
        <span data-testid="battle-round-no">{m('roundOf', { n: round.index + 1, total: round.total })}</span>
        <Tag color="processing">{m(QU_TYPE_KEY[round.question.quType] ?? 'question')}</Tag>
        <span
          className={`xk-battle-countdown${left <= 3000 && !closed ? ' urgent' : ''}`}
          data-testid="battle-countdown"
        >
          {closed ? m('roundEnded') : m('secondsLeft', { n: Math.ceil(left / 1000) })}
        </span>
      </div>
      {state.missed.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ margin: '8px 0' }}
          data-testid="battle-missed"
          title={m('missedRounds', { list: state.missed.join('、') })}
        />
      )}
      <Progress
        percent={closed ? 0 : Math.min(100, (left / (seconds * 1000)) * 100)}
        showInfo={false}
        size="small"
        aria-label={m('timeLeft')}
        status={left <= 3000 ? 'exception' : 'active'}
      />
      <div className="xk-battle-question">
        <RichHtml html={round.question.content} />
        {round.question.image && <img src={round.question.image} alt={m('imageAlt')} className="xk-battle-qimg" />}
      </div>
      <div className="xk-battle-options">
        {round.question.options.map((o) => {
          const chosen = mine.includes(o.id);
          const cls = [
            'xk-battle-option',
            chosen ? 'chosen' : '',
            closed && right.has(o.id) ? 'right' : '',
            closed && chosen && !right.has(o.id) ? 'wrong' : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <button
              key={o.id}
              type="button"
              className={cls}
              disabled={!open}
              aria-pressed={chosen}
              onClick={() => choose(o.id)}
              data-testid="battle-option"
            >
              <span className="xk-battle-tag">{o.tag}</span>
              <span className="xk-battle-option-text">
                <RichHtml html={o.content} plain />
                {o.image && <img src={o.image} alt={o.tag} className="xk-battle-oimg" />}
              </span>
            </button>
          );
        })}
      </div>
      {multi && open && (
        <Button type="primary" block disabled={picked.length === 0} onClick={() => onAnswer(picked)}>
          {m('submitAnswer')}
        </Button>
      )}
      <div className="xk-battle-round-foot" data-testid="battle-round-state">
        {closed
          ? myResult?.right
            ? m('resultRight', { score: myResult.score })
            : myResult?.answered
              ? m('resultWrong')
              : m('resultNone')
          : round.myAnswer
            ? round.sending
              ? m('sending')
              : m('locked')
            : left === 0
              ? m('timeUp')
              : m('answerNow')}
      </div>
    </div>
  );
}
