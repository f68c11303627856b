import { NotificationOutlined } from '@ant-design/icons';
import { useNoticePage } from '@web/api/notice';
import { formatDate } from '@web/shared/format-time';
import { NoticeState } from '@xuekao/contracts';
import { Card, Empty, List, Typography } from 'antd';
import { m } from './messages';

/** Notices on the card: 4 when it shares a row with two or more entry cards (small), else 6 (docs/REQUIREMENTS.md#statistics). */
export const noticeCardSize = (small: boolean) => (small ? 4 : 6);

/** Opens a notice for reading in a new window, on the learner side's detail page (docs/REQUIREMENTS.md#statistics). */
export function openNotice(id: string): void {
  window.open(`/web/notice/detail/${encodeURIComponent(id)}`, '_blank', 'noopener');
}

/** 系统公告 card of the dashboard: the newest published notices. */
export function NoticeCard({ small }: { small: boolean }) {
  const size = noticeCardSize(small);
  const page = useNoticePage({ params: { state: NoticeState.PUBLISHED }, current: 1, size, orders: [] });
  const records = page.data?.records ?? [];

  return (
    <Card
      size="small"
      title={
        <span>
          <NotificationOutlined style={{ color: '#f5222d', marginRight: 8 }} />
          {m('notices')}
        </span>
      }
      extra={
        <Typography.Link href="/web/notice" target="_blank" rel="noopener">
          {m('more')}
        </Typography.Link>
      }
      style={{ height: '100%' }}
      data-testid="dashboard-notice-card"
    >
      {records.length === 0 && !page.isFetching ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={m('noNotices')} />
      ) : (
        <List
          size="small"
          split={false}
          loading={page.isFetching && records.length === 0}
          dataSource={records}
          renderItem={(n) => (
            <List.Item
              style={{ padding: '4px 0' }}
              extra={<Typography.Text type="secondary">{formatDate(n.createTime)}</Typography.Text>}
            >
              <Typography.Link ellipsis onClick={() => openNotice(n.id)} title={n.title} style={{ maxWidth: '100%' }}>
                {n.title}
              </Typography.Link>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
