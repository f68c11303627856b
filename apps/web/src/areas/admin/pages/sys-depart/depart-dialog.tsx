import { useDepartMutations } from '@web/api/depart';
import { FormDialog } from '@web/shared/list-page';
import type { DepartSaveBody } from '@xuekao/contracts';
import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { m } from './messages';

/** What the dialog works on: a new child of `parent` (null for a root), or an existing department. */
export type DepartDialogTarget =
  | { mode: 'add'; parent: { id: string; deptName: string } | null }
  | { mode: 'edit'; id: string; deptName: string; deptCode: string; sort: number; parentName: string };

interface FormValues {
  parentName: string;
  deptCode?: string;
  deptName: string;
  sort?: number;
}

export interface DepartDialogProps {
  target: DepartDialogTarget | null;
  onClose: () => void;
  /** After a save (the page expands the parent so the new department shows). */
  onSaved?: (parentId: string) => void;
}

export function DepartDialog({ target, onClose, onSaved }: DepartDialogProps) {
  const { save } = useDepartMutations();
  const initialValues = useMemo<Partial<FormValues> | undefined>(() => {
    if (!target) return undefined;
    if (target.mode === 'add') return { parentName: target.parent?.deptName ?? m('topLevel') };
    return { parentName: target.parentName, deptCode: target.deptCode, deptName: target.deptName, sort: target.sort };
  }, [target]);
  const editing = target?.mode === 'edit';

  const submit = async (v: FormValues) => {
    if (!target) return;
    const body: DepartSaveBody =
      target.mode === 'add'
        ? { parentId: target.parent?.id ?? '0', deptName: v.deptName }
        : { id: target.id, deptName: v.deptName, sort: v.sort };
    const saved = await save.mutateAsync(body);
    onSaved?.(saved.parentId);
  };

  return (
    <FormDialog<FormValues>
      open={target !== null}
      title={editing ? m('editTitle') : m('addTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      width={520}
    >
      <Form.Item name="parentName" label={m('parent')}>
        <Input disabled />
      </Form.Item>
      {editing && (
        <Form.Item name="deptCode" label={m('code')} extra={m('codeHint')}>
          <Input disabled />
        </Form.Item>
      )}
      <Form.Item
        name="deptName"
        label={m('name')}
        rules={[
          { required: true, whitespace: true, message: m('nameRequired') },
          { max: 64, message: m('nameMax') },
        ]}
      >
        <Input placeholder={m('namePlaceholder')} maxLength={64} autoFocus />
      </Form.Item>
      {editing && (
        <Form.Item name="sort" label={m('sort')} rules={[{ required: true, message: m('sortRequired') }]}>
          <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
