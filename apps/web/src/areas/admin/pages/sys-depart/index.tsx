import { useDepartMutations, useDepartTree } from '@web/api/depart';
import { Permission, usePermission } from '@web/shared/components/permission';
import { useTreeSearch } from '@web/shared/components/tree-search';
import { sortColumn, type TreeRow, TreeTable, TreeToolbar } from '@web/shared/components/tree-table';
import { useConfirmDelete } from '@web/shared/hooks/use-confirm-delete';
import { parentIds } from '@web/shared/tree-filter';
import { type DepartTreeNode, Perm } from '@xuekao/contracts';
import { Button, Card, Space, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { DepartDialog, type DepartDialogTarget } from './depart-dialog';
import { m } from './messages';

type Row = TreeRow<DepartTreeNode>;

/** 部门管理 (docs/REQUIREMENTS.md#users): the department tree as a table with add child, edit, delete and sort. */
export default function SysDepartPage() {
  const tree = useDepartTree();
  const { remove, sort } = useDepartMutations();
  const can = usePermission();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DepartDialogTarget | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);

  const all = tree.data ?? [];
  const { keyword, shown, ends, searchBar } = useTreeSearch(
    all,
    (n, k) => n.deptName.includes(k) || n.deptCode.includes(k),
    m('searchPlaceholder'),
  );
  const names = useMemo(() => {
    const byId = new Map<string, string>();
    const walk = (ns: DepartTreeNode[]) => {
      for (const n of ns) {
        byId.set(n.id, n.deptName);
        walk(n.children);
      }
    };
    walk(all);
    return byId;
  }, [all]);
  const confirmDelete = useConfirmDelete(
    (ids) => remove.mutateAsync({ ids }),
    () => setSelected([]),
  );

  const columns: TableColumnsType<Row> = [
    { title: m('name'), dataIndex: 'deptName', key: 'deptName' },
    { title: m('code'), dataIndex: 'deptCode', key: 'deptCode', width: 200 },
    sortColumn<Row>({
      title: m('sort'),
      width: 120,
      movable: can(Perm.depart.sort),
      label: (r) => r.deptName,
      ends,
      pending: sort.isPending,
      onMove: (r, direction) => sort.mutate({ id: r.id, sort: direction }),
    }),
    {
      title: m('actions'),
      key: 'actions',
      width: 240,
      render: (_v, r) => (
        <Space size={0} wrap>
          <Permission keys={Perm.depart.add}>
            <Button type="link" size="small" onClick={() => setDialog({ mode: 'add', parent: r })}>
              {m('addChild')}
            </Button>
          </Permission>
          <Permission keys={Perm.depart.edit}>
            <Button
              type="link"
              size="small"
              onClick={() => setDialog({ mode: 'edit', ...r, parentName: names.get(r.parentId) ?? m('topLevel') })}
            >
              {m('edit')}
            </Button>
          </Permission>
          <Permission keys={Perm.depart.delete}>
            <Button type="link" size="small" danger onClick={() => confirmDelete([r.id])}>
              {m('remove')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];

  const expandedKeys = keyword ? parentIds(shown) : (expanded ?? parentIds(all));

  return (
    <Card>
      {searchBar}
      <TreeToolbar
        addKey={Perm.depart.add}
        deleteKey={Perm.depart.delete}
        addText={m('add')}
        removeText={m('remove')}
        onAdd={() => setDialog({ mode: 'add', parent: null })}
        onRemove={() => confirmDelete(selected)}
      />
      <TreeTable
        nodes={shown}
        columns={columns}
        loading={tree.isFetching}
        expandedKeys={expandedKeys}
        onExpandedChange={setExpanded}
        selection={can(Perm.depart.delete) ? { selected, onChange: setSelected } : undefined}
      />
      <DepartDialog
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={(parentId) => setExpanded((keys) => (keys ? [...new Set([...keys, parentId])] : keys))}
      />
    </Card>
  );
}
