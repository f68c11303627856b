import { battleModeText } from '@web/shared/battle/battle-texts';
import { RichHtml } from '@web/shared/components/rich-html';
import { formatDateTime } from '@web/shared/format-time';
import {
  BATTLE_RIGHT_POINTS,
  BATTLE_ROOM_MIN_PLAYERS,
  BATTLE_ROOM_WAIT_SEC,
  BATTLE_SOLO_OFFER_SEC,
  BATTLE_SOLO_PASS_RATIO,
  BATTLE_SPEED_BONUS,
  type UserBattleDetail,
} from '@xuekao/contracts';
import { Descriptions } from 'antd';
import { m } from '../messages';

/** The contest's rules: what staff wrote plus the rules the server applies (time, scoring, points). */
export function RulesCard({ d }: { d: UserBattleDetail }) {
  const points = [
    m('pointsWin', { n: d.pointsWin }),
    d.modes.length > 1 || d.modes[0] !== 'solo' ? m('pointsDraw', { n: d.pointsDraw }) : '',
    m('pointsLoss', { n: d.pointsLoss }),
    d.modes.includes('solo') ? m('pointsSolo', { n: d.pointsSolo }) : '',
  ].filter(Boolean);
  const solo = d.modes.includes('solo')
    ? m('soloText', { sec: BATTLE_SOLO_OFFER_SEC, pct: Math.round(BATTLE_SOLO_PASS_RATIO * 100) })
    : '';
  return (
    <div data-testid="battle-rules">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        bordered
        // a narrow screen would otherwise stack the labels one character per line
        styles={{ label: { whiteSpace: 'nowrap' } }}
      >
        <Descriptions.Item label={m('time')}>
          {m('timeRange', { start: formatDateTime(d.startTime), end: formatDateTime(d.endTime) })}
        </Descriptions.Item>
        <Descriptions.Item label={m('modes')}>
          {d.modes
            .map((mode) =>
              mode === 'room'
                ? m('roomMode', {
                    mode: battleModeText(mode),
                    size: d.roomSize,
                    wait: BATTLE_ROOM_WAIT_SEC,
                    min: BATTLE_ROOM_MIN_PLAYERS,
                  })
                : battleModeText(mode),
            )
            .join(m('listSep'))}
        </Descriptions.Item>
        <Descriptions.Item label={m('perMatch')}>{m('perMatchOf', { n: d.quCount, sec: d.seconds })}</Descriptions.Item>
        <Descriptions.Item label={m('daily')}>
          {d.dailyLimit > 0 ? m('dailyOf', { n: d.dailyLimit }) : m('unlimited')}
        </Descriptions.Item>
        <Descriptions.Item label={m('openHours')}>
          <span data-testid="battle-open-hours">
            {m('openHoursOf', { start: d.openHours.split('\n')[0] ?? '', end: d.openHours.split('\n')[1] ?? '' })}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={m('scoring')} span={2}>
          {m('scoringText', { right: BATTLE_RIGHT_POINTS, bonus: BATTLE_SPEED_BONUS })}
        </Descriptions.Item>
        <Descriptions.Item label={m('reward')} span={2}>
          {`${points.join(m('rewardSep'))}${d.topN > 0 ? m('topReward', { n: d.topN, points: d.pointsTop }) : ''}`}
        </Descriptions.Item>
        <Descriptions.Item label={m('matching')} span={2}>
          {m('matchingText', { solo })}
        </Descriptions.Item>
      </Descriptions>
      {d.content && <RichHtml html={d.content} style={{ marginTop: 12 }} />}
    </div>
  );
}
