import { call } from '@web/api/request';
import { DeptTreeSelect } from '@web/shared/components/dept-tree-select';
import { RoleSelect } from '@web/shared/components/role-select';
import { passwordRules } from '@web/shared/form-rules';
import { FormDialog } from '@web/shared/list-page';
import { DEFAULT_RESET_PASSWORD, endpoints } from '@xuekao/contracts';
import { Form, Input } from 'antd';

export interface BatchDialogProps {
  /** The selected user ids; the dialog is open while this is set. */
  ids: string[] | undefined;
  onClose: () => void;
  onDone: () => void;
}

/** 重置密码 for the selected users (default xk123456); their sessions end. */
export function ResetPassDialog({ ids, onClose, onDone }: BatchDialogProps) {
  return (
    <FormDialog<{ password: string }>
      open={Boolean(ids)}
      title={`重置密码（${ids?.length ?? 0} 个用户）`}
      width={480}
      initialValues={{ password: DEFAULT_RESET_PASSWORD }}
      successText="密码重置成功！"
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.user.resetPass, { ids: ids ?? [], password: v.password });
        onDone();
      }}
    >
      <Form.Item label="新密码" name="password" rules={passwordRules} extra="重置后这些用户需要用新密码重新登录">
        <Input placeholder="新密码" autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}

/** 批量设置部门. */
export function BatchDeptDialog({ ids, onClose, onDone }: BatchDialogProps) {
  return (
    <FormDialog<{ deptCode: string }>
      open={Boolean(ids)}
      title={`批量设置部门（${ids?.length ?? 0} 个用户）`}
      width={480}
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.user.batchDept, { ids: ids ?? [], deptCode: v.deptCode });
        onDone();
      }}
    >
      <Form.Item label="部门" name="deptCode" rules={[{ required: true, message: '请选择部门！' }]}>
        <DeptTreeSelect />
      </Form.Item>
    </FormDialog>
  );
}

/** 批量设置角色: replaces the roles of the selected users. */
export function BatchRoleDialog({ ids, onClose, onDone }: BatchDialogProps) {
  return (
    <FormDialog<{ roleIds: string[] }>
      open={Boolean(ids)}
      title={`批量设置角色（${ids?.length ?? 0} 个用户）`}
      width={480}
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.user.batchRole, { ids: ids ?? [], roleIds: v.roleIds });
        onDone();
      }}
    >
      <Form.Item
        label="角色"
        name="roleIds"
        rules={[{ required: true, message: '至少要包含一个角色！' }]}
        extra="将替换所选用户现有的角色"
      >
        <RoleSelect />
      </Form.Item>
    </FormDialog>
  );
}
