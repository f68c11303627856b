import { InputNumber, Space } from 'antd';
import { m } from './widgets/messages';

export const MAX_MINUTES = 9999;

/** Seconds as the setter shows them: whole minutes (0-9999) and the rest in seconds (0-59). */
export function splitSeconds(total: number | null | undefined): { minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(total ?? 0));
  return { minutes: Math.min(MAX_MINUTES, Math.floor(s / 60)), seconds: s % 60 };
}

/** Minutes and seconds back to seconds, each clamped to the setter's range. */
export function joinSeconds(minutes: number | null | undefined, seconds: number | null | undefined): number {
  const m = Math.min(MAX_MINUTES, Math.max(0, Math.floor(minutes ?? 0)));
  const s = Math.min(59, Math.max(0, Math.floor(seconds ?? 0)));
  return m * 60 + s;
}

export interface MinutesSecondsInputProps {
  /** The duration in seconds. */
  value?: number | null;
  onChange?: (seconds: number) => void;
  disabled?: boolean;
}

/**
 * The minutes-seconds setter of the spec (minutes 0-9999, seconds 0-59) for a duration stored in seconds;
 * a form control (`value` / `onChange`).
 */
export function MinutesSecondsInput({ value, onChange, disabled }: MinutesSecondsInputProps) {
  const { minutes, seconds } = splitSeconds(value);
  return (
    <Space.Compact>
      <InputNumber
        aria-label={m('minutes')}
        min={0}
        max={MAX_MINUTES}
        precision={0}
        value={minutes}
        disabled={disabled}
        suffix={m('minuteUnit')}
        style={{ width: 130 }}
        onChange={(m) => onChange?.(joinSeconds(m, seconds))}
      />
      <InputNumber
        aria-label={m('secondsLabel')}
        min={0}
        max={59}
        precision={0}
        value={seconds}
        disabled={disabled}
        suffix={m('secondsLabel')}
        style={{ width: 100 }}
        onChange={(s) => onChange?.(joinSeconds(minutes, s))}
      />
    </Space.Compact>
  );
}
