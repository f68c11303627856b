import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { useUser } from '@web/core/session';
import { battleModeText } from '@web/shared/battle/battle-texts';
import { BattleRankTabs } from '@web/shared/battle/rank-tabs';
import { endpoints } from '@xuekao/contracts';
import { Alert, Button, Card, Col, Empty, Row, Space, Spin, Statistic, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MyMatches } from './components/my-matches';
import { RulesCard } from './components/rules-card';
import { m } from './messages';

export const battlePlayPath = (id: string, mode: string) =>
  `/web/battle/play/${encodeURIComponent(id)}?mode=${encodeURIComponent(mode)}`;

/**
 * 竞赛详情 (/web/battle/view/:id): the contest's rules, my record (today, wins, points, place), the start
 * buttons per mode, the rankings by person and department (overall or a day) and my matches.
 */
export default function BattleViewPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser();
  const detail = useQuery({
    queryKey: ['battle', 'user-detail', id],
    queryFn: () => call(endpoints.battle.userDetail, { id }),
    enabled: Boolean(id),
    staleTime: 0,
  });
  const d = detail.data;
  if (detail.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!d) return <Empty description={m('missing')} style={{ marginTop: 80 }} />;
  const r = d.record;
  const noneLeft = r.leftToday === 0;

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Button
              type="text"
              icon={<ArrowLeftOutlined />}
              aria-label={m('back')}
              onClick={() => navigate('/web/battle')}
            />
            <span data-testid="battle-title">{d.title}</span>
          </Space>
        }
      >
        <Row gutter={[16, 16]} data-testid="battle-record">
          <Col xs={8} md={4}>
            <Statistic title={m('points')} value={r.points} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title={m('rank')} value={r.rank || '—'} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title={m('matches')} value={r.matches} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title={m('winDrawLoss')} value={`${r.wins}/${r.draws}/${r.losses}`} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title={m('today')} value={r.todayMatches} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title={m('leftToday')} value={r.leftToday < 0 ? m('unlimited') : r.leftToday} />
          </Col>
        </Row>
        {!d.playable && <Alert type="warning" showIcon title={m('notOpen')} style={{ marginTop: 16 }} />}
        {d.playable && noneLeft && <Alert type="info" showIcon title={m('noneLeft')} style={{ marginTop: 16 }} />}
        <Space wrap style={{ marginTop: 16 }}>
          {d.modes.map((mode) => (
            <Button
              key={mode}
              type={mode === 'pk' ? 'primary' : 'default'}
              size="large"
              disabled={!d.playable || noneLeft}
              onClick={() => navigate(battlePlayPath(d.id, mode))}
            >
              {mode === 'pk' ? m('startPk') : battleModeText(mode)}
            </Button>
          ))}
        </Space>
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'rank',
              label: m('tabRank'),
              children: (
                <BattleRankTabs
                  contestId={d.id}
                  personUrl={endpoints.battle.userRankPaging}
                  deptUrl={endpoints.battle.userDeptRankPaging}
                  highlightUserId={user?.id}
                />
              ),
            },
            { key: 'rules', label: m('tabRules'), children: <RulesCard d={d} /> },
            { key: 'mine', label: m('tabMine'), children: <MyMatches contestId={d.id} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
