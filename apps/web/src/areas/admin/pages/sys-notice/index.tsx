import { CloudUploadOutlined, RollbackOutlined } from '@ant-design/icons';
import type { NoticeParams } from '@web/api/notice';
import { call } from '@web/api/request';
import { t } from '@web/core/i18n';
import { DictSelect } from '@web/shared/components/dict-select';
import { formatDateTime } from '@web/shared/format-time';
import { ListPage, type ListPageHandle } from '@web/shared/list-page';
import { endpoints, type NoticeRecord, NoticeState, Perm } from '@xuekao/contracts';
import { App, Card, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { openNotice } from '../dashboard/notice-card';
import { m } from './messages';
import { NoticeDialog, type NoticeForm } from './notice-dialog';

/** 公告管理 (admin 'admin/sys-notice'): notices with title/state search, add/edit, publish/withdraw, delete. */
export default function SysNoticePage() {
  const { message } = App.useApp();
  const listRef = useRef<ListPageHandle>(null);
  const [dialog, setDialog] = useState<{ open: boolean; record?: NoticeForm }>({ open: false });

  const edit = async (row: NoticeRecord) => {
    try {
      const d = await call(endpoints.notice.detail, { id: row.id });
      setDialog({ open: true, record: { id: d.id, title: d.title, content: d.content, state: d.state } });
    } catch {
      // shown by the request helper
    }
  };

  const setState = async (ids: string[], state: number) => {
    try {
      await call(endpoints.notice.state, { ids, state });
      message.success(t('statusChanged'));
      listRef.current?.reload();
    } catch {
      // shown by the request helper
    }
  };

  return (
    <Card>
      <ListPage<NoticeRecord, NoticeParams>
        ref={listRef}
        url={endpoints.notice.paging}
        searchFields={[
          { name: 'title', label: m('title') },
          { name: 'state', label: m('state'), node: <DictSelect dicCode="notice_state" placeholder={m('state')} /> },
        ]}
        defaultOrders={[]}
        columns={[
          {
            title: m('title'),
            dataIndex: 'title',
            key: 'title',
            sorter: true,
            render: (title: string, row) => (
              <Typography.Link onClick={() => openNotice(row.id)} title={m('openInNewWindow')}>
                {title}
              </Typography.Link>
            ),
          },
          {
            title: m('stateColumn'),
            dataIndex: 'state',
            key: 'state',
            width: 110,
            render: (state: number, row) => (
              <Tag color={state === NoticeState.PUBLISHED ? 'success' : 'default'}>{row.state_dictText}</Tag>
            ),
          },
          { title: m('author'), dataIndex: 'createBy_dictText', key: 'createBy', width: 140 },
          {
            title: m('createTime'),
            dataIndex: 'createTime',
            key: 'createTime',
            width: 180,
            sorter: true,
            render: (v: string) => formatDateTime(v),
          },
          {
            title: m('updateTime'),
            dataIndex: 'updateTime',
            key: 'updateTime',
            width: 180,
            sorter: true,
            render: (v: string) => formatDateTime(v),
          },
        ]}
        permissions={{ add: Perm.notice.add, edit: Perm.notice.edit, delete: Perm.notice.delete }}
        onAdd={() => setDialog({ open: true })}
        onEdit={(row) => void edit(row)}
        deleteUrl={endpoints.notice.delete}
        batchActions={[
          {
            label: m('publish'),
            permission: Perm.notice.edit,
            icon: <CloudUploadOutlined />,
            onClick: (ids) => setState(ids, NoticeState.PUBLISHED),
          },
          {
            label: m('withdraw'),
            permission: Perm.notice.edit,
            icon: <RollbackOutlined />,
            onClick: (ids) => setState(ids, NoticeState.DRAFT),
          },
        ]}
      />
      <NoticeDialog
        open={dialog.open}
        record={dialog.record}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={() => listRef.current?.reload()}
      />
    </Card>
  );
}
