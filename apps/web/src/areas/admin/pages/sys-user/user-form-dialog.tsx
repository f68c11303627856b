import { call } from '@web/api/request';
import { DeptTreeSelect } from '@web/shared/components/dept-tree-select';
import { RoleSelect } from '@web/shared/components/role-select';
import { mobileRules, passwordRules } from '@web/shared/form-rules';
import { FormDialog } from '@web/shared/list-page';
import { endpoints, type SaveUserBody, type UserView } from '@xuekao/contracts';
import { Form, Input } from 'antd';

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
      title={editing ? '修改用户' : '添加用户'}
      initialValues={initial}
      onClose={onClose}
      successText="保存成功！"
      onSubmit={async (v) => {
        await call(endpoints.user.save, { ...v, id: user?.id, password: v.password || undefined });
        onSaved();
      }}
    >
      <Form.Item
        label="账号"
        name="userName"
        rules={[
          { required: true, whitespace: true, message: '账号不能为空！' },
          { pattern: /^[A-Za-z0-9_@.-]+$/, message: '账号只能包含字母、数字和 _ @ . -' },
        ]}
      >
        <Input placeholder="登录账号" maxLength={32} autoComplete="off" />
      </Form.Item>
      <Form.Item label="姓名" name="realName" rules={[{ required: true, whitespace: true, message: '姓名不能为空！' }]}>
        <Input placeholder="真实姓名" maxLength={32} />
      </Form.Item>
      <Form.Item
        label="密码"
        name="password"
        rules={editing ? passwordRules.filter((r) => !('required' in r && r.required)) : passwordRules}
        extra={editing ? '不修改请留空；修改后该用户需重新登录' : undefined}
      >
        <Input.Password
          placeholder={editing ? '留空则不修改' : '至少6位，包含字母和数字'}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item label="部门" name="deptCode" rules={[{ required: true, message: '请选择部门！' }]}>
        <DeptTreeSelect placeholder="请选择部门" />
      </Form.Item>
      <Form.Item label="角色" name="roleIds" rules={[{ required: true, message: '至少要包含一个角色！' }]}>
        <RoleSelect placeholder="请选择角色（可多选）" />
      </Form.Item>
      <Form.Item label="手机号" name="mobile" rules={mobileRules(true)}>
        <Input placeholder="手机号码" maxLength={11} />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={[{ type: 'email', message: '邮箱格式不正确！' }]}>
        <Input placeholder="电子邮箱" maxLength={128} />
      </Form.Item>
      <Form.Item label="身份证号" name="idCard" rules={[{ pattern: ID_CARD, message: '身份证号格式不正确！' }]}>
        <Input placeholder="身份证号码" maxLength={18} />
      </Form.Item>
    </FormDialog>
  );
}
