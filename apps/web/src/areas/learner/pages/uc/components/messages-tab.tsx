import { CheckOutlined, DeleteOutlined } from '@ant-design/icons';
import { useMessageActions, useMyMessages } from '@web/api/message';
import { t } from '@web/core/i18n';
import { RichHtml } from '@web/shared/components/rich-html';
import { formatRelativeTime } from '@web/shared/format-relative';
import { formatDateTime } from '@web/shared/format-time';
import { useIsMobile } from '@web/shared/hooks/use-is-mobile';
import { m as lp } from '@web/shared/list-page/messages';
import type { UserMsgDetail, UserMsgRecord } from '@xuekao/contracts';
import { App, Badge, Button, Modal, Radio, Skeleton, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { m } from '../messages';

const PAGE_SIZE = 10;
const UNREAD = 0;
const READ = 1;

/**
 * 我的消息 (docs/REQUIREMENTS.md#notices): unread (0) / read (1) toggle, the list, a detail dialog that reads the
 * message (marking it read and refreshing list and badge), 标记已读 and 删除 on the selection.
 */
export function MessagesTab() {
  const { message, modal } = App.useApp();
  const [readState, setReadState] = useState(UNREAD);
  const [current, setCurrent] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [detail, setDetail] = useState<UserMsgDetail | 'loading' | null>(null);
  const page = useMyMessages({ params: { readState }, current, size: PAGE_SIZE, orders: [] });
  const { read, markRead, remove } = useMessageActions();
  const mobile = useIsMobile();

  const switchState = (s: number) => {
    setReadState(s);
    setCurrent(1);
    setSelected([]);
  };

  const open = async (row: UserMsgRecord) => {
    setDetail('loading');
    try {
      setDetail(await read.mutateAsync(row.id));
    } catch {
      setDetail(null); // the request helper has shown the error
    }
  };

  const onMarkRead = async () => {
    try {
      await markRead.mutateAsync(selected);
      message.success(lp('done'));
      setSelected([]);
    } catch {
      // shown by the request helper
    }
  };

  const onDelete = () => {
    if (selected.length === 0) {
      message.warning(lp('selectAtLeastOne'));
      return;
    }
    modal.confirm({
      title: lp('hint'),
      content: m('deleteMsgsConfirm'),
      okText: lp('ok'),
      cancelText: lp('cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(selected);
          message.success(t('deleteSucceeded'));
          setSelected([]);
        } catch {
          // shown by the request helper
        }
      },
    });
  };

  const columns: TableColumnsType<UserMsgRecord> = [
    {
      title: m('msgTitle'),
      dataIndex: 'title',
      key: 'title',
      render: (title: string, row) => (
        <Space>
          {row.readState === UNREAD && <Badge status="processing" />}
          <Typography.Link onClick={() => void open(row)} strong={row.readState === UNREAD}>
            {title}
          </Typography.Link>
        </Space>
      ),
    },
    {
      title: m('sendTime'),
      dataIndex: 'createTime',
      key: 'createTime',
      // A phone leaves the title room (at 180 px it broke into a line per word at 390 px).
      width: mobile ? 110 : 180,
      // Relative in the list (刚刚, 5分钟前...), the exact time on hover.
      render: (v: string) => <span title={formatDateTime(v, true)}>{formatRelativeTime(v)}</span>,
    },
  ];

  return (
    <div data-testid="uc-messages">
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={readState}
          onChange={(e) => switchState(e.target.value as number)}
          options={[
            { value: UNREAD, label: m('unreadMsgs') },
            { value: READ, label: m('readMsgs') },
          ]}
        />
        <Space>
          <Button
            icon={<CheckOutlined />}
            disabled={selected.length === 0 || readState === READ}
            loading={markRead.isPending}
            onClick={() => void onMarkRead()}
          >
            {m('markRead')}
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
            {lp('remove')}
          </Button>
        </Space>
      </Space>
      <Table<UserMsgRecord>
        rowKey="id"
        columns={columns}
        dataSource={page.data?.records ?? []}
        loading={page.isFetching}
        locale={{ emptyText: lp('empty') }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: page.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => lp('total', { total }),
          onChange: setCurrent,
        }}
      />
      <Modal
        open={detail !== null}
        title={detail && detail !== 'loading' ? detail.title : m('msgDetail')}
        width={720}
        footer={
          <Button type="primary" onClick={() => setDetail(null)}>
            {m('close')}
          </Button>
        }
        onCancel={() => setDetail(null)}
      >
        {detail === 'loading' || detail === null ? (
          <Skeleton active />
        ) : (
          <>
            <Typography.Text type="secondary">{formatDateTime(detail.createTime)}</Typography.Text>
            <div style={{ marginTop: 12 }}>
              <RichHtml html={detail.content} />
            </div>
          </>
        )}
      </Modal>
    </div>
  );
}
