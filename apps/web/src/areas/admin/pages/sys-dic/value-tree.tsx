import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateDics, useDicTree } from '@web/api/dic';
import { call } from '@web/api/request';
import { Permission } from '@web/shared/components/permission';
import { useConfirmDelete } from '@web/shared/hooks/use-confirm-delete';
import { type DicRecord, type DicValueNode, endpoints, Perm } from '@xuekao/contracts';
import { Button, Card, Empty, Space, Spin, Tag, Tree, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { m } from './messages';
import { ValueDialog, type ValueDialogTarget } from './value-dialog';

type TreeNode = { key: string; node: DicValueNode; children: TreeNode[] };
const toTree = (nodes: DicValueNode[]): TreeNode[] =>
  nodes.map((n) => ({ key: n.id, node: n, children: toTree(n.children) }));
const parentIds = (nodes: DicValueNode[]): string[] =>
  nodes.flatMap((n) => (n.children.length ? [n.id, ...parentIds(n.children)] : []));

/** The values of one dictionary as a tree: add (top or below), edit, delete by permission. */
export function ValueTree({ dic, onChanged }: { dic: DicRecord | null; onChanged: () => void }) {
  const qc = useQueryClient();
  const tree = useDicTree(dic?.code);
  const [target, setTarget] = useState<ValueDialogTarget | null>(null);
  // Every parent is open unless the user closed it, so a value just added below one is visible.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const parents = useMemo(() => parentIds(tree.data ?? []), [tree.data]);
  const changed = () => {
    void invalidateDics(qc);
    onChanged();
  };
  const confirmDelete = useConfirmDelete((ids) => call(endpoints.dic.valueDelete, { ids }), changed);

  if (!dic) {
    return (
      <Card title={m('values')}>
        <Empty description={m('pickDic')} />
      </Card>
    );
  }
  const nodes = tree.data ?? [];
  return (
    <Card
      title={
        <Space>
          <span>{m('values')}</span>
          <Typography.Text type="secondary">
            {dic.title}（{dic.code}）
          </Typography.Text>
        </Space>
      }
      extra={
        <Permission keys={Perm.dic.add}>
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setTarget({ mode: 'add', parentId: '0' })}
          >
            {m('add')}
          </Button>
        </Permission>
      }
    >
      <Spin spinning={tree.isFetching}>
        {nodes.length === 0 ? (
          <Empty description={m('empty')} />
        ) : (
          <Tree<TreeNode>
            blockNode
            expandedKeys={parents.filter((id) => !collapsed.has(id))}
            onExpand={(keys) => setCollapsed(new Set(parents.filter((id) => !keys.includes(id))))}
            selectable={false}
            treeData={toTree(nodes)}
            titleRender={({ node }) => (
              <div className="xk-dic-value">
                <span className="xk-dic-value-title">{node.title}</span>
                <Tag>{node.value}</Tag>
                {node.builtIn && <Tag color="blue">{m('builtIn')}</Tag>}
                <span className="xk-dic-value-actions">
                  <Permission keys={Perm.dic.add}>
                    <Button type="link" size="small" onClick={() => setTarget({ mode: 'add', parentId: node.id })}>
                      {m('addChild')}
                    </Button>
                  </Permission>
                  <Permission keys={Perm.dic.edit}>
                    <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', node })}>
                      {m('edit')}
                    </Button>
                  </Permission>
                  {!node.builtIn && (
                    <Permission keys={Perm.dic.delete}>
                      <Button type="link" size="small" danger onClick={() => confirmDelete([node.id])}>
                        {m('remove')}
                      </Button>
                    </Permission>
                  )}
                </span>
              </div>
            )}
          />
        )}
      </Spin>
      <ValueDialog dicCode={dic.code} tree={nodes} target={target} onClose={() => setTarget(null)} onSaved={changed} />
    </Card>
  );
}
