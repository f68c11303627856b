import { describe, expect, it } from 'vitest';
import { areaFigures, globToRegExp } from './coverage-areas.ts';

describe('coverage-areas', () => {
  it('matches the globs of the thresholds like vitest does', () => {
    const pages = globToRegExp('apps/web/src/areas/*/pages/**');
    expect(pages.test('apps/web/src/areas/admin/pages/sys-user/index.tsx')).toBe(true);
    expect(pages.test('apps/web/src/areas/admin/layout/navbar.tsx')).toBe(false);
    expect(pages.test('apps/web/src/areas/a/b/pages/x.tsx')).toBe(false);
    expect(globToRegExp('apps/server/src/**').test('apps/server/src/app.ts')).toBe(true);
    expect(globToRegExp('src/**/*.{ts,tsx}').test('src/a/b.tsx')).toBe(true);
    expect(globToRegExp('src/**/*.{ts,tsx}').test('src/a/b.js')).toBe(false);
  });

  it('adds up the lines of the files of each area', () => {
    const summary = {
      total: { lines: { total: 30, covered: 15 } },
      '/r/apps/server/src/modules/a/a.service.ts': { lines: { total: 10, covered: 9 } },
      '/r/apps/server/src/app.ts': { lines: { total: 20, covered: 6 } },
    };
    const figures = areaFigures(
      summary,
      { 'apps/server/src/**': 10, 'apps/server/src/modules/**': 80, 'x/**': 0 },
      '/r',
    );
    expect(figures.map((f) => [f.glob, f.covered, f.total, f.pct])).toEqual([
      ['apps/server/src/**', 15, 30, 50],
      ['apps/server/src/modules/**', 9, 10, 90],
      ['x/**', 0, 0, 100],
    ]);
  });
});
