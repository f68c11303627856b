import { call } from '@web/api/request';
import { DeptTreeSelect } from '@web/shared/components/dept-tree-select';
import { RoleSelect } from '@web/shared/components/role-select';
import { passwordRules } from '@web/shared/form-rules';
import { FormDialog } from '@web/shared/list-page';
import { DEFAULT_RESET_PASSWORD, endpoints } from '@xuekao/contracts';
import { Form, Input } from 'antd';
import { m } from './messages';

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
      title={m('resetTitle', { n: ids?.length ?? 0 })}
      width={480}
      initialValues={{ password: DEFAULT_RESET_PASSWORD }}
      successText={m('resetDone')}
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.user.resetPass, { ids: ids ?? [], password: v.password });
        onDone();
      }}
    >
      <Form.Item label={m('newPassword')} name="password" rules={passwordRules} extra={m('resetHint')}>
        <Input placeholder={m('newPassword')} autoComplete="off" />
      </Form.Item>
    </FormDialog>
  );
}

/** 批量设置部门. */
export function BatchDeptDialog({ ids, onClose, onDone }: BatchDialogProps) {
  return (
    <FormDialog<{ deptCode: string }>
      open={Boolean(ids)}
      title={m('batchDeptTitle', { n: ids?.length ?? 0 })}
      width={480}
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.user.batchDept, { ids: ids ?? [], deptCode: v.deptCode });
        onDone();
      }}
    >
      <Form.Item label={m('dept')} name="deptCode" rules={[{ required: true, message: m('deptRequired') }]}>
        <DeptTreeSelect placeholder={m('deptPlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}

/** 批量设置角色: replaces the roles of the selected users. */
export function BatchRoleDialog({ ids, onClose, onDone }: BatchDialogProps) {
  return (
    <FormDialog<{ roleIds: string[] }>
      open={Boolean(ids)}
      title={m('batchRoleTitle', { n: ids?.length ?? 0 })}
      width={480}
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.user.batchRole, { ids: ids ?? [], roleIds: v.roleIds });
        onDone();
      }}
    >
      <Form.Item
        label={m('role')}
        name="roleIds"
        rules={[{ required: true, message: m('roleRequired') }]}
        extra={m('roleReplaceHint')}
      >
        <RoleSelect placeholder={m('rolePlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
