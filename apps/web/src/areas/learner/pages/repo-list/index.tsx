import { BookOutlined } from '@ant-design/icons';
import { usePaging } from '@web/api/paging';
import { SearchCard } from '@web/areas/learner/components/search-card';
import { endpoints } from '@xuekao/contracts';
import { Button, Card, Col, Empty, Pagination, Row, Space, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';

const PAGE_SIZE = 12;

/** 题库训练 (/web/repo): the banks open for practice, with counts and quick starts. */
export default function RepoListPage() {
  const navigate = useNavigate();
  const [title, setTitle] = useState('');
  const [current, setCurrent] = useState(1);
  const page = usePaging(endpoints.repo.paging, {
    params: { title, isTrain: true },
    current,
    size: PAGE_SIZE,
    orders: [],
  });
  const records = page.data?.records ?? [];

  return (
    <SearchCard
      icon={<BookOutlined />}
      title="题库训练"
      placeholder="搜索题库名称"
      onSearch={(v) => {
        setTitle(v);
        setCurrent(1);
      }}
      loading={page.isLoading}
    >
      {records.length === 0 ? (
        <Empty description="暂无相关数据！" />
      ) : (
        <Row gutter={[16, 16]}>
          {records.map((r) => (
            <Col key={r.id} xs={24} sm={12} lg={8}>
              <Card
                size="small"
                title={r.title}
                hoverable
                data-testid="repo-card"
                actions={[
                  <Button key="order" type="link" onClick={() => navigate(`/web/repo/training/${r.id}/1`)}>
                    顺序练习
                  </Button>,
                  <Button key="random" type="link" onClick={() => navigate(`/web/repo/training/${r.id}/2`)}>
                    随机练习
                  </Button>,
                  <Button key="view" type="link" onClick={() => navigate(`/web/repo/view/${r.id}`)}>
                    更多模式
                  </Button>,
                ]}
              >
                <Space size={24}>
                  <Statistic title="试题总数" value={r.quCount} />
                  <Statistic title="客观题" value={r.objCount} />
                  <Statistic title="主观题" value={r.subjCount} />
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
      {(page.data?.total ?? 0) > PAGE_SIZE && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Pagination current={current} pageSize={PAGE_SIZE} total={page.data?.total ?? 0} onChange={setCurrent} />
        </div>
      )}
    </SearchCard>
  );
}
