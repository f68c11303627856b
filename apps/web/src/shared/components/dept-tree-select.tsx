import { useDeptTreeSelect } from '@web/api/depart';
import type { DeptTreeNode } from '@xuekao/contracts';
import { TreeSelect, type TreeSelectProps } from 'antd';
import { m } from './widgets/messages';

type Base = Omit<
  TreeSelectProps<string | string[], DeptTreeNode>,
  'treeData' | 'fieldNames' | 'value' | 'onChange' | 'multiple' | 'loading'
>;

export interface DeptTreeSelectProps extends Base {
  /** A department code (single) or codes (multiple). */
  value?: string | string[] | null;
  onChange?: (value: string | string[] | undefined) => void;
  /** Choose several departments; the value is then an array of codes. */
  multiple?: boolean;
}

/**
 * The department tree select of docs/REQUIREMENTS.md#pickers over the public `/api/sys/depart/tree-select`: the value is
 * the department code (A01A01 ...), searchable by name, single or multiple. Works inside an antd Form.Item
 * (value/onChange) and on the registration page without a token.
 */
export function DeptTreeSelect({ value, onChange, multiple, placeholder, ...rest }: DeptTreeSelectProps) {
  const { data, isLoading } = useDeptTreeSelect();
  return (
    <TreeSelect<string | string[], DeptTreeNode>
      treeData={data ?? []}
      fieldNames={{ label: 'deptName', value: 'deptCode', children: 'children' }}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      multiple={multiple}
      loading={isLoading}
      treeDefaultExpandAll
      showSearch={{ treeNodeFilterProp: 'deptName' }}
      allowClear
      placeholder={placeholder ?? m('chooseDept')}
      style={{ width: '100%' }}
      {...rest}
    />
  );
}
