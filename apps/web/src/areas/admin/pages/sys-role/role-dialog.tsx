import { useRoleMutations } from '@web/api/role';
import { FormDialog } from '@web/shared/list-page';
import { DICTIONARIES, type RoleSaveBody, type RoleView } from '@xuekao/contracts';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useMemo } from 'react';

const optionsOf = (code: string) =>
  (DICTIONARIES.find((d) => d.code === code)?.values ?? []).map((v) => ({ value: Number(v.value), label: v.title }));

type FormValues = Omit<RoleSaveBody, 'id'>;

/** Add or edit a role: name, type (learner/staff), data scope, level (1 highest .. 9) and remark. */
export function RoleDialog({ open, role, onClose }: { open: boolean; role?: RoleView; onClose: () => void }) {
  const { save } = useRoleMutations();
  const roleTypes = useMemo(() => optionsOf('role_type'), []);
  const scopes = useMemo(() => optionsOf('data_scope'), []);
  const initialValues = useMemo<Partial<FormValues>>(
    () =>
      role
        ? {
            roleName: role.roleName,
            roleType: role.roleType,
            dataScope: role.dataScope,
            roleLevel: role.roleLevel,
            remark: role.remark,
          }
        : { roleType: 2, dataScope: 1, roleLevel: 9, remark: '' },
    [role],
  );
  return (
    <FormDialog<FormValues>
      open={open}
      title={role ? '修改角色' : '添加角色'}
      initialValues={initialValues}
      onSubmit={(v) => save.mutateAsync({ ...v, id: role?.id })}
      onClose={onClose}
      width={560}
    >
      <Form.Item
        name="roleName"
        label="角色名称"
        rules={[
          { required: true, whitespace: true, message: '角色名称不能为空！' },
          { max: 64, message: '角色名称不能超过64个字符！' },
        ]}
      >
        <Input maxLength={64} placeholder="请输入角色名称" />
      </Form.Item>
      <Form.Item name="roleType" label="角色类型" rules={[{ required: true, message: '请选择角色类型' }]}>
        <Radio.Group options={roleTypes} />
      </Form.Item>
      <Form.Item
        name="dataScope"
        label="数据权限"
        rules={[{ required: true, message: '请选择数据权限' }]}
        extra="管理端列表（用户、部门等）可见的数据范围"
      >
        <Select options={scopes} />
      </Form.Item>
      <Form.Item
        name="roleLevel"
        label="角色级别"
        rules={[{ required: true, message: '角色级别必须是1到9之间的整数！' }]}
        extra="1 最高，9 最低；不能创建高于自身级别的角色"
      >
        <InputNumber min={1} max={9} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[{ max: 256, message: '备注不能超过256个字符！' }]}>
        <Input.TextArea rows={3} maxLength={256} showCount />
      </Form.Item>
    </FormDialog>
  );
}
