import { afterEach, describe, expect, it } from 'vitest';
import { formatNumber, formatRelativeTime } from './format-relative';

const now = new Date('2026-05-10T12:00:00Z').getTime();
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relative time and number formats of the spec', () => {
  afterEach(() => localStorage.removeItem('xk_locale'));

  it("says 'just now' under 30 s, then minutes, hours, and '1 day' under two days", () => {
    expect(formatRelativeTime(ago(29), now)).toBe('刚刚');
    expect(formatRelativeTime(ago(30), now)).toBe('1分钟前');
    expect(formatRelativeTime(ago(61), now)).toBe('2分钟前');
    expect(formatRelativeTime(ago(3600), now)).toBe('1小时前');
    expect(formatRelativeTime(ago(5 * 3600 + 1), now)).toBe('6小时前');
    expect(formatRelativeTime(ago(24 * 3600), now)).toBe('1天前');
    expect(formatRelativeTime(ago(2 * 24 * 3600), now)).toMatch(/^2026-05-08 \d\d:00$/);
    expect(formatRelativeTime('', now)).toBe('');
  });

  it('speaks English in en-US', () => {
    localStorage.setItem('xk_locale', 'en-US');
    expect(formatRelativeTime(ago(5), now)).toBe('just now');
    expect(formatRelativeTime(ago(30 * 3600), now)).toBe('1 day ago');
  });

  it('shortens numbers with k, M, G, T, P, E', () => {
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1k');
    expect(formatNumber(1250)).toBe('1.3k');
    expect(formatNumber(1_500_000)).toBe('1.5M');
    expect(formatNumber(2e9)).toBe('2G');
    expect(formatNumber(3.25e12, 2)).toBe('3.25T');
    expect(formatNumber(4e15)).toBe('4P');
    expect(formatNumber(5e18)).toBe('5E');
  });
});
