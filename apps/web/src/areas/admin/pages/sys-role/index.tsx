import { Permission } from '@web/shared/components/permission';
import { ListPage, type ListPageHandle, useDialog } from '@web/shared/list-page';
import { endpoints, Perm, type RoleView } from '@xuekao/contracts';
import { Button, Card, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { m } from './messages';
import { RoleDialog } from './role-dialog';
import { RoleMenusDialog } from './role-menus-dialog';

const BUILT_IN = new Set(['sa', 'student']);

/** 角色管理 (docs/REQUIREMENTS.md#users): roles with add/edit/delete and the 授权菜单 dialog. */
export default function SysRolePage() {
  const listRef = useRef<ListPageHandle>(null);
  const dlg = useDialog<RoleView>();
  const [granting, setGranting] = useState<RoleView | null>(null);

  return (
    <Card>
      <ListPage<RoleView, { roleName?: string }>
        ref={listRef}
        url={endpoints.role.paging}
        searchFields={[{ name: 'roleName', label: m('name') }]}
        columns={[
          {
            title: m('name'),
            dataIndex: 'roleName',
            sorter: true,
            render: (_v, r) => (
              <Space size={6}>
                {r.roleName}
                {BUILT_IN.has(r.id) && <Tag>{m('builtIn')}</Tag>}
              </Space>
            ),
          },
          {
            title: m('type'),
            dataIndex: 'roleType',
            sorter: true,
            render: (_v, r) => <Tag color={r.roleType === 2 ? 'blue' : 'green'}>{r.roleType_dictText}</Tag>,
          },
          { title: m('dataScope'), dataIndex: 'dataScope', sorter: true, render: (_v, r) => r.dataScope_dictText },
          { title: m('level'), dataIndex: 'roleLevel', sorter: true, width: 110 },
          { title: m('remark'), dataIndex: 'remark', ellipsis: true },
          {
            title: m('actions'),
            key: 'actions',
            width: 180,
            render: (_v, r) => (
              <Space size={0}>
                <Permission keys={Perm.role.menus}>
                  <Button type="link" size="small" onClick={() => setGranting(r)} disabled={r.id === 'sa'}>
                    {m('grantMenus')}
                  </Button>
                </Permission>
                <Permission keys={Perm.role.edit}>
                  <Button type="link" size="small" onClick={() => dlg.show(r)}>
                    {m('edit')}
                  </Button>
                </Permission>
              </Space>
            ),
          },
        ]}
        permissions={{ add: Perm.role.add, edit: Perm.role.edit, delete: Perm.role.delete }}
        onAdd={() => dlg.show()}
        onEdit={(r) => dlg.show(r)}
        deleteUrl={endpoints.role.delete}
      />
      <RoleDialog open={dlg.open} role={dlg.record} onClose={dlg.close} />
      <RoleMenusDialog role={granting} onClose={() => setGranting(null)} />
    </Card>
  );
}
