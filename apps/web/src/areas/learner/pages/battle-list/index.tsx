import { StarOutlined, TrophyOutlined } from '@ant-design/icons';
import { SearchCard } from '@web/areas/learner/components/search-card';
import { useTitlePaging } from '@web/areas/learner/components/use-title-paging';
import { battleModeText } from '@web/shared/battle/battle-texts';
import { formatDateTime } from '@web/shared/format-time';
import { endpoints, type UserBattleRow } from '@xuekao/contracts';
import { Card, Col, Empty, Pagination, Row, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import './battle-list.css';
import { m } from './messages';

export const BATTLE_PAGE_SIZE = 30;
export const battleViewPath = (id: string) => `/web/battle/view/${encodeURIComponent(id)}`;

/** One contest card: cover (or a trophy), title, time window, modes, my matches today. */
function BattleCard({ row, onOpen }: { row: UserBattleRow; onOpen: () => void }) {
  return (
    <Card
      size="small"
      hoverable
      data-testid="battle-card"
      onClick={onOpen}
      cover={
        row.cover ? (
          <img alt={row.title} src={row.cover} style={{ height: 120, objectFit: 'cover' }} />
        ) : (
          <div className="xk-battle-cover">
            <TrophyOutlined />
          </div>
        )
      }
    >
      <Typography.Paragraph strong ellipsis={{ rows: 2 }} title={row.title} style={{ minHeight: 44, marginBottom: 4 }}>
        {row.title}
      </Typography.Paragraph>
      <Space size={4} wrap>
        {row.modes.map((mode) => (
          <Tag key={mode} color="blue">
            {battleModeText(mode)}
          </Tag>
        ))}
      </Space>
      <div style={{ fontSize: 12, color: '#595959', marginTop: 6 }}>
        {m('deadline', { time: formatDateTime(row.endTime) })}
      </div>
      <div style={{ fontSize: 12, color: '#595959' }}>
        {row.dailyLimit > 0
          ? m('todayOfLimit', { n: row.todayMatches, limit: row.dailyLimit })
          : m('today', { n: row.todayMatches })}
      </div>
    </Card>
  );
}

/** 知识竞赛 (/web/battle): the contests open to the learner now (in range, in time, enabled) as cards. */
export default function BattleListPage() {
  const navigate = useNavigate();
  const { page, current, setCurrent, search } = useTitlePaging<UserBattleRow>(
    endpoints.battle.userPaging,
    BATTLE_PAGE_SIZE,
  );
  const records = page.data?.records ?? [];
  const total = page.data?.total ?? 0;
  return (
    <SearchCard
      icon={<StarOutlined />}
      title={m('title')}
      placeholder={m('searchTitle')}
      onSearch={search}
      loading={page.isLoading}
    >
      {records.length === 0 ? (
        <Empty description={m('empty')} />
      ) : (
        <Row gutter={[16, 16]}>
          {records.map((r) => (
            <Col key={r.id} xs={24} sm={12} md={8} lg={6}>
              <BattleCard row={r} onOpen={() => void navigate(battleViewPath(r.id))} />
            </Col>
          ))}
        </Row>
      )}
      {total > BATTLE_PAGE_SIZE && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Pagination current={current} pageSize={BATTLE_PAGE_SIZE} total={total} onChange={setCurrent} />
        </div>
      )}
    </SearchCard>
  );
}
