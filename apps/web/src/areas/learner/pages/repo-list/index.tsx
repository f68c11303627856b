import { BookOutlined } from '@ant-design/icons';
import { SearchCard } from '@web/areas/learner/components/search-card';
import { useTitlePaging } from '@web/areas/learner/components/use-title-paging';
import { GridPager } from '@web/shared/components/grid-pager';
import { GRID_COL, GRID_PAGE_SIZE } from '@web/shared/grid';
import { endpoints } from '@xuekao/contracts';
import { Button, Card, Col, Empty, Row, Space, Statistic, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { m } from './messages';

/** Learner grids page by 30, up to 8 per line (spec: "30 for grids (8 per line)"). */
const PAGE_SIZE = GRID_PAGE_SIZE;

/** 题库训练 (/web/repo): the banks open for practice, with counts and quick starts. */
export default function RepoListPage() {
  const navigate = useNavigate();
  const { page, current, setCurrent, search } = useTitlePaging(endpoints.repo.paging, PAGE_SIZE, { isTrain: true });
  const records = page.data?.records ?? [];

  return (
    <SearchCard
      icon={<BookOutlined />}
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
            <Col key={r.id} {...GRID_COL}>
              <Card
                size="small"
                title={r.title}
                hoverable
                data-testid="repo-card"
                actions={[
                  <Button key="order" type="link" onClick={() => navigate(`/web/repo/training/${r.id}/1`)}>
                    {m('inOrder')}
                  </Button>,
                  <Button key="random" type="link" onClick={() => navigate(`/web/repo/training/${r.id}/2`)}>
                    {m('random')}
                  </Button>,
                  <Button key="view" type="link" onClick={() => navigate(`/web/repo/view/${r.id}`)}>
                    {m('moreModes')}
                  </Button>,
                ]}
              >
                <Space size={[24, 8]} wrap>
                  <Statistic title={m('quCount')} value={r.quCount} />
                  <Statistic title={m('objCount')} value={r.objCount} />
                  <Statistic title={m('subjCount')} value={r.subjCount} />
                </Space>
                {r.remark && (
                  <Typography.Paragraph
                    type="secondary"
                    ellipsis={{ rows: 2 }}
                    style={{ marginTop: 8, marginBottom: 0 }}
                  >
                    {r.remark}
                  </Typography.Paragraph>
                )}
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <GridPager current={current} pageSize={PAGE_SIZE} total={page.data?.total ?? 0} onChange={setCurrent} />
    </SearchCard>
  );
}
