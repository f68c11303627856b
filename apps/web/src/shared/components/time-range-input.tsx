import { t } from '@web/core/i18n';
import type { FormRule } from 'antd';
import { TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** The spec's default daily window. */
export const DEFAULT_TIME_RANGE = '00:00\n23:59';
const FORMAT = 'HH:mm';
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The stored value (the two ends as lines joined by a newline) as [start, end]; '' for a missing end. */
export function parseTimeRange(value: string | null | undefined): [string, string] {
  const [start = '', end = ''] = (value ?? '').split('\n').map((s) => s.trim());
  return [HH_MM.test(start) ? start : '', HH_MM.test(end) ? end : ''];
}

/** [start, end] as stored: lines joined by a newline. */
export function joinTimeRange(start: string, end: string): string {
  return [start, end].join('\n');
}

/** Both ends are required: 'Time period cannot be empty!' (TEXTS.timeRangeEmpty) otherwise. */
export const timeRangeRules: FormRule[] = [
  {
    validator: (_r, value: string | undefined) => {
      const [start, end] = parseTimeRange(value);
      return start && end ? Promise.resolve() : Promise.reject(new Error(t('timeRangeEmpty')));
    },
  },
];

export interface TimeRangeInputProps {
  /** The window as stored; empty shows the default 00:00-23:59. */
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/** The time-range picker of the spec: HH:mm, start to end, default 00:00-23:59; a form control. */
export function TimeRangeInput({ value, onChange, disabled }: TimeRangeInputProps) {
  const [start, end] = parseTimeRange(value ?? DEFAULT_TIME_RANGE);
  const at = (hhmm: string): Dayjs | null => (hhmm ? dayjs(`2000-01-01 ${hhmm}`) : null);
  return (
    <TimePicker.RangePicker
      format={FORMAT}
      order={false}
      disabled={disabled}
      value={[at(start), at(end)]}
      allowEmpty={[true, true]}
      onChange={(range) =>
        onChange?.(joinTimeRange(range?.[0]?.format(FORMAT) ?? '', range?.[1]?.format(FORMAT) ?? ''))
      }
    />
  );
}
