import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { LIST_TEXTS } from '../list-page';
import { forTable, type siblingEnds, type TreeLike } from '../tree-filter';
import { Permission } from './permission';
import { SortButtons } from './sort-buttons';

/** A node of a tree table as antd shows it: leaves without `children` (no expander). */
export type TreeRow<N> = Omit<N, 'children'> & { children?: TreeRow<N>[] };

export interface TreeTableProps<N extends TreeLike<N>> {
  /** The nodes shown (useTreeSearch's `shown`). */
  nodes: N[];
  columns: TableColumnsType<TreeRow<N>>;
  loading: boolean;
  expandedKeys: string[];
  onExpandedChange: (keys: string[]) => void;
  /** Row checkboxes, each row on its own (checkStrictly), or undefined for none (no delete permission). */
  selection?: { selected: string[]; onChange: (ids: string[]) => void };
  size?: 'small' | 'middle' | 'large';
  scrollX?: number;
}

/**
 * The table of a tree page (departments, menus): the whole tree without paging, rows expanded as the page
 * says, checkboxes for 删除 of the selected rows.
 */
export function TreeTable<N extends TreeLike<N>>({
  nodes,
  columns,
  loading,
  expandedKeys,
  onExpandedChange,
  selection,
  size,
  scrollX,
}: TreeTableProps<N>) {
  return (
    <Table<TreeRow<N>>
      rowKey="id"
      columns={columns}
      dataSource={forTable(nodes) as TreeRow<N>[]}
      loading={loading}
      pagination={false}
      size={size}
      scroll={scrollX === undefined ? undefined : { x: scrollX }}
      locale={{ emptyText: LIST_TEXTS.empty }}
      expandable={{
        expandedRowKeys: expandedKeys,
        onExpandedRowsChange: (keys) => onExpandedChange(keys.map(String)),
      }}
      rowSelection={
        selection
          ? {
              selectedRowKeys: selection.selected,
              checkStrictly: true,
              onChange: (keys) => selection.onChange(keys.map(String)),
            }
          : undefined
      }
    />
  );
}

/**
 * The 排序 column of a tree table: 上移 / 下移 buttons (disabled at a node's first and last place among its
 * siblings) for a user who may sort, else the sort number.
 */
export function sortColumn<R extends { id: string; sort: number }>(o: {
  title: string;
  width: number;
  /** The user may sort. */
  movable: boolean;
  /** The row's name in the buttons' labels. */
  label: (row: R) => string;
  ends: ReturnType<typeof siblingEnds>;
  pending: boolean;
  onMove: (row: R, direction: 0 | 1) => void;
}): TableColumnsType<R>[number] {
  return {
    title: o.title,
    key: 'sort',
    width: o.width,
    render: (_v, r) =>
      o.movable ? (
        <SortButtons
          label={o.label(r)}
          first={o.ends.get(r.id)?.first}
          last={o.ends.get(r.id)?.last}
          loading={o.pending}
          onMove={(direction) => o.onMove(r, direction)}
        />
      ) : (
        r.sort
      ),
  };
}

export interface TreeToolbarProps {
  /** Permission keys of 添加 and 删除. */
  addKey: string;
  deleteKey: string;
  addText: string;
  removeText: string;
  onAdd: () => void;
  /** 删除 of the selected rows. */
  onRemove: () => void;
  /** More buttons after 删除. */
  children?: ReactNode;
}

/** The buttons above a tree table: 添加 (a top-level node) and 删除 (the selected rows), each under its permission. */
export function TreeToolbar({ addKey, deleteKey, addText, removeText, onAdd, onRemove, children }: TreeToolbarProps) {
  return (
    <Space wrap style={{ marginBottom: 12, display: 'flex' }}>
      <Permission keys={addKey}>
        <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
          {addText}
        </Button>
      </Permission>
      <Permission keys={deleteKey}>
        <Button danger icon={<DeleteOutlined />} onClick={onRemove}>
          {removeText}
        </Button>
      </Permission>
      {children}
    </Space>
  );
}
