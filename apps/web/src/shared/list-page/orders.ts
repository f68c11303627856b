import type { Order } from '@xuekao/contracts';
import type { SorterResult } from 'antd/es/table/interface';

/**
 * antd's sorter state -> the paging request's `orders`. The column name is the column's `key`, else its
 * `dataIndex` (a path is joined with '.'); a cleared sort sends no order.
 */
export function ordersOfSorter<T>(sorter: SorterResult<T> | SorterResult<T>[]): Order[] {
  const list = Array.isArray(sorter) ? sorter : [sorter];
  const out: Order[] = [];
  for (const s of list) {
    if (!s.order) continue;
    const field = s.columnKey ?? (Array.isArray(s.field) ? s.field.join('.') : s.field);
    if (field === undefined || field === null || field === '') continue;
    out.push({ column: String(field), asc: s.order === 'ascend' });
  }
  return out;
}
