import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { RichHtml } from '@web/shared/components/rich-html';
import { formatDateTime } from '@web/shared/format-time';
import {
  type BattleOutcome,
  endpoints,
  type MatchDetail,
  type MatchDetailPlayer,
  type MatchDetailRound,
} from '@xuekao/contracts';
import { Card, Descriptions, Drawer, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { battleModeText, battleOutcomeText } from './battle-texts';
import './match-detail.css';
import { m } from './messages';

const OUTCOME_COLOR: Record<BattleOutcome, string> = { win: 'gold', draw: 'blue', loss: 'default', solo: 'purple' };

const nameOf = (p: MatchDetailPlayer | undefined) => (p ? (p.outOfScope ? m('outOfScope') : p.name || '—') : '—');

function PlayersTable({ d }: { d: MatchDetail }) {
  return (
    <Table<MatchDetailPlayer>
      size="small"
      rowKey="seat"
      pagination={false}
      data-testid="battle-detail-players"
      dataSource={[...d.players].sort((a, b) => a.rank - b.rank)}
      scroll={{ x: 330 }}
      columns={[
        { title: m('rank'), dataIndex: 'rank', width: 48 },
        {
          title: m('player'),
          key: 'name',
          render: (_v, p) => (
            <span>
              {nameOf(p)}
              {p.me && (
                <Tag color="blue" style={{ marginLeft: 4 }}>
                  {m('me')}
                </Tag>
              )}
              {p.left && <Tag style={{ marginLeft: 4 }}>{m('left')}</Tag>}
            </span>
          ),
        },
        {
          title: m('result'),
          dataIndex: 'outcome',
          width: 56,
          render: (v: BattleOutcome) => <Tag color={OUTCOME_COLOR[v]}>{battleOutcomeText(v)}</Tag>,
        },
        { title: m('score'), dataIndex: 'score', width: 56 },
        { title: m('right'), key: 'right', width: 52, render: (_v, p) => `${p.rightCount}/${d.total}` },
        { title: m('points'), dataIndex: 'points', width: 48 },
      ]}
    />
  );
}

function RoundCard({ r, d }: { r: MatchDetailRound; d: MatchDetail }) {
  const tagOf = (ids: string[]) =>
    ids
      .map((id) => r.options.find((o) => o.id === id)?.tag ?? '?')
      .sort()
      .join('');
  return (
    <Card
      size="small"
      className="xk-battle-detail-round"
      data-testid="battle-detail-round"
      title={
        <Space size={6} wrap>
          <span>{m('questionNo', { n: r.index + 1 })}</span>
          {r.quType_dictText && <Tag>{r.quType_dictText}</Tag>}
        </Space>
      }
    >
      {r.deleted ? (
        <Typography.Text type="secondary">{m('deleted')}</Typography.Text>
      ) : (
        <>
          <RichHtml html={r.content} />
          {r.image && <img className="xk-battle-detail-img" src={r.image} alt="" />}
          <ul className="xk-battle-detail-options">
            {r.options.map((o) => (
              <li key={o.id} className={o.isRight ? 'is-right' : undefined}>
                <b>{o.tag}.</b>
                <RichHtml html={o.content} plain />
                {o.isRight && <CheckCircleFilled aria-label={m('rightAnswer')} />}
              </li>
            ))}
          </ul>
          <div className="xk-battle-detail-key">{m('keyOf', { tags: tagOf(r.rightOptionIds) || '—' })}</div>
        </>
      )}
      <div className="xk-battle-detail-answers">
        {r.answers.map((a) => {
          const p = d.players.find((x) => x.seat === a.seat);
          return (
            <div key={a.seat} className="xk-battle-detail-answer" data-testid="battle-detail-answer">
              <span className="who">{p?.me ? m('nameMe', { name: nameOf(p) }) : nameOf(p)}</span>
              {a.answered ? (
                <>
                  <span>{m('answeredOf', { tags: tagOf(a.optionIds) || '—' })}</span>
                  {a.right ? (
                    <Tag color="success" icon={<CheckCircleFilled />}>
                      {m('correct')}
                    </Tag>
                  ) : (
                    <Tag color="error" icon={<CloseCircleFilled />}>
                      {m('wrong')}
                    </Tag>
                  )}
                  <span>{m('timeUsed', { sec: (a.ms / 1000).toFixed(1) })}</span>
                </>
              ) : (
                <Tag>{m('notAnswered')}</Tag>
              )}
              <span>{m('scoreOf', { score: a.score })}</span>
            </div>
          );
        })}
      </div>
      {r.analysis && (
        <div className="xk-battle-detail-analysis">
          <Typography.Text strong>{m('analysis')}</Typography.Text>
          <RichHtml html={r.analysis} />
        </div>
      )}
    </Card>
  );
}

/**
 * 对局解析: a finished match's players and, per round, the question with its key and analysis and what each
 * player answered, how fast and for how many points. `admin` reads the staff endpoint (data scope).
 */
export function MatchDetailDrawer({
  matchId,
  admin,
  onClose,
}: {
  matchId: string | null;
  admin?: boolean;
  onClose: () => void;
}) {
  const ep = admin ? endpoints.battle.adminMatchDetail : endpoints.battle.matchDetail;
  const q = useQuery({
    queryKey: ['battle', 'match-detail', admin ? 'admin' : 'mine', matchId ?? ''],
    queryFn: () => call(ep, { id: matchId ?? '' }),
    enabled: Boolean(matchId),
    staleTime: 60_000,
    retry: false,
  });
  const d = q.data;
  return (
    <Drawer
      open={matchId !== null}
      title={m('title')}
      size="min(760px, 100vw)"
      onClose={onClose}
      destroyOnHidden
      className="xk-battle-detail"
    >
      <Spin spinning={q.isLoading}>
        {d ? (
          <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="battle-detail">
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={m('contest')}>{d.contestTitle}</Descriptions.Item>
              <Descriptions.Item label={m('mode')}>{battleModeText(d.mode)}</Descriptions.Item>
              <Descriptions.Item label={m('time')}>{formatDateTime(d.startTime)}</Descriptions.Item>
              <Descriptions.Item label={m('questions')}>
                {m('questionsOf', { total: d.total, seconds: d.seconds })}
              </Descriptions.Item>
            </Descriptions>
            <PlayersTable d={d} />
            {d.rounds.map((r) => (
              <RoundCard key={r.index} r={r} d={d} />
            ))}
          </Space>
        ) : (
          !q.isLoading && <Empty description={q.isError ? m('cannotView') : m('noData')} />
        )}
      </Spin>
    </Drawer>
  );
}
