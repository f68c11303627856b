import { NodeCollapseOutlined, NodeExpandOutlined } from '@ant-design/icons';
import { useMenuMutations, useMenuTree } from '@web/api/menu';
import { Permission, usePermission } from '@web/shared/components/permission';
import { useTreeSearch } from '@web/shared/components/tree-search';
import { sortColumn, type TreeRow, TreeTable, TreeToolbar } from '@web/shared/components/tree-table';
import { useConfirmDelete } from '@web/shared/hooks/use-confirm-delete';
import { MenuIcon } from '@web/shared/icons/icon-registry';
import { parentIds } from '@web/shared/tree-filter';
import { type MenuTreeNode, MenuType, Perm } from '@xuekao/contracts';
import { Button, Card, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { MenuDialog, type MenuDialogTarget } from './menu-dialog';
import { m } from './messages';

type Row = TreeRow<MenuTreeNode>;

const TYPE_COLORS: Record<number, string> = { 1: 'blue', 2: 'orange', 3: 'green' };

/** 菜单管理 (docs/REQUIREMENTS.md#users): the whole menu tree with add child, edit, delete and sort. */
export default function SysMenuPage() {
  const tree = useMenuTree();
  const { remove, sort } = useMenuMutations();
  const can = usePermission();
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<MenuDialogTarget | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);

  const all = tree.data ?? [];
  const { keyword, shown, ends, searchBar } = useTreeSearch(
    all,
    (n, k) => n.metaTitle.includes(k) || n.permission.includes(k) || n.path.includes(k),
    m('searchLabel'),
  );
  const confirmDelete = useConfirmDelete(
    (ids) => remove.mutateAsync({ ids }),
    () => setSelected([]),
  );

  const columns: TableColumnsType<Row> = [
    {
      title: m('name'),
      dataIndex: 'metaTitle',
      key: 'metaTitle',
      width: 260,
      render: (_v, r) => (
        <Space size={6}>
          <MenuIcon name={r.metaIcon} />
          <span>{r.metaTitle}</span>
        </Space>
      ),
    },
    {
      title: m('type'),
      dataIndex: 'menuType',
      key: 'menuType',
      width: 80,
      render: (_v, r) => <Tag color={TYPE_COLORS[r.menuType]}>{r.menuType_dictText}</Tag>,
    },
    { title: m('path'), dataIndex: 'path', key: 'path', ellipsis: true },
    { title: m('component'), dataIndex: 'component', key: 'component', ellipsis: true },
    { title: m('permission'), dataIndex: 'permission', key: 'permission', ellipsis: true },
    sortColumn<Row>({
      title: m('sort'),
      width: 96,
      movable: can(Perm.menu.sort),
      label: (r) => r.metaTitle,
      ends,
      pending: sort.isPending,
      onMove: (r, direction) => sort.mutate({ id: r.id, sort: direction }),
    }),
    {
      title: m('actions'),
      key: 'actions',
      width: 200,
      fixed: 'right',
      render: (_v, r) => (
        <Space size={0}>
          {r.menuType !== MenuType.FUNCTION && (
            <Permission keys={Perm.menu.add}>
              <Button type="link" size="small" onClick={() => setDialog({ mode: 'add', parentId: r.id })}>
                {m('addChild')}
              </Button>
            </Permission>
          )}
          <Permission keys={Perm.menu.edit}>
            <Button
              type="link"
              size="small"
              onClick={() => {
                const { children: _c, ...menu } = r;
                setDialog({ mode: 'edit', menu });
              }}
            >
              {m('edit')}
            </Button>
          </Permission>
          <Permission keys={Perm.menu.delete}>
            <Button type="link" size="small" danger onClick={() => confirmDelete([r.id])}>
              {m('remove')}
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];

  const expandedKeys = keyword ? parentIds(shown) : (expanded ?? all.map((n) => n.id));

  return (
    <Card>
      {searchBar}
      <TreeToolbar
        addKey={Perm.menu.add}
        deleteKey={Perm.menu.delete}
        addText={m('add')}
        removeText={m('remove')}
        onAdd={() => setDialog({ mode: 'add', parentId: '0' })}
        onRemove={() => confirmDelete(selected)}
      >
        <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(parentIds(all))}>
          {m('expandAll')}
        </Button>
        <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
          {m('collapseAll')}
        </Button>
      </TreeToolbar>
      <TreeTable
        nodes={shown}
        columns={columns}
        loading={tree.isFetching}
        size="middle"
        scrollX={1100}
        expandedKeys={expandedKeys}
        onExpandedChange={setExpanded}
        selection={can(Perm.menu.delete) ? { selected, onChange: setSelected } : undefined}
      />
      <MenuDialog
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={(saved) => setExpanded((keys) => [...new Set([...(keys ?? all.map((n) => n.id)), saved.parentId])])}
      />
    </Card>
  );
}
