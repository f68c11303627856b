import { useQueryClient } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { COURSE_CAT_TREE_KEY } from '@web/shared/components/course-file-picker';
import { FormDialog } from '@web/shared/list-page';
import { type CourseCatNode, endpoints } from '@xuekao/contracts';
import { Form, Input, InputNumber, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { m } from './messages';

/** A new folder under `parentId` ('' for the top), or an existing folder to rename or move. */
export type CatDialogTarget = { mode: 'add'; parentId: string } | { mode: 'edit'; node: CourseCatNode };

interface CatValues {
  title: string;
  parentId: string;
  sort: number;
}

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children: ParentOption[];
}

/** Folders a folder may move under: the top and every folder but itself and its descendants (disabled). */
export function parentOptions(nodes: CourseCatNode[], selfId?: string): ParentOption[] {
  const map = (ns: CourseCatNode[], inside: boolean): ParentOption[] =>
    ns.map((n) => {
      const off = inside || n.id === selfId;
      return { value: n.id, title: n.title, disabled: off, children: map(n.children, off) };
    });
  return [{ value: '', title: m('topFolder'), children: map(nodes, false) }];
}

export interface CatDialogProps {
  target: CatDialogTarget | null;
  tree: CourseCatNode[];
  onClose: () => void;
  /** After a save, with the saved folder's id. */
  onSaved?: (id: string) => void;
}

/** 新建目录 / 修改目录: title, parent folder (moving it) and sort of a courseware folder. */
export function CatDialog({ target, tree, onClose, onSaved }: CatDialogProps) {
  const qc = useQueryClient();
  const editing = target?.mode === 'edit' ? target.node : undefined;
  const initialValues = useMemo<Partial<CatValues> | undefined>(() => {
    if (!target) return undefined;
    if (target.mode === 'add') return { title: '', parentId: target.parentId, sort: 0 };
    return { title: target.node.title, parentId: target.node.parentId, sort: target.node.sort };
  }, [target]);
  const options = useMemo(() => parentOptions(tree, editing?.id), [tree, editing?.id]);

  const submit = async (v: CatValues) => {
    const saved = await call(endpoints.course.catSave, {
      id: editing?.id,
      title: v.title.trim(),
      parentId: v.parentId ?? '',
      sort: v.sort ?? 0,
    });
    await qc.invalidateQueries({ queryKey: COURSE_CAT_TREE_KEY });
    onSaved?.(saved.id);
  };

  return (
    <FormDialog<CatValues>
      open={target !== null}
      title={editing ? m('editFolderTitle') : m('addFolderTitle')}
      initialValues={initialValues}
      onSubmit={submit}
      onClose={onClose}
      width={520}
    >
      <Form.Item
        name="title"
        label={m('folderName')}
        rules={[
          { required: true, whitespace: true, message: m('folderNameRequired') },
          { max: 64, message: m('folderNameMax') },
        ]}
      >
        <Input placeholder={m('folderNamePlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="parentId" label={m('parentFolder')}>
        <TreeSelect<string>
          treeData={options}
          treeDefaultExpandAll
          showSearch={{ treeNodeFilterProp: 'title' }}
          placeholder={m('chooseParentFolder')}
        />
      </Form.Item>
      <Form.Item name="sort" label={m('sort')}>
        <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
