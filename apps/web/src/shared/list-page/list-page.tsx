/**
 * The one admin list-page pattern (docs/REQUIREMENTS.md#lists):
 * search bar, server-sorted table, paging (10..5000, default 20), row selection, toolbar buttons by
 * permission key, delete with confirmation, state change, 暂无相关数据！ when empty, and `reload()`.
 *
 * ```tsx
 * const listRef = useRef<ListPageHandle>(null);
 * <ListPage<UserRow, UserPagingParams>
 *   ref={listRef}
 *   url="/api/sys/user/paging"
 *   searchFields={[{ name: 'name', label: '账号/姓名' }, { name: 'state', label: '状态', node: <Select options={...} /> }]}
 *   defaultParams={{ state: 0 }}
 *   columns={(ctx) => [
 *     { title: '账号', dataIndex: 'userName', sorter: true },
 *     { title: '状态', dataIndex: 'state', render: (_v, row) => ctx.renderState(row) },
 *   ]}
 *   permissions={{ add: Perm.user.add, edit: Perm.user.edit, delete: Perm.user.delete, state: Perm.user.state }}
 *   onAdd={() => dialog.open()}
 *   onEdit={(row) => dialog.open(row)}
 *   deleteUrl="/api/sys/user/delete"
 *   stateUrl="/api/sys/user/state"
 *   batchActions={[{ label: '批量设置部门', permission: Perm.user.batch, onClick: (ids) => openDept(ids) }]}
 *   toolbarExtra={(ctx) => <ExportButton url="/api/sys/user/export" data={ctx.query} fileName="用户列表.xlsx" />}
 * />
 * ```
 * A sortable column is `sorter: true`; its `key` (or `dataIndex`) is sent as `orders: [{column, asc}]`.
 * Inside dialogs and pickers pass `pageSize={DIALOG_PAGE_SIZE}` and `size="small"`.
 */

import { pathOf } from '@web/api/paging';
import { request } from '@web/api/request';
import { t } from '@web/core/i18n';
import { App, Switch, Table, type TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { type Key, useCallback, useImperativeHandle, useState } from 'react';
import { usePermission } from '../components/permission';
import { ListToolbar } from './list-toolbar';
import { m } from './messages';
import { ordersOfSorter } from './orders';
import { SearchBar } from './search-bar';
import { LIST_PAGE_SIZE, LIST_TEXTS, type ListContext, type ListPageProps } from './types';
import { useListState } from './use-list-state';

const PAGE_SIZE_OPTIONS = [10, 20, 30, 50, 100, 200, 500, 1000, 5000];

export function ListPage<T extends object, P extends object = Record<string, unknown>>(props: ListPageProps<T, P>) {
  const {
    url,
    columns,
    searchFields,
    defaultParams,
    params,
    defaultOrders,
    rowKey = 'id' as keyof T & string,
    stateField = 'state' as keyof T & string,
    permissions = {},
    onAdd,
    onEdit,
    deleteUrl,
    stateUrl,
    batchActions,
    toolbarExtra,
    pageSize = LIST_PAGE_SIZE,
    selection = 'checkbox',
    onSelectionChange,
    scrollX,
    size,
    enabled,
    ref,
  } = props;
  const { message, modal } = App.useApp();
  const can = usePermission();
  const list = useListState<T, P>({ url, defaultParams, params, defaultOrders, pageSize, enabled });
  const { query, page, reload, selection: sel } = list;
  const [stateBusy, setStateBusy] = useState<string | null>(null);

  const idOf = useCallback((row: T) => String(row[rowKey]), [rowKey]);

  const select = useCallback(
    (ids: string[], rows: T[]) => {
      list.setSelection({ ids, rows });
      onSelectionChange?.(ids, rows);
    },
    [list.setSelection, onSelectionChange],
  );
  const clear = useCallback(() => select([], []), [select]);

  useImperativeHandle(ref, () => ({ reload, clearSelection: clear, selectedIds: () => sel.ids }), [reload, clear, sel]);

  const remove = useCallback(
    (ids: string[]) => {
      if (!deleteUrl) return;
      if (ids.length === 0) {
        message.warning(LIST_TEXTS.selectAtLeastOne);
        return;
      }
      modal.confirm({
        title: m('hint'),
        content: LIST_TEXTS.deleteConfirm,
        okText: m('ok'),
        cancelText: m('cancel'),
        onOk: async () => {
          try {
            await request(pathOf(deleteUrl), { ids });
            message.success(t('deleteSucceeded'));
            clear();
            reload();
          } catch {
            // the request helper has shown the error
          }
        },
      });
    },
    [deleteUrl, message, modal, clear, reload],
  );

  const changeState = useCallback(
    async (ids: string[], state: number) => {
      if (!stateUrl) return;
      if (ids.length === 0) {
        message.warning(LIST_TEXTS.selectAtLeastOne);
        return;
      }
      setStateBusy(ids.length === 1 ? ids[0] : '*');
      try {
        await request(pathOf(stateUrl), { ids, state });
        message.success(t('statusChanged'));
        reload();
      } catch {
        // the request helper has shown the error
      } finally {
        setStateBusy(null);
      }
    },
    [stateUrl, message, reload],
  );

  const canState = Boolean(stateUrl) && can(permissions.state);
  const renderState = useCallback(
    (row: T) => {
      const value = row[stateField] as unknown;
      const text = (row as Record<string, unknown>)[`${stateField}_dictText`];
      if (!canState) return <span>{String(text ?? value ?? '')}</span>;
      const id = idOf(row);
      return (
        <Switch
          size="small"
          checked={value === 0}
          checkedChildren={m('stateOn')}
          unCheckedChildren={String(text && value !== 0 ? text : m('stateOff'))}
          loading={stateBusy === id}
          aria-label={m('stateLabel', { id })}
          onChange={(on) => void changeState([id], on ? 0 : 1)}
        />
      );
    },
    [canState, stateField, idOf, stateBusy, changeState],
  );

  const ctx: ListContext<T, P> = {
    query,
    selectedIds: sel.ids,
    selectedRows: sel.rows,
    reload,
    clearSelection: clear,
    remove,
    changeState,
    renderState,
    edit: (row) => onEdit?.(row),
    can,
  };
  const cols = typeof columns === 'function' ? columns(ctx) : columns;

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      list.setOrders(ordersOfSorter(sorter as SorterResult<T> | SorterResult<T>[]));
      list.setCurrent(1);
      return;
    }
    if (pagination.pageSize && pagination.pageSize !== query.size) {
      list.setSize(pagination.pageSize);
      list.setCurrent(1);
    } else if (pagination.current) {
      list.setCurrent(pagination.current);
    }
  };

  const data = page.data;
  return (
    <div className="xk-list-page">
      {searchFields && searchFields.length > 0 && (
        <SearchBar<P> fields={searchFields} defaultParams={defaultParams} onSearch={list.search} />
      )}
      <ListToolbar<T, P>
        ctx={ctx}
        permissions={permissions}
        onAdd={onAdd}
        onEdit={onEdit}
        deleteUrl={deleteUrl}
        stateUrl={stateUrl}
        batchActions={batchActions}
        extra={typeof toolbarExtra === 'function' ? toolbarExtra(ctx) : toolbarExtra}
      />
      <Table<T>
        rowKey={(row) => idOf(row)}
        columns={cols}
        dataSource={data?.records ?? []}
        loading={page.isFetching}
        size={size}
        scroll={scrollX ? { x: scrollX } : undefined}
        locale={{ emptyText: LIST_TEXTS.empty }}
        onChange={onChange}
        rowSelection={
          selection
            ? {
                type: selection,
                preserveSelectedRowKeys: true,
                selectedRowKeys: sel.ids as Key[],
                onChange: (keys, rows) =>
                  select(
                    keys.map(String),
                    // rows of other pages are kept by antd as undefined; keep our copies of them
                    keys.map((k, i) => rows[i] ?? sel.rows[sel.ids.indexOf(String(k))]).filter(Boolean),
                  ),
              }
            : undefined
        }
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: data?.total ?? 0,
          showSizeChanger: true,
          showQuickJumper: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (total) => m('total', { total }),
        }}
      />
    </div>
  );
}
