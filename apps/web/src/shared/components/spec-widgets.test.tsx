import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { joinSeconds, MinutesSecondsInput, splitSeconds } from './minutes-seconds-input';
import { DEFAULT_TIME_RANGE, joinTimeRange, parseTimeRange, TimeRangeInput, timeRangeRules } from './time-range-input';

describe('minutes-seconds setter', () => {
  it('shows seconds as minutes 0-9999 and seconds 0-59, and clamps what is typed', () => {
    expect(splitSeconds(3725)).toEqual({ minutes: 62, seconds: 5 });
    expect(splitSeconds(null)).toEqual({ minutes: 0, seconds: 0 });
    expect(splitSeconds(10_000 * 60)).toEqual({ minutes: 9999, seconds: 0 });
    expect(joinSeconds(2, 75)).toBe(2 * 60 + 59);
    expect(joinSeconds(12_000, -3)).toBe(9999 * 60);
  });

  it('reports the duration in seconds when a part changes', () => {
    const onChange = vi.fn();
    render(<MinutesSecondsInput value={125} onChange={onChange} />);
    const minutes = screen.getByLabelText('分钟') as HTMLInputElement;
    expect(minutes.value).toBe('2');
    expect((screen.getByLabelText('秒') as HTMLInputElement).value).toBe('5');
    fireEvent.change(minutes, { target: { value: '10' } });
    expect(onChange).toHaveBeenLastCalledWith(605);
  });
});

describe('time-range picker', () => {
  it('stores HH:mm ends as lines joined by a newline, default 00:00-23:59', () => {
    expect(DEFAULT_TIME_RANGE).toBe('00:00\n23:59');
    expect(parseTimeRange('08:30\n17:00')).toEqual(['08:30', '17:00']);
    expect(parseTimeRange('8:30\n')).toEqual(['', '']);
    expect(joinTimeRange('08:30', '17:00')).toBe('08:30\n17:00');
  });

  it('shows the default window when empty', () => {
    render(<TimeRangeInput />);
    const inputs = screen.getAllByRole('textbox') as HTMLInputElement[];
    expect(inputs.map((i) => i.value)).toEqual(['00:00', '23:59']);
  });

  it("requires both ends: 'Time period cannot be empty!' in the current language", async () => {
    const validator = timeRangeRules[0] as { validator: (r: unknown, v: string) => Promise<void> };
    await expect(validator.validator({}, '08:00\n18:00')).resolves.toBeUndefined();
    await expect(validator.validator({}, '08:00\n')).rejects.toThrow('时间段不能为空！');
    localStorage.setItem('xk_locale', 'en-US');
    await expect(validator.validator({}, '')).rejects.toThrow('Time period cannot be empty!');
    localStorage.removeItem('xk_locale');
  });
});
