import { NotificationOutlined } from '@ant-design/icons';
import { useNoticePage } from '@web/api/notice';
import { formatRelativeTime } from '@web/shared/format-relative';
import { formatDateTime } from '@web/shared/format-time';
import { Card, Empty, Input, List, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { m } from './messages';

const PAGE_SIZE = 10;

/** 通知公告 (/web/notice): published notices, newest first, with a title search and paging. */
export default function NoticeListPage() {
  const [title, setTitle] = useState('');
  const [current, setCurrent] = useState(1);
  const page = useNoticePage({ params: { title }, current, size: PAGE_SIZE, orders: [] });
  const data = page.data;

  return (
    <Card
      title={
        <span>
          <NotificationOutlined style={{ marginRight: 8, color: 'var(--xk-primary, #409eff)' }} />
          {m('title')}
        </span>
      }
      extra={
        <Input.Search
          placeholder={m('searchTitle')}
          aria-label={m('searchTitle')}
          allowClear
          maxLength={64}
          style={{ width: 260 }}
          onSearch={(v) => {
            setTitle(v.trim());
            setCurrent(1);
          }}
        />
      }
    >
      <List
        loading={page.isFetching}
        dataSource={data?.records ?? []}
        locale={{ emptyText: <Empty description={m('empty')} /> }}
        renderItem={(n) => (
          <List.Item
            key={n.id}
            extra={
              <Typography.Text type="secondary" title={formatDateTime(n.createTime, true)}>
                {formatRelativeTime(n.createTime)}
              </Typography.Text>
            }
          >
            <Link to={`/web/notice/detail/${n.id}`} className="xk-notice-link" style={{ fontSize: 15 }}>
              {n.title}
            </Link>
          </List.Item>
        )}
      />
      {(data?.total ?? 0) > PAGE_SIZE && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
          <Pagination
            current={current}
            pageSize={PAGE_SIZE}
            total={data?.total ?? 0}
            showSizeChanger={false}
            showTotal={(total) => m('total', { total })}
            onChange={setCurrent}
          />
        </div>
      )}
    </Card>
  );
}
