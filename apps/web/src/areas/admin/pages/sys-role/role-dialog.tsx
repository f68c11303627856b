import { useRoleMutations } from '@web/api/role';
import { dictTitle } from '@web/i18n/dictionaries';
import { FormDialog } from '@web/shared/list-page';
import { DICTIONARIES, type RoleSaveBody, type RoleView } from '@xuekao/contracts';
import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useMemo } from 'react';
import { m } from './messages';

const optionsOf = (code: string) =>
  (DICTIONARIES.find((d) => d.code === code)?.values ?? []).map((v) => ({
    value: Number(v.value),
    label: dictTitle(code, v.value, v.title),
  }));

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
      title={role ? m('editTitle') : m('addTitle')}
      initialValues={initialValues}
      onSubmit={(v) => save.mutateAsync({ ...v, id: role?.id })}
      onClose={onClose}
      width={560}
    >
      <Form.Item
        name="roleName"
        label={m('name')}
        rules={[
          { required: true, whitespace: true, message: m('nameRequired') },
          { max: 64, message: m('nameMax') },
        ]}
      >
        <Input maxLength={64} placeholder={m('namePlaceholder')} />
      </Form.Item>
      <Form.Item name="roleType" label={m('type')} rules={[{ required: true, message: m('typeRequired') }]}>
        <Radio.Group options={roleTypes} />
      </Form.Item>
      <Form.Item
        name="dataScope"
        label={m('dataScope')}
        rules={[{ required: true, message: m('dataScopeRequired') }]}
        extra={m('dataScopeHint')}
      >
        <Select options={scopes} />
      </Form.Item>
      <Form.Item
        name="roleLevel"
        label={m('level')}
        rules={[{ required: true, message: m('levelRequired') }]}
        extra={m('levelHint')}
      >
        <InputNumber min={1} max={9} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={m('remark')} rules={[{ max: 256, message: m('remarkMax') }]}>
        <Input.TextArea rows={3} maxLength={256} showCount />
      </Form.Item>
    </FormDialog>
  );
}
