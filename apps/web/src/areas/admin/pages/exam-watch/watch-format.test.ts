import { describe, expect, it } from 'vitest';
import { formatLeft, progressPercent, warnTargetText } from './watch-format';

describe('exam watch formatting', () => {
  it('shows seconds left as mm:ss', () => {
    expect(formatLeft(0)).toBe('00:00');
    expect(formatLeft(59)).toBe('00:59');
    expect(formatLeft(61)).toBe('01:01');
    expect(formatLeft(125 * 60 + 3)).toBe('125:03');
    expect(formatLeft(-5)).toBe('00:00');
    expect(formatLeft(undefined)).toBe('00:00');
  });

  it('computes the answered share', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 5)).toBe(100);
  });

  it('names the warning target', () => {
    expect(warnTargetText(0)).toContain('全部');
    expect(warnTargetText(2)).toBe('选中的 2 位考生');
  });
});
