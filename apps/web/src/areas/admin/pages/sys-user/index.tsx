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
import { UserFormDialog } from './user-form-dialog';

const STATE_OPTIONS = [
  { label: '正常', value: 0 },
  { label: '禁用', value: 1 },
  { label: '待审核', value: 2 },
  { label: '全部状态', value: USER_STATE_ALL },
];

const E = endpoints.user;

type Ctx = ListContext<UserView, UserPagingParams>;

function columns(ctx: Ctx, onReset: (ids: string[]) => void): TableColumnsType<UserView> {
  return [
    { title: '账号', dataIndex: 'userName', sorter: true },
    { title: '姓名', dataIndex: 'realName', sorter: true },
    { title: '部门', dataIndex: 'deptCode_dictText', key: 'deptCode', sorter: true },
    {
      title: '角色',
      dataIndex: 'roleNames',
      render: (_v, u) =>
        u.roleNames.map((n) => (
          <Tag key={n} color={u.roleType === 2 ? 'blue' : undefined}>
            {n}
          </Tag>
        )),
    },
    { title: '手机', dataIndex: 'mobile', sorter: true },
    { title: '邮箱', dataIndex: 'email', sorter: true },
    { title: '状态', dataIndex: 'state', sorter: true, width: 100, render: (_v, u) => ctx.renderState(u) },
    {
      title: '创建时间',
      dataIndex: 'createTime',
      sorter: true,
      width: 170,
      render: (v: string) => formatDateTime(v, true),
    },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      render: (_v, u) => (
        <Space size={0}>
          <Permission keys={Perm.user.edit}>
            <Button type="link" size="small" onClick={() => ctx.edit(u)}>
              修改
            </Button>
          </Permission>
          <Permission keys={Perm.user.resetPass}>
            <Button type="link" size="small" onClick={() => onReset([u.id])}>
              重置密码
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
          { name: 'name', label: '账号/姓名' },
          { name: 'deptCode', label: '部门', node: <DeptTreeSelect placeholder="部门" />, width: 220 },
          { name: 'state', label: '状态', node: <Select options={STATE_OPTIONS} aria-label="状态" />, width: 130 },
        ]}
        columns={(ctx) => columns(ctx, setResetIds)}
        scrollX="max-content"
        permissions={{ add: Perm.user.add, edit: Perm.user.edit, delete: Perm.user.delete, state: Perm.user.state }}
        onAdd={() => form.show()}
        onEdit={(u) => form.show(u)}
        deleteUrl={E.delete}
        stateUrl={E.state}
        batchActions={[
          { label: '重置密码', permission: Perm.user.resetPass, onClick: (ids) => setResetIds(ids) },
          { label: '批量设置部门', permission: Perm.user.batch, onClick: (ids) => setDeptIds(ids) },
          { label: '批量设置角色', permission: Perm.user.batch, onClick: (ids) => setRoleIds(ids) },
        ]}
        toolbarExtra={(ctx) => (
          <>
            <ExcelImportButton
              url={E.import.path}
              templateUrl={E.importTemplate.path}
              templateName="用户导入模板.xlsx"
              title="导入用户"
              permission={Perm.user.import}
              onImported={reload}
            />
            <ExportButton
              url={E.export.path}
              data={{ params: cleanParams(ctx.query.params), orders: ctx.query.orders }}
              fileName="用户列表.xlsx"
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
