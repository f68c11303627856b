import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY_DIR, galleryShots, planCopy } from './screenshots.ts';

describe('screenshots', () => {
  it('reads the gallery’s pictures once each, in order, only plain names', () => {
    const md = '![登录](login.png) ![x](../a.png) | ![课程](course-list.png) ![again](login.png) [link](b.png)';
    expect(galleryShots(md)).toEqual(['login.png', 'course-list.png']);
  });

  it('copies what the run took, names what it did not, removes what the gallery no longer shows', () => {
    const plan = planCopy(['a.png', 'b.png'], new Set(['a.png', 'c.png']), ['a.png', 'old.png', 'README.md']);
    expect(plan).toEqual({ copy: ['a.png'], missing: ['b.png'], remove: ['old.png'] });
  });

  it('every picture the gallery and the README show is committed', () => {
    const shown = [
      ...galleryShots(fs.readFileSync(path.join(GALLERY_DIR, 'README.md'), 'utf8')),
      ...[
        ...fs
          .readFileSync(path.join(GALLERY_DIR, '../../README.md'), 'utf8')
          .matchAll(/docs\/screenshots\/([\w.-]+\.png)/g),
      ].map((m) => m[1] as string),
    ];
    expect(shown.length).toBeGreaterThan(20);
    expect(shown.filter((n) => !fs.existsSync(path.join(GALLERY_DIR, n)))).toEqual([]);
  });
});
