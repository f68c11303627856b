import { useDicTree } from '@web/api/dic';
import { dictTitle } from '@web/i18n/dictionaries';
import type { DicValueNode } from '@xuekao/contracts';
import { Select, type SelectProps, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { m } from './widgets/messages';

type Value = string | string[];

export interface DictSelectProps {
  /** Dictionary code, e.g. 'qu_type'. */
  dicCode: string;
  /** Values left out of the choices. */
  excludes?: readonly string[];
  /** One value (default) or several. */
  mode?: 'single' | 'multiple';
  value?: Value | number | null;
  onChange?: (value: Value | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  style?: SelectProps['style'];
  size?: SelectProps['size'];
  /** Passed to the underlying input, for forms and tests. */
  id?: string;
}

const hasChildren = (nodes: DicValueNode[]) => nodes.some((n) => n.children.length > 0);

/**
 * The dictionary select of docs/REQUIREMENTS.md#pickers: the values of a dictionary (cached 5 minutes), minus `excludes`;
 * a flat dictionary is a plain select, a nested one a tree select. Values are strings, as the dictionary
 * answers them (a number value is shown as its string).
 */
export function DictSelect({
  dicCode,
  excludes,
  mode = 'single',
  value,
  onChange,
  placeholder = m('pleaseChoose'),
  allowClear = true,
  disabled,
  style,
  size,
  id,
}: DictSelectProps) {
  const { data, isLoading } = useDicTree(dicCode, excludes);
  const nodes = data ?? [];
  const multiple = mode === 'multiple';
  const shown =
    value === null || value === undefined || value === '' ? undefined : Array.isArray(value) ? value : String(value);
  const common = {
    id,
    value: shown,
    placeholder,
    allowClear,
    disabled,
    loading: isLoading,
    size,
    style: { width: '100%', ...style },
    onChange: (v: Value | undefined) => onChange?.(v ?? undefined),
  };
  // built-in dictionary titles in the UI language while unedited (docs/I18N.md "Data stays data")
  const options = useMemo(
    () => nodes.map((n) => ({ value: n.value, label: dictTitle(dicCode, n.value, n.title) })),
    [nodes, dicCode],
  );

  if (hasChildren(nodes)) {
    return (
      <TreeSelect<Value, DicValueNode>
        {...common}
        treeData={nodes}
        fieldNames={{ label: 'title', value: 'value', children: 'children' }}
        multiple={multiple}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
      />
    );
  }
  return (
    <Select<Value>
      {...common}
      mode={multiple ? 'multiple' : undefined}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
