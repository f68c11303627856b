import { useRoleList } from '@web/api/role';
import { PICKER_AUTH } from '@xuekao/contracts';
import { Select, type SelectProps } from 'antd';
import { useMayRead } from '../hooks/use-may-read';
import { NoAccessSelect } from './search-select';
import { m } from './widgets/messages';

export interface RoleSelectProps extends Omit<SelectProps<string[]>, 'options' | 'mode' | 'loading'> {
  /** Only roles of this type (1 learner, 2 staff). */
  roleType?: number;
}

/**
 * The role select of docs/REQUIREMENTS.md#pickers (multi-role) over `/api/sys/role/list`: the value is an array of role
 * ids. Works inside an antd Form.Item.
 */
export function RoleSelect({ roleType, placeholder, ...rest }: RoleSelectProps) {
  const allowed = useMayRead(PICKER_AUTH.role);
  const { data, isLoading } = useRoleList(allowed);
  const options = (data ?? [])
    .filter((r) => roleType === undefined || r.roleType === roleType)
    .map((r) => ({ label: r.roleName, value: r.id }));
  if (!allowed) return <NoAccessSelect style={rest.style} />;
  return (
    <Select<string[]>
      mode="multiple"
      options={options}
      loading={isLoading}
      allowClear
      optionFilterProp="label"
      placeholder={placeholder ?? m('chooseRole')}
      style={{ width: '100%' }}
      {...rest}
    />
  );
}
