import { SendOutlined } from '@ant-design/icons';
import type { NotifyTmplParams } from '@web/api/notify-tmpl';
import { DictSelect } from '@web/shared/components/dict-select';
import { formatDateTime } from '@web/shared/format-time';
import { ListPage, type ListPageHandle } from '@web/shared/list-page';
import { endpoints, type NotifyTmplRecord, Perm } from '@xuekao/contracts';
import { App, Card, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { m } from './messages';
import { SendDialog } from './send-dialog';
import { TmplDialog, type TmplForm } from './tmpl-dialog';

/** 消息模板 (admin 'admin/sys-tmpl'): templates with `${key}` placeholders; add, edit, enable, delete, send. */
export default function SysTmplPage() {
  const { message } = App.useApp();
  const listRef = useRef<ListPageHandle>(null);
  const [dialog, setDialog] = useState<{ open: boolean; record?: TmplForm }>({ open: false });
  const [sending, setSending] = useState<NotifyTmplRecord | null>(null);

  const openSend = (rows: NotifyTmplRecord[]) => {
    if (rows.length > 1) message.warning(m('oneOnly'));
    else if (rows[0].state !== 0) message.warning(m('disabled'));
    else setSending(rows[0]);
  };

  return (
    <Card>
      <ListPage<NotifyTmplRecord, NotifyTmplParams>
        ref={listRef}
        url={endpoints.notify.paging}
        searchFields={[
          { name: 'title', label: m('searchLabel') },
          { name: 'state', label: m('state'), node: <DictSelect dicCode="state" placeholder={m('state')} /> },
        ]}
        columns={(ctx) => [
          { title: m('code'), dataIndex: 'code', key: 'code', width: 160, sorter: true },
          { title: m('title'), dataIndex: 'title', key: 'title', sorter: true },
          {
            title: m('vars'),
            dataIndex: 'keys',
            key: 'keys',
            render: (keys: string[]) => (
              <Space size={[0, 4]} wrap>
                {keys.map((k) => (
                  <Tag key={k} color="blue">{`\${${k}}`}</Tag>
                ))}
              </Space>
            ),
          },
          { title: m('remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
          {
            title: m('state'),
            dataIndex: 'state',
            key: 'state',
            width: 100,
            render: (_v, row) => ctx.renderState(row),
          },
          {
            title: m('updateTime'),
            dataIndex: 'updateTime',
            key: 'updateTime',
            width: 170,
            render: (v: string) => formatDateTime(v),
          },
        ]}
        permissions={{
          add: Perm.notifyTmpl.add,
          edit: Perm.notifyTmpl.edit,
          delete: Perm.notifyTmpl.delete,
          state: Perm.notifyTmpl.edit,
        }}
        onAdd={() => setDialog({ open: true })}
        onEdit={(row) =>
          setDialog({
            open: true,
            record: {
              id: row.id,
              code: row.code,
              title: row.title,
              content: row.content,
              remark: row.remark,
              state: row.state,
            },
          })
        }
        deleteUrl={endpoints.notify.delete}
        stateUrl={endpoints.notify.state}
        batchActions={[
          {
            label: m('send'),
            permission: Perm.notifyTmpl.edit,
            icon: <SendOutlined />,
            onClick: (_ids, rows) => openSend(rows),
          },
        ]}
      />
      <TmplDialog
        open={dialog.open}
        record={dialog.record}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
        onSaved={() => listRef.current?.reload()}
      />
      <SendDialog tmpl={sending} onClose={() => setSending(null)} />
    </Card>
  );
}
