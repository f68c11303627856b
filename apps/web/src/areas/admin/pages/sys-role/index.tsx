import { Permission } from '@web/shared/components/permission';
import { ListPage, type ListPageHandle, useDialog } from '@web/shared/list-page';
import { endpoints, Perm, type RoleView } from '@xuekao/contracts';
import { Button, Card, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { RoleDialog } from './role-dialog';
import { RoleMenusDialog } from './role-menus-dialog';

const BUILT_IN: Record<string, string> = { sa: '内置', student: '内置' };

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
        searchFields={[{ name: 'roleName', label: '角色名称' }]}
        columns={[
          {
            title: '角色名称',
            dataIndex: 'roleName',
            sorter: true,
            render: (_v, r) => (
              <Space size={6}>
                {r.roleName}
                {BUILT_IN[r.id] && <Tag>{BUILT_IN[r.id]}</Tag>}
              </Space>
            ),
          },
          {
            title: '角色类型',
            dataIndex: 'roleType',
            sorter: true,
            render: (_v, r) => <Tag color={r.roleType === 2 ? 'blue' : 'green'}>{r.roleType_dictText}</Tag>,
          },
          { title: '数据权限', dataIndex: 'dataScope', sorter: true, render: (_v, r) => r.dataScope_dictText },
          { title: '角色级别', dataIndex: 'roleLevel', sorter: true, width: 110 },
          { title: '备注', dataIndex: 'remark', ellipsis: true },
          {
            title: '操作',
            key: 'actions',
            width: 180,
            render: (_v, r) => (
              <Space size={0}>
                <Permission keys={Perm.role.menus}>
                  <Button type="link" size="small" onClick={() => setGranting(r)} disabled={r.id === 'sa'}>
                    授权菜单
                  </Button>
                </Permission>
                <Permission keys={Perm.role.edit}>
                  <Button type="link" size="small" onClick={() => dlg.show(r)}>
                    修改
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
