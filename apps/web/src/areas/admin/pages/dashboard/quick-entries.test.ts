import type { SiteData } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { cardsPerRow, showsNoticeCard, visibleEntries } from './quick-entries';

const site = (props: Partial<SiteData['props']> = {}) =>
  ({
    siteName: '学考',
    props: { moduleExam: true, moduleCourse: true, moduleBattle: true, moduleCert: true, ...props },
  }) as SiteData;

describe('dashboard quick entries', () => {
  it('shows an entry only with its permission', () => {
    const held = new Set(['exam:add', 'sys:notice:list']);
    expect(visibleEntries(site(), (k) => held.has(k)).map((e) => e.title)).toEqual(['创建考试', '公告管理']);
  });

  it('hides entries of switched-off modules; notices are always there', () => {
    const all = () => true;
    const keys = visibleEntries(site({ moduleExam: false, moduleCert: false }), all).map((e) => e.key);
    expect(keys).toEqual(['course', 'notice']);
  });

  it('lays the cards out 3, 4, 2 or 1 per row', () => {
    expect([1, 2, 3, 4, 5, 6].map(cardsPerRow)).toEqual([1, 2, 3, 4, 3, 3]);
    expect([0, 1, 2, 3, 4, 5].map(showsNoticeCard)).toEqual([true, true, true, true, false, true]);
  });
});
