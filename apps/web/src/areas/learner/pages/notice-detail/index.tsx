import { ArrowLeftOutlined, ClockCircleOutlined, UserOutlined } from '@ant-design/icons';
import { useNoticeDetail } from '@web/api/notice';
import { RichHtml } from '@web/shared/components/rich-html';
import { formatDateTime } from '@web/shared/format-time';
import { Button, Card, Divider, Result, Skeleton, Space, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { m } from './messages';

/** 公告详情 (/web/notice/detail/:id): the notice's sanitized HTML; also opened in a new window from the dashboard card. */
export default function NoticeDetailPage() {
  const { id } = useParams<{ id: string }>();
  const detail = useNoticeDetail(id);
  const notice = detail.data;

  if (detail.isError) {
    return (
      <Card>
        <Result
          status="404"
          title={m('notFound')}
          extra={
            <Link to="/web/notice">
              <Button type="primary">{m('backToList')}</Button>
            </Link>
          }
        />
      </Card>
    );
  }

  return (
    <Card>
      <Link to="/web/notice">
        <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
          {m('backToList')}
        </Button>
      </Link>
      {!notice ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <article style={{ maxWidth: 900, margin: '0 auto' }}>
          <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 8 }}>
            {notice.title}
          </Typography.Title>
          <Space style={{ width: '100%', justifyContent: 'center', color: '#595959' }} size={24}>
            <span>
              <ClockCircleOutlined /> {formatDateTime(notice.createTime)}
            </span>
            {notice.createBy_dictText && (
              <span>
                <UserOutlined /> {notice.createBy_dictText}
              </span>
            )}
          </Space>
          <Divider />
          <RichHtml html={notice.content} />
        </article>
      )}
    </Card>
  );
}
