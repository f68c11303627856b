import { DeleteOutlined, EditOutlined, FolderAddOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@web/api/request';
import {
  ALL_CATS,
  COURSE_CAT_TREE_KEY,
  catTreeData,
  catTreeSignature,
} from '@web/shared/components/course-file-picker';
import { usePermission } from '@web/shared/components/permission';
import { useConfirmDelete } from '@web/shared/hooks/use-confirm-delete';
import { LIST_TEXTS } from '@web/shared/list-page';
import { type CourseCatNode, endpoints, Perm } from '@xuekao/contracts';
import { Button, Empty, Space, Spin, Tooltip, Tree } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { CatDialog, type CatDialogTarget } from './cat-dialog';
import { m } from './messages';

/** The folder of `id` in the tree (undefined for the top or an unknown id). */
export function findCat(nodes: CourseCatNode[], id: string): CourseCatNode | undefined {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findCat(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

export interface CatPanelProps {
  tree: CourseCatNode[];
  loading: boolean;
  /** The selected folder ('' = all files). */
  catId: string;
  onSelect: (catId: string) => void;
}

/**
 * The courseware catalogue: a folder tree whose selection filters the file list, with 新建 (under the
 * selected folder), 修改 (rename or move) and 删除 (an empty folder). Saving a folder needs
 * course:file:edit on the server, so 新建 asks for add and edit.
 */
export function CatPanel({ tree, loading, catId, onSelect }: CatPanelProps) {
  const can = usePermission();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<CatDialogTarget | null>(null);
  const treeData = useMemo(() => catTreeData(tree), [tree]);
  const selected = catId ? findCat(tree, catId) : undefined;

  const remove = useCallback(
    async (ids: string[]) => {
      await call(endpoints.course.catDelete, { id: ids[0] });
      await qc.invalidateQueries({ queryKey: COURSE_CAT_TREE_KEY });
    },
    [qc],
  );
  const confirmDelete = useConfirmDelete(remove, () => onSelect(ALL_CATS));

  const canAdd = can(Perm.courseFile.add) && can(Perm.courseFile.edit);
  return (
    <div>
      <Space size={4} wrap style={{ marginBottom: 8 }}>
        {canAdd && (
          <Tooltip title={m('addFolderHint')}>
            <Button
              size="small"
              icon={<FolderAddOutlined />}
              onClick={() => setDialog({ mode: 'add', parentId: catId })}
            >
              {m('addFolder')}
            </Button>
          </Tooltip>
        )}
        {can(Perm.courseFile.edit) && (
          <Button
            size="small"
            icon={<EditOutlined />}
            disabled={!selected}
            onClick={() => selected && setDialog({ mode: 'edit', node: selected })}
          >
            {LIST_TEXTS.edit}
          </Button>
        )}
        {can(Perm.courseFile.delete) && (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={!selected}
            onClick={() => selected && confirmDelete([selected.id])}
          >
            {LIST_TEXTS.remove}
          </Button>
        )}
      </Space>
      <Spin spinning={loading}>
        {treeData.length ? (
          <Tree
            showIcon
            blockNode
            defaultExpandAll
            key={catTreeSignature(tree)}
            treeData={treeData}
            selectedKeys={[catId]}
            onSelect={(keys) => keys.length && onSelect(String(keys[0]))}
          />
        ) : (
          <Empty description={m('noFolders')} />
        )}
      </Spin>
      <CatDialog target={dialog} tree={tree} onClose={() => setDialog(null)} onSaved={(id) => onSelect(id)} />
    </div>
  );
}
