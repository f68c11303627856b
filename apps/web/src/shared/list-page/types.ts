import type { PageSource, PagingQuery } from '@web/api/paging';
import type { Endpoint, Order } from '@xuekao/contracts';
import type { TableColumnsType } from 'antd';
import type { ReactNode, Ref } from 'react';
import { m } from './messages';

/**
 * Texts of the list pattern (docs/REQUIREMENTS.md#lists) for the pages and the tests, read in the current
 * locale (the catalogue is ./messages.ts).
 */
export const LIST_TEXTS = m.texts;

/** Page sizes of docs/REQUIREMENTS.md#lists; lists default to 20, dialogs and pickers to 10. */
export const LIST_PAGE_SIZE = 20;
export const DIALOG_PAGE_SIZE = 10;

/** One field of the search bar. `node` defaults to a clearable text input with `label` as placeholder. */
export interface SearchField<P> {
  name: keyof P & string;
  label: string;
  node?: ReactNode;
  /** Width of the field in px (default 200). */
  width?: number;
}

/** The permission keys guarding the built-in buttons; a key left out means "no requirement". */
export interface ListPermissions {
  add?: string;
  edit?: string;
  delete?: string;
  state?: string;
}

/** A toolbar button acting on the selected rows; refused with 请至少选择一条数据！ when nothing is selected. */
export interface BatchAction<T> {
  label: string;
  permission?: string;
  danger?: boolean;
  icon?: ReactNode;
  onClick: (ids: string[], rows: T[]) => void | Promise<void>;
}

/** What columns, toolbar extras and batch dialogs can use from a mounted list. */
export interface ListContext<T, P extends object> {
  /** The request of the page on screen (export buttons send `query.params` and `query.orders`). */
  query: PagingQuery<P>;
  selectedIds: string[];
  selectedRows: T[];
  reload: () => void;
  clearSelection: () => void;
  /** Asks 确实要删除吗? and POSTs `{ids}` to `deleteUrl`. */
  remove: (ids: string[]) => void;
  /** POSTs `{ids, state}` to `stateUrl` (0 enable, 1 disable) and shows 状态修改成功!. */
  changeState: (ids: string[], state: number) => Promise<void>;
  /** A switch for the row's state (on = 0 正常) when the user may change it, else the state text. */
  renderState: (row: T) => ReactNode;
  /** Calls `onEdit(row)`. */
  edit: (row: T) => void;
  can: (key: string | undefined) => boolean;
}

/** Imperative handle: `const ref = useRef<ListPageHandle>(null); ref.current?.reload()`. */
export interface ListPageHandle {
  reload: () => void;
  clearSelection: () => void;
  selectedIds: () => string[];
}

export interface ListPageProps<T, P extends object> {
  /** The paging endpoint of the table, e.g. `endpoints.user.paging` (its records are the rows). */
  url: PageSource<T>;
  columns: TableColumnsType<T> | ((ctx: ListContext<T, P>) => TableColumnsType<T>);
  /** Search bar fields; the bar has 搜索 and 重置 buttons. */
  searchFields?: SearchField<P>[];
  /** Initial search values, restored by 重置 (e.g. `{ state: 0 }`). */
  defaultParams?: Partial<P>;
  /** Fixed params from outside the search bar (a tree beside the list, a picker's exclusions). */
  params?: Partial<P>;
  defaultOrders?: Order[];
  rowKey?: keyof T & string;
  /** Field of the row's state for `renderState` (default 'state'). */
  stateField?: keyof T & string;
  permissions?: ListPermissions;
  /** Shows 添加 (needs `permissions.add`). */
  onAdd?: () => void;
  /** Shows 修改 (needs `permissions.edit` and exactly one selected row). */
  onEdit?: (row: T) => void;
  /** Shows 删除 (needs `permissions.delete`): confirm, POST `{ids}`, 删除成功！, reload. */
  deleteUrl?: string | Endpoint;
  /** Shows 启用/禁用 (needs `permissions.state`): POST `{ids, state}`. */
  stateUrl?: string | Endpoint;
  batchActions?: BatchAction<T>[];
  /** Extra toolbar content (import/export buttons), after the built-in buttons. */
  toolbarExtra?: ReactNode | ((ctx: ListContext<T, P>) => ReactNode);
  /** 20 on pages; pass DIALOG_PAGE_SIZE (10) inside dialogs and pickers. */
  pageSize?: number;
  /** Row selection: 'checkbox' (default), 'radio', or false for none. */
  selection?: 'checkbox' | 'radio' | false;
  onSelectionChange?: (ids: string[], rows: T[]) => void;
  /** Horizontal scroll width for wide tables. */
  scrollX?: number | string;
  /** Table size; pickers use 'small'. */
  size?: 'small' | 'middle' | 'large';
  /** False leaves the query idle (a closed picker). */
  enabled?: boolean;
  ref?: Ref<ListPageHandle>;
}
