import { Select, type SelectProps } from 'antd';
import { formatDateTime } from '../format-time';
import { m } from './messages';

/** A row's time window in a list cell: the start, and under it 至 the end. */
export function TimeWindow({ start, end }: { start: string; end: string }) {
  return (
    <div style={{ lineHeight: 1.5 }}>
      <div>{formatDateTime(start)}</div>
      <div>{m('until', { time: formatDateTime(end) })}</div>
    </div>
  );
}

/** The search bar's state select: 正常 (0) or 禁用 (1), clearable (any state). */
export function StateSelect(props: Omit<SelectProps<number>, 'options'>) {
  return (
    <Select
      allowClear
      {...props}
      options={[
        { value: 0, label: m('stateOn') },
        { value: 1, label: m('stateOff') },
      ]}
    />
  );
}
