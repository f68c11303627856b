import { call } from '@web/api/request';
import { DeptTreeSelect } from '@web/shared/components/dept-tree-select';
import { RoleSelect } from '@web/shared/components/role-select';
import { mobileRules, passwordRules } from '@web/shared/form-rules';
import { FormDialog } from '@web/shared/list-page';
import { endpoints, type SaveUserBody, type UserView } from '@xuekao/contracts';
import { Form, Input } from 'antd';
import { m } from './messages';

type UserForm = Omit<SaveUserBody, 'id'>;

export interface UserFormDialogProps {
  open: boolean;
  /** The user being edited; undefined adds one. */
  user?: UserView;
  onClose: () => void;
  onSaved: () => void;
}

const ID_CARD = /^(\d{15}|\d{17}[\dXx])$/;

/** 添加用户 / 修改用户: account, real name, password (required when adding), department, roles, contacts. */
export function UserFormDialog({ open, user, onClose, onSaved }: UserFormDialogProps) {
  const editing = Boolean(user);
  const initial: Partial<UserForm> | undefined = user
    ? {
        userName: user.userName,
        realName: user.realName,
        deptCode: user.deptCode,
        roleIds: user.roleIds,
        mobile: user.mobile,
        email: user.email,
        idCard: user.idCard,
      }
    : undefined;

  return (
    <FormDialog<UserForm>
      open={open}
      title={editing ? m('editTitle') : m('addTitle')}
      initialValues={initial}
      onClose={onClose}
      successText={m('saved')}
      onSubmit={async (v) => {
        await call(endpoints.user.save, { ...v, id: user?.id, password: v.password || undefined });
        onSaved();
      }}
    >
      <Form.Item
        label={m('userName')}
        name="userName"
        rules={[
          { required: true, whitespace: true, message: m('userNameRequired') },
          { pattern: /^[A-Za-z0-9_@.-]+$/, message: m('userNamePattern') },
        ]}
      >
        <Input placeholder={m('userNamePlaceholder')} maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item
        label={m('realName')}
        name="realName"
        rules={[{ required: true, whitespace: true, message: m('realNameRequired') }]}
      >
        <Input placeholder={m('realNamePlaceholder')} maxLength={32} />
      </Form.Item>
      <Form.Item
        label={m('password')}
        name="password"
        rules={editing ? passwordRules.filter((r) => !('required' in r && r.required)) : passwordRules}
        extra={editing ? m('passwordEditHint') : undefined}
      >
        <Input.Password
          placeholder={editing ? m('passwordKeep') : m('passwordPlaceholder')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item label={m('dept')} name="deptCode" rules={[{ required: true, message: m('deptRequired') }]}>
        <DeptTreeSelect placeholder={m('deptPlaceholder')} />
      </Form.Item>
      <Form.Item label={m('role')} name="roleIds" rules={[{ required: true, message: m('roleRequired') }]}>
        <RoleSelect placeholder={m('rolePlaceholder')} />
      </Form.Item>
      <Form.Item label={m('mobile')} name="mobile" rules={mobileRules(true)}>
        <Input placeholder={m('mobilePlaceholder')} maxLength={11} />
      </Form.Item>
      <Form.Item label={m('email')} name="email" rules={[{ type: 'email', message: m('emailFormat') }]}>
        <Input placeholder={m('emailPlaceholder')} maxLength={128} />
      </Form.Item>
      <Form.Item label={m('idCard')} name="idCard" rules={[{ pattern: ID_CARD, message: m('idCardFormat') }]}>
        <Input placeholder={m('idCardPlaceholder')} maxLength={18} />
      </Form.Item>
    </FormDialog>
  );
}
