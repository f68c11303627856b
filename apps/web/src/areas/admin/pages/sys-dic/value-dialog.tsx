import { call } from '@web/api/request';
import { FormDialog } from '@web/shared/list-page';
import { zodRule } from '@web/shared/zod-rule';
import { type DicValueNode, endpoints, SaveDicValueBodySchema } from '@xuekao/contracts';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { m } from './messages';

/** What the dialog works on: a new value under `parentId` ('0' at the top), or an existing value. */
export type ValueDialogTarget = { mode: 'add'; parentId: string } | { mode: 'edit'; node: DicValueNode };

interface Values {
  parentId: string;
  value: string;
  title: string;
  sort: number;
}

type TreeOption = { value: string; title: string; children: TreeOption[]; disabled?: boolean };

/** The tree as parent choices; the edited value and everything below it cannot be its own parent. */
function parentOptions(nodes: DicValueNode[], blocked?: string): TreeOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: `${n.title}（${n.value}）`,
    disabled: n.id === blocked,
    children: n.id === blocked ? [] : parentOptions(n.children, blocked),
  }));
}

const shape = SaveDicValueBodySchema.shape;

export function ValueDialog(props: {
  dicCode: string;
  tree: DicValueNode[];
  target: ValueDialogTarget | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { dicCode, tree, target, onClose, onSaved } = props;
  const editing = target?.mode === 'edit' ? target.node : undefined;
  const initialValues = useMemo<Partial<Values> | undefined>(() => {
    if (!target) return undefined;
    if (target.mode === 'add') return { parentId: target.parentId, sort: 0 };
    const n = target.node;
    return { parentId: n.parentId, value: n.value, title: n.title, sort: n.sort };
  }, [target]);
  const options = useMemo(
    () => [{ value: '0', title: m('topLevel'), children: parentOptions(tree, editing?.id) }],
    [tree, editing?.id],
  );

  return (
    <FormDialog<Values>
      open={target !== null}
      title={editing ? m('editValue') : m('addValue')}
      initialValues={initialValues}
      width={520}
      onClose={onClose}
      onSubmit={async (v) => {
        await call(endpoints.dic.valueSave, {
          id: editing?.id,
          dicCode,
          parentId: v.parentId || '0',
          value: v.value.trim(),
          title: v.title.trim(),
          sort: v.sort ?? 0,
        });
        onSaved();
      }}
    >
      <Form.Item name="parentId" label={m('parent')}>
        <TreeSelect treeData={options} treeDefaultExpandAll placeholder={m('topLevel')} />
      </Form.Item>
      <Form.Item
        name="value"
        label={m('value')}
        required
        rules={[zodRule(shape.value)]}
        extra={editing?.builtIn ? m('builtInValueHint') : m('valueHint')}
      >
        <Input placeholder={m('valuePlaceholder')} maxLength={64} disabled={editing?.builtIn} />
      </Form.Item>
      <Form.Item name="title" label={m('valueTitle')} required rules={[zodRule(shape.title)]}>
        <Input placeholder={m('valueTitlePlaceholder')} maxLength={128} />
      </Form.Item>
      <Form.Item name="sort" label={m('sort')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormDialog>
  );
}
