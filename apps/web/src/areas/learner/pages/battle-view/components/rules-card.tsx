import { RichHtml } from '@web/shared/components/rich-html';
import { formatDateTime } from '@web/shared/format-time';
import {
  BATTLE_MODE_TEXT,
  BATTLE_RIGHT_POINTS,
  BATTLE_SOLO_OFFER_SEC,
  BATTLE_SOLO_PASS_RATIO,
  BATTLE_SPEED_BONUS,
  type UserBattleDetail,
} from '@xuekao/contracts';
import { Descriptions } from 'antd';

/** The contest's rules: what staff wrote plus the rules the server applies (time, scoring, points). */
export function RulesCard({ d }: { d: UserBattleDetail }) {
  const points = [
    `胜 ${d.pointsWin}`,
    d.modes.length > 1 || d.modes[0] !== 'solo' ? `平 ${d.pointsDraw}` : '',
    `负 ${d.pointsLoss}`,
    d.modes.includes('solo') ? `单人挑战达标 ${d.pointsSolo}` : '',
  ].filter(Boolean);
  return (
    <div data-testid="battle-rules">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
        <Descriptions.Item label="比赛时间">
          {`${formatDateTime(d.startTime)} 至 ${formatDateTime(d.endTime)}`}
        </Descriptions.Item>
        <Descriptions.Item label="比赛模式">
          {d.modes
            .map((m) => (m === 'room' ? `${BATTLE_MODE_TEXT[m]}（${d.roomSize}人）` : BATTLE_MODE_TEXT[m]))
            .join('、')}
        </Descriptions.Item>
        <Descriptions.Item label="每场题数">{`${d.quCount} 题，每题 ${d.seconds} 秒`}</Descriptions.Item>
        <Descriptions.Item label="每日场次">{d.dailyLimit > 0 ? `${d.dailyLimit} 场` : '不限'}</Descriptions.Item>
        <Descriptions.Item label="计分规则" span={2}>
          {`答对得 ${BATTLE_RIGHT_POINTS} 分，另按剩余时间加速度分（最多 ${BATTLE_SPEED_BONUS} 分）；答错或超时 0 分。总分高者获胜。`}
        </Descriptions.Item>
        <Descriptions.Item label="积分奖励" span={2}>
          {`${points.join('，')}${d.topN > 0 ? `；竞赛结束后总榜前 ${d.topN} 名各奖励 ${d.pointsTop} 积分` : ''}`}
        </Descriptions.Item>
        <Descriptions.Item label="匹配说明" span={2}>
          {`在同一竞赛内匹配真实对手；${
            d.modes.includes('solo')
              ? `等待 ${BATTLE_SOLO_OFFER_SEC} 秒仍未匹配到对手时可改为单人挑战（答对 ${Math.round(
                  BATTLE_SOLO_PASS_RATIO * 100,
                )}% 及以上得积分）；`
              : ''
          }中途退出按失败计。`}
        </Descriptions.Item>
      </Descriptions>
      {d.content && <RichHtml html={d.content} style={{ marginTop: 12 }} />}
    </div>
  );
}
