import { cleanParams } from '@web/api/paging';
import { DeptTreeSelect } from '@web/shared/components/dept-tree-select';
import { Permission } from '@web/shared/components/permission';
import { formatDateTime } from '@web/shared/format-time';
import {
  ExcelImportButton,
  ExportButton,
  type ListContext,
  ListPage,
  type ListPageHandle,
  useDialog,
} from '@web/shared/list-page';
import { endpoints, Perm, USER_STATE_ALL, type UserPagingParams, type UserView } from '@xuekao/contracts';
import type { TableColumnsType } from 'antd';
import { Button, Card, Select, Space, Tag } from 'antd';
import { useRef, useState } from 'react';
import { BatchDeptDialog, BatchRoleDialog, ResetPassDialog } from './batch-dialogs';
import { m } from './messages';
import { UserFormDialog } from './user-form-dialog';

const stateOptions = () => [
  { label: m('stateNormal'), value: 0 },
  { label: m('stateDisabled'), value: 1 },
  { label: m('statePending'), value: 2 },
  { label: m('stateAll'), value: USER_STATE_ALL },
];

const E = endpoints.user;

type Ctx = ListContext<UserView, UserPagingParams>;

function columns(ctx: Ctx, onReset: (ids: string[]) => void): TableColumnsType<UserView> {
  return [
    { title: m('userName'), dataIndex: 'userName', sorter: true },
    { title: m('realName'), dataIndex: 'realName', sorter: true },
    { title: m('dept'), dataIndex: 'deptCode_dictText', key: 'deptCode', sorter: true },
    {
      title: m('role'),
      dataIndex: 'roleNames',
      render: (_v, u) =>
        u.roleNames.map((n) => (
          <Tag key={n} color={u.roleType === 2 ? 'blue' : undefined}>
            {n}
          </Tag>
        )),
    },
    { title: m('mobileColumn'), dataIndex: 'mobile', sorter: true },
    { title: m('email'), dataIndex: 'email', sorter: true },
    { title: m('state'), dataIndex: 'state', sorter: true, width: 100, render: (_v, u) => ctx.renderState(u) },
    {
      title: m('createTime'),
      dataIndex: 'createTime',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v, true),
    },
    {
      title: m('actions'),
      key: 'actions',
      width: 150,
      render: (_v, u) => (
        <Space size={0}>
          <Permission keys={Perm.user.edit}>
            <Button type="link" size="small" onClick={() => ctx.edit(u)}>
              {m('edit')}
            </Button>
          </Permission>
          <Permission keys={Perm.user.resetPass}>
            <Button type="link" size="small" onClick={() => onReset([u.id])}>
              {m('resetPassword')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];
}

/**
 * 用户管理 (docs/REQUIREMENTS.md#users): search by account/name, department and state (default 正常);
 * add/edit, delete, enable/disable, reset password, batch department and roles, Excel import and export.
 */
export default function SysUserPage() {
  const listRef = useRef<ListPageHandle>(null);
  const form = useDialog<UserView>();
  const [resetIds, setResetIds] = useState<string[]>();
  const [deptIds, setDeptIds] = useState<string[]>();
  const [roleIds, setRoleIds] = useState<string[]>();
  const reload = () => listRef.current?.reload();

  return (
    <Card>
      <ListPage<UserView, UserPagingParams>
        ref={listRef}
        url={E.paging}
        defaultParams={{ state: 0 }}
        searchFields={[
          { name: 'name', label: m('searchName') },
          { name: 'deptCode', label: m('dept'), node: <DeptTreeSelect placeholder={m('dept')} />, width: 220 },
          {
            name: 'state',
            label: m('state'),
            node: <Select options={stateOptions()} aria-label={m('state')} />,
            width: 130,
          },
        ]}
        columns={(ctx) => columns(ctx, setResetIds)}
        scrollX="max-content"
        permissions={{ add: Perm.user.add, edit: Perm.user.edit, delete: Perm.user.delete, state: Perm.user.state }}
        onAdd={() => form.show()}
        onEdit={(u) => form.show(u)}
        deleteUrl={E.delete}
        stateUrl={E.state}
        batchActions={[
          { label: m('resetPassword'), permission: Perm.user.resetPass, onClick: (ids) => setResetIds(ids) },
          { label: m('batchDept'), permission: Perm.user.batch, onClick: (ids) => setDeptIds(ids) },
          { label: m('batchRole'), permission: Perm.user.batch, onClick: (ids) => setRoleIds(ids) },
        ]}
        toolbarExtra={(ctx) => (
          <>
            <ExcelImportButton
              url={E.import.path}
              templateUrl={E.importTemplate.path}
              templateName={m('templateName')}
              title={m('importUsers')}
              permission={Perm.user.import}
              onImported={reload}
            />
            <ExportButton
              url={E.export.path}
              data={{ params: cleanParams(ctx.query.params), orders: ctx.query.orders }}
              fileName={m('exportName')}
              permission={Perm.user.export}
            />
          </>
        )}
      />
      <UserFormDialog open={form.open} user={form.record} onClose={form.close} onSaved={reload} />
      <ResetPassDialog ids={resetIds} onClose={() => setResetIds(undefined)} onDone={reload} />
      <BatchDeptDialog ids={deptIds} onClose={() => setDeptIds(undefined)} onDone={reload} />
      <BatchRoleDialog ids={roleIds} onClose={() => setRoleIds(undefined)} onDone={reload} />
    </Card>
  );
}
