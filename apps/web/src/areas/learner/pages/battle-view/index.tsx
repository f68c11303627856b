import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { useUser } from '@web/app/session';
import { BattleRankTabs } from '@web/shared/battle/rank-tabs';
import { BATTLE_MODE_TEXT, endpoints } from '@xuekao/contracts';
import { Alert, Button, Card, Col, Empty, Row, Space, Spin, Statistic, Tabs } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { MyMatches } from './components/my-matches';
import { RulesCard } from './components/rules-card';

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
  if (!d) return <Empty description="竞赛不存在或未开放" style={{ marginTop: 80 }} />;
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
              aria-label="返回"
              onClick={() => navigate('/web/battle')}
            />
            <span data-testid="battle-title">{d.title}</span>
          </Space>
        }
      >
        <Row gutter={[16, 16]} data-testid="battle-record">
          <Col xs={8} md={4}>
            <Statistic title="总积分" value={r.points} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title="总名次" value={r.rank || '—'} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title="场次" value={r.matches} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title="胜/平/负" value={`${r.wins}/${r.draws}/${r.losses}`} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title="今日已赛" value={r.todayMatches} />
          </Col>
          <Col xs={8} md={4}>
            <Statistic title="今日剩余" value={r.leftToday < 0 ? '不限' : r.leftToday} />
          </Col>
        </Row>
        {!d.playable && (
          <Alert type="warning" showIcon title="竞赛当前未开放，不能开始比赛。" style={{ marginTop: 16 }} />
        )}
        {d.playable && noneLeft && (
          <Alert type="info" showIcon title="今日比赛场次已用完，明天再来吧！" style={{ marginTop: 16 }} />
        )}
        <Space wrap style={{ marginTop: 16 }}>
          {d.modes.map((m) => (
            <Button
              key={m}
              type={m === 'pk' ? 'primary' : 'default'}
              size="large"
              disabled={!d.playable || noneLeft}
              onClick={() => navigate(battlePlayPath(d.id, m))}
            >
              {m === 'pk' ? '开始匹配（1v1对战）' : BATTLE_MODE_TEXT[m]}
            </Button>
          ))}
        </Space>
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'rank',
              label: '排行榜',
              children: (
                <BattleRankTabs
                  contestId={d.id}
                  personUrl={endpoints.battle.userRankPaging}
                  deptUrl={endpoints.battle.userDeptRankPaging}
                  highlightUserId={user?.id}
                />
              ),
            },
            { key: 'rules', label: '竞赛规则', children: <RulesCard d={d} /> },
            { key: 'mine', label: '我的对局', children: <MyMatches contestId={d.id} /> },
          ]}
        />
      </Card>
    </Space>
  );
}
