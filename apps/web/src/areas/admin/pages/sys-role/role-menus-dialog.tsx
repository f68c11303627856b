import { useMenuTree } from '@web/api/menu';
import { useRoleMenuIds, useRoleMutations } from '@web/api/role';
import { MenuIcon } from '@web/shared/icons/icon-registry';
import { parentIds, treeIds } from '@web/shared/tree-filter';
import { type MenuTreeNode, MenuType, type RoleView } from '@xuekao/contracts';
import { App, Button, Empty, Input, Modal, Space, Spin, Tag, Tree, type TreeDataNode } from 'antd';
import { type Key, useEffect, useMemo, useState } from 'react';
import { m } from './messages';

function toTreeData(nodes: MenuTreeNode[], keyword: string): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: (
      <span className={keyword && n.metaTitle.includes(keyword) ? 'xk-tree-hit' : undefined}>
        {n.metaTitle}
        {n.menuType === MenuType.FUNCTION && (
          <Tag color="orange" style={{ marginLeft: 6 }} variant="outlined">
            {m('function')}
          </Tag>
        )}
      </span>
    ),
    icon: n.metaIcon ? <MenuIcon name={n.metaIcon} /> : undefined,
    children: toTreeData(n.children, keyword),
  }));
}

/**
 * Granted ids shown as checked: only leaves, so that antd (checkStrictly false) derives the parents'
 * full or half state; checking a parent alone would otherwise tick every child it has.
 */
export function checkedLeaves(tree: MenuTreeNode[], granted: ReadonlySet<string>): string[] {
  return tree.flatMap((n) =>
    n.children.length ? checkedLeaves(n.children, granted) : granted.has(n.id) ? [n.id] : [],
  );
}

/** 授权菜单: the role's menus as a checkable tree; saves the checked plus half-checked ids (parents too). */
export function RoleMenusDialog({ role, onClose }: { role: RoleView | null; onClose: () => void }) {
  const { message } = App.useApp();
  const tree = useMenuTree(role !== null);
  const granted = useRoleMenuIds(role?.id);
  const { saveMenus } = useRoleMutations();
  const [checked, setChecked] = useState<Key[]>([]);
  const [halfChecked, setHalfChecked] = useState<Key[]>([]);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [keyword, setKeyword] = useState('');
  const all = tree.data ?? [];

  // Opening for a role (once both the tree and the grant are in): show the grant.
  useEffect(() => {
    if (!role || !tree.data || !granted.data) return;
    const set = new Set(granted.data);
    setChecked(checkedLeaves(tree.data, set));
    setHalfChecked([]);
    setExpanded(tree.data.map((n) => n.id));
    setKeyword('');
  }, [role, tree.data, granted.data]);

  const treeData = useMemo(() => toTreeData(all, keyword), [all, keyword]);
  const loading = tree.isLoading || granted.isLoading;

  const save = async () => {
    if (!role) return;
    // Half-checked keys are only known after the first click; derive them when nothing was clicked.
    const ids = new Set([...checked, ...halfChecked].map(String));
    for (const id of ancestorsOf(all, ids)) ids.add(id);
    try {
      await saveMenus.mutateAsync({ id: role.id, menuIds: [...ids] });
      message.success(m('done'));
      onClose();
    } catch {
      // the request helper has shown the error
    }
  };

  return (
    <Modal
      open={role !== null}
      title={role ? m('grantTitleOf', { name: role.roleName }) : m('grantMenus')}
      width={560}
      onCancel={onClose}
      onOk={save}
      okText={m('ok')}
      cancelText={m('cancel')}
      confirmLoading={saveMenus.isPending}
      destroyOnHidden
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          placeholder={m('searchMenu')}
          onSearch={(v) => {
            setKeyword(v.trim());
            if (v.trim()) setExpanded(parentIds(all));
          }}
          style={{ width: 200 }}
        />
        <Button size="small" onClick={() => setExpanded(parentIds(all))}>
          {m('expandAll')}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {m('collapseAll')}
        </Button>
        <Button size="small" onClick={() => setChecked(treeIds(all))}>
          {m('checkAll')}
        </Button>
        <Button size="small" onClick={() => setChecked([])}>
          {m('clear')}
        </Button>
      </Space>
      {loading ? (
        <Spin style={{ display: 'block', padding: 40 }} />
      ) : all.length === 0 ? (
        <Empty description={m('empty')} />
      ) : (
        <Tree
          className="xk-role-menu-tree"
          checkable
          showIcon
          blockNode
          height={440}
          treeData={treeData}
          checkedKeys={checked}
          expandedKeys={expanded}
          onExpand={(keys) => setExpanded(keys)}
          onCheck={(keys, info) => {
            setChecked(Array.isArray(keys) ? keys : keys.checked);
            setHalfChecked(info.halfCheckedKeys ?? []);
          }}
        />
      )}
    </Modal>
  );
}

/** Every ancestor of the given ids: a granted page needs its directory to show in the sidebar. */
function ancestorsOf(tree: MenuTreeNode[], ids: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const walk = (nodes: MenuTreeNode[], path: string[]) => {
    for (const n of nodes) {
      if (ids.has(n.id)) out.push(...path);
      walk(n.children, [...path, n.id]);
    }
  };
  walk(tree, []);
  return out;
}
