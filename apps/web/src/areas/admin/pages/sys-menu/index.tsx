import { DeleteOutlined, NodeCollapseOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { useMenuMutations, useMenuTree } from '@web/api/menu';
import { Permission, usePermission } from '@web/shared/components/permission';
import { SortButtons } from '@web/shared/components/sort-buttons';
import { useTreeSearch } from '@web/shared/components/tree-search';
import { useConfirmDelete } from '@web/shared/hooks/use-confirm-delete';
import { MenuIcon } from '@web/shared/icons/icon-registry';
import { LIST_TEXTS } from '@web/shared/list-page';
import { forTable, parentIds } from '@web/shared/tree-filter';
import { type MenuTreeNode, MenuType, Perm } from '@xuekao/contracts';
import { Button, Card, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { MenuDialog, type MenuDialogTarget } from './menu-dialog';
import { m } from './messages';

type Row = Omit<MenuTreeNode, 'children'> & { children?: Row[] };

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
    {
      title: m('sort'),
      key: 'sort',
      width: 96,
      render: (_v, r) =>
        can(Perm.menu.sort) ? (
          <SortButtons
            label={r.metaTitle}
            first={ends.get(r.id)?.first}
            last={ends.get(r.id)?.last}
            loading={sort.isPending}
            onMove={(direction) => sort.mutate({ id: r.id, sort: direction })}
          />
        ) : (
          r.sort
        ),
    },
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
      <Space wrap style={{ marginBottom: 12, display: 'flex' }}>
        <Permission keys={Perm.menu.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add', parentId: '0' })}>
            {m('add')}
          </Button>
        </Permission>
        <Permission keys={Perm.menu.delete}>
          <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(selected)}>
            {m('remove')}
          </Button>
        </Permission>
        <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(parentIds(all))}>
          {m('expandAll')}
        </Button>
        <Button icon={<NodeCollapseOutlined />} onClick={() => setExpanded([])}>
          {m('collapseAll')}
        </Button>
      </Space>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={forTable(shown) as Row[]}
        loading={tree.isFetching}
        pagination={false}
        size="middle"
        scroll={{ x: 1100 }}
        locale={{ emptyText: LIST_TEXTS.empty }}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
        }}
        rowSelection={
          can(Perm.menu.delete)
            ? { selectedRowKeys: selected, checkStrictly: true, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
      />
      <MenuDialog
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={(saved) => setExpanded((keys) => [...new Set([...(keys ?? all.map((n) => n.id)), saved.parentId])])}
      />
    </Card>
  );
}
