import { useQueryClient } from '@tanstack/react-query';
import { invalidatePaging } from '@web/api/paging';
import { Permission } from '@web/shared/components/permission';
import { formatDateTime } from '@web/shared/format-time';
import { LIST_TEXTS, type ListContext, ListPage, StateSelect } from '@web/shared/list-page';
import { type CertRow, endpoints, Perm } from '@xuekao/contracts';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CertDesigner } from './designer/cert-designer';
import { m } from './messages';

interface CertParams {
  title?: string;
  state?: number;
}

function columns(ctx: ListContext<CertRow, CertParams>, edit: (row: CertRow) => void): TableColumnsType<CertRow> {
  return [
    { title: m('title'), dataIndex: 'title', ellipsis: true },
    { title: m('authority'), dataIndex: 'authority', ellipsis: true },
    {
      title: m('validity'),
      dataIndex: 'validMonths',
      width: 110,
      render: (v: number) => (v ? m('monthsOf', { n: v }) : m('longTerm')),
    },
    { title: m('numberPrefix'), dataIndex: 'numberPrefix', width: 110 },
    { title: m('granted'), dataIndex: 'grantCount', width: 90, align: 'center' },
    { title: m('state'), dataIndex: 'state', width: 90, render: (_v, r) => ctx.renderState(r) },
    { title: m('updateTime'), dataIndex: 'updateTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: m('actions'),
      key: 'actions',
      fixed: 'right',
      width: 130,
      render: (_v, r) => (
        <Space size={0}>
          <Permission keys={Perm.cert.edit}>
            <Button type="link" size="small" onClick={() => edit(r)}>
              {m('design')}
            </Button>
          </Permission>
          <Permission keys={Perm.cert.delete}>
            <Button type="link" size="small" danger onClick={() => ctx.remove([r.id])}>
              {LIST_TEXTS.remove}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];
}

/**
 * Certificate management (ListCert): templates searched by title and state, with validity, prefix and grant count; state
 * switch (cert:edit), delete (cert:delete). Add / edit open the designer in place of the list.
 */
export default function CertListPage() {
  const qc = useQueryClient();
  // null: the list; '' a new template; an id: that template in the designer
  const [editing, setEditing] = useState<string | null>(null);

  if (editing !== null) {
    return (
      <Card>
        <CertDesigner
          key={editing}
          certId={editing}
          onDone={(saved) => {
            if (saved) void invalidatePaging(qc, endpoints.cert.paging);
            setEditing(null);
          }}
        />
      </Card>
    );
  }
  return (
    <Card>
      <ListPage<CertRow, CertParams>
        url={endpoints.cert.paging}
        searchFields={[
          { name: 'title', label: m('title') },
          {
            name: 'state',
            label: m('state'),
            width: 120,
            node: <StateSelect placeholder={m('state')} />,
          },
        ]}
        columns={(ctx) => columns(ctx, (r) => setEditing(r.id))}
        scrollX={1000}
        permissions={{ add: Perm.cert.add, edit: Perm.cert.edit, delete: Perm.cert.delete, state: Perm.cert.edit }}
        onAdd={() => setEditing('')}
        onEdit={(r) => setEditing(r.id)}
        deleteUrl={endpoints.cert.delete}
        stateUrl={endpoints.cert.state}
      />
    </Card>
  );
}
