import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { type DepartTreeNode, Perm } from '@xuekao/contracts';
import { Button, Card, Input, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useDepartMutations, useDepartTree } from '../../../../api/depart';
import { Permission, usePermission } from '../../../../shared/components/permission';
import { SortButtons } from '../../../../shared/components/sort-buttons';
import { useConfirmDelete } from '../../../../shared/hooks/use-confirm-delete';
import { LIST_TEXTS } from '../../../../shared/list-page';
import { filterTree, forTable, parentIds } from '../../../../shared/tree-filter';
import { DepartDialog, type DepartDialogTarget } from './depart-dialog';

type Row = Omit<DepartTreeNode, 'children'> & { children?: Row[] };

/** First/last place of every node among its siblings (the sort buttons disable at the ends). */
function siblingEnds(nodes: DepartTreeNode[], out = new Map<string, { first: boolean; last: boolean }>()) {
  nodes.forEach((n, i) => {
    out.set(n.id, { first: i === 0, last: i === nodes.length - 1 });
    siblingEnds(n.children, out);
  });
  return out;
}

/** 部门管理 (spec admin §2): the department tree as a table with add child, edit, delete and sort. */
export default function SysDepartPage() {
  const tree = useDepartTree();
  const { remove, sort } = useDepartMutations();
  const can = usePermission();
  const [q, setQ] = useState('');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [dialog, setDialog] = useState<DepartDialogTarget | null>(null);
  const [expanded, setExpanded] = useState<string[] | null>(null);

  const all = tree.data ?? [];
  const shown = useMemo(
    () => (keyword ? filterTree(all, (n) => n.deptName.includes(keyword) || n.deptCode.includes(keyword)) : all),
    [all, keyword],
  );
  const ends = useMemo(() => siblingEnds(all), [all]);
  const names = useMemo(() => {
    const m = new Map<string, string>();
    const walk = (ns: DepartTreeNode[]) => {
      for (const n of ns) {
        m.set(n.id, n.deptName);
        walk(n.children);
      }
    };
    walk(all);
    return m;
  }, [all]);
  const confirmDelete = useConfirmDelete(
    (ids) => remove.mutateAsync({ ids }),
    () => setSelected([]),
  );

  const columns: TableColumnsType<Row> = [
    { title: '部门名称', dataIndex: 'deptName', key: 'deptName' },
    { title: '部门编码', dataIndex: 'deptCode', key: 'deptCode', width: 200 },
    {
      title: '排序',
      key: 'sort',
      width: 120,
      render: (_v, r) =>
        can(Perm.depart.sort) ? (
          <SortButtons
            label={r.deptName}
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
      title: '操作',
      key: 'actions',
      width: 240,
      render: (_v, r) => (
        <Space size={0} wrap>
          <Permission keys={Perm.depart.add}>
            <Button type="link" size="small" onClick={() => setDialog({ mode: 'add', parent: r })}>
              添加下级
            </Button>
          </Permission>
          <Permission keys={Perm.depart.edit}>
            <Button
              type="link"
              size="small"
              onClick={() => setDialog({ mode: 'edit', ...r, parentName: names.get(r.parentId) ?? '顶级部门' })}
            >
              修改
            </Button>
          </Permission>
          <Permission keys={Perm.depart.delete}>
            <Button type="link" size="small" danger onClick={() => confirmDelete([r.id])}>
              删除
            </Button>
          </Permission>
        </Space>
      ),
    },
  ];

  const expandedKeys = keyword ? parentIds(shown) : (expanded ?? parentIds(all));

  return (
    <Card>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          placeholder="部门名称/编码"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            if (!e.target.value) setKeyword('');
          }}
          onPressEnter={() => setKeyword(q.trim())}
          style={{ width: 220 }}
          aria-label="部门名称/编码"
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={() => setKeyword(q.trim())}>
          搜索
        </Button>
      </Space>
      <Space wrap style={{ marginBottom: 12, display: 'flex' }}>
        <Permission keys={Perm.depart.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ mode: 'add', parent: null })}>
            添加
          </Button>
        </Permission>
        <Permission keys={Perm.depart.delete}>
          <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(selected)}>
            删除
          </Button>
        </Permission>
      </Space>
      <Table<Row>
        rowKey="id"
        columns={columns}
        dataSource={forTable(shown) as Row[]}
        loading={tree.isFetching}
        pagination={false}
        locale={{ emptyText: LIST_TEXTS.empty }}
        expandable={{
          expandedRowKeys: expandedKeys,
          onExpandedRowsChange: (keys) => setExpanded(keys.map(String)),
        }}
        rowSelection={
          can(Perm.depart.delete)
            ? { selectedRowKeys: selected, checkStrictly: true, onChange: (keys) => setSelected(keys.map(String)) }
            : undefined
        }
      />
      <DepartDialog
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={(parentId) => setExpanded((keys) => (keys ? [...new Set([...keys, parentId])] : keys))}
      />
    </Card>
  );
}
