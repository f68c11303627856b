import { CheckCircleOutlined, DeleteOutlined, EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { m } from './messages';
import { type BatchAction, LIST_TEXTS, type ListContext, type ListPermissions } from './types';

export interface ListToolbarProps<T, P extends object> {
  ctx: ListContext<T, P>;
  permissions: ListPermissions;
  onAdd?: () => void;
  onEdit?: (row: T) => void;
  deleteUrl?: unknown;
  stateUrl?: unknown;
  batchActions?: BatchAction<T>[];
  extra?: ReactNode;
}

/**
 * 添加 / 修改 / 删除 / 启用 / 禁用 and the batch actions, each shown only when the user holds its key.
 * Everything but 添加 needs a selection (请至少选择一条数据！); 修改 needs exactly one row.
 */
export function ListToolbar<T, P extends object>(props: ListToolbarProps<T, P>) {
  const { ctx, permissions: perm, onAdd, onEdit, deleteUrl, stateUrl, batchActions = [], extra } = props;
  const { message } = App.useApp();

  const needSelection = (run: () => void) => () => {
    if (ctx.selectedIds.length === 0) {
      message.warning(LIST_TEXTS.selectAtLeastOne);
      return;
    }
    run();
  };

  const edit = () => {
    if (ctx.selectedRows.length === 0) message.warning(LIST_TEXTS.selectAtLeastOne);
    else if (ctx.selectedRows.length > 1) message.warning(LIST_TEXTS.selectOnlyOne);
    else ctx.edit(ctx.selectedRows[0]);
  };

  const buttons: ReactNode[] = [];
  if (onAdd && ctx.can(perm.add)) {
    buttons.push(
      <Button key="add" type="primary" icon={<PlusOutlined />} onClick={onAdd}>
        {m('add')}
      </Button>,
    );
  }
  if (onEdit && ctx.can(perm.edit)) {
    buttons.push(
      <Button key="edit" icon={<EditOutlined />} onClick={edit}>
        {m('edit')}
      </Button>,
    );
  }
  if (deleteUrl && ctx.can(perm.delete)) {
    buttons.push(
      <Button key="delete" danger icon={<DeleteOutlined />} onClick={needSelection(() => ctx.remove(ctx.selectedIds))}>
        {m('remove')}
      </Button>,
    );
  }
  if (stateUrl && ctx.can(perm.state)) {
    buttons.push(
      <Button
        key="enable"
        icon={<CheckCircleOutlined />}
        onClick={needSelection(() => void ctx.changeState(ctx.selectedIds, 0))}
      >
        {m('enable')}
      </Button>,
      <Button
        key="disable"
        icon={<StopOutlined />}
        onClick={needSelection(() => void ctx.changeState(ctx.selectedIds, 1))}
      >
        {m('disable')}
      </Button>,
    );
  }
  for (const a of batchActions) {
    if (!ctx.can(a.permission)) continue;
    buttons.push(
      <Button
        key={`batch-${a.label}`}
        danger={a.danger}
        icon={a.icon}
        onClick={needSelection(() => void a.onClick(ctx.selectedIds, ctx.selectedRows))}
      >
        {a.label}
      </Button>,
    );
  }

  if (buttons.length === 0 && !extra) return null;
  return (
    <Space wrap className="xk-list-toolbar" style={{ marginBottom: 12 }}>
      {buttons}
      {extra}
    </Space>
  );
}
