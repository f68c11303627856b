import { useQueryClient } from '@tanstack/react-query';
import { invalidatePaging } from '@web/api/paging';
import { Permission } from '@web/shared/components/permission';
import { formatDateTime } from '@web/shared/format-time';
import { type ListContext, ListPage } from '@web/shared/list-page';
import { type CertRow, endpoints, Perm } from '@xuekao/contracts';
import { Button, Card, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { CertDesigner } from './designer/cert-designer';

interface CertParams {
  title?: string;
  state?: number;
}

function columns(ctx: ListContext<CertRow, CertParams>, edit: (row: CertRow) => void): TableColumnsType<CertRow> {
  return [
    { title: '证书名称', dataIndex: 'title', ellipsis: true },
    { title: '发证机构', dataIndex: 'authority', ellipsis: true },
    {
      title: '有效期',
      dataIndex: 'validMonths',
      width: 110,
      render: (v: number) => (v ? `${v}个月` : '长期有效'),
    },
    { title: '编号前缀', dataIndex: 'numberPrefix', width: 110 },
    { title: '已发放', dataIndex: 'grantCount', width: 90, align: 'center' },
    { title: '状态', dataIndex: 'state', width: 90, render: (_v, r) => ctx.renderState(r) },
    { title: '修改时间', dataIndex: 'updateTime', width: 170, render: (v: string) => formatDateTime(v) },
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 130,
      render: (_v, r) => (
        <Space size={0}>
          <Permission keys={Perm.cert.edit}>
            <Button type="link" size="small" onClick={() => edit(r)}>
              设计
            </Button>
          </Permission>
          <Permission keys={Perm.cert.delete}>
            <Button type="link" size="small" danger onClick={() => ctx.remove([r.id])}>
              删除
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];
}

/**
 * 证书管理 (ListCert): templates searched by title and state, with validity, prefix and grant count; state
 * switch (cert:edit), delete (cert:delete). 添加 / 修改 open the designer in place of the list.
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
          { name: 'title', label: '证书名称' },
          {
            name: 'state',
            label: '状态',
            width: 120,
            node: (
              <Select
                allowClear
                placeholder="状态"
                options={[
                  { value: 0, label: '正常' },
                  { value: 1, label: '禁用' },
                ]}
              />
            ),
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
