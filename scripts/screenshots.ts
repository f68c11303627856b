/**
 * `npm run screenshots`: the browser tests write every screenshot they take to `.tmp/screenshots/`; this
 * copies the ones the gallery (`docs/screenshots/README.md`) shows into `docs/screenshots/` and removes the
 * pictures it no longer shows, so the committed copies are exactly the gallery's and current.
 *
 *   npm run screenshots                       # browser tests, then the copy
 *   npm run screenshots:copy [-- --from DIR]  # the copy alone, from an earlier run (default .tmp/screenshots)
 *
 * Exits 1 when the gallery names a picture the run did not take (a renamed or removed shot).
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
export const GALLERY_DIR = path.join(ROOT, 'docs/screenshots');

/** The pictures a gallery page shows: `![caption](name.png)`, in order, each once. */
export function galleryShots(markdown: string): string[] {
  const names = [...markdown.matchAll(/!\[[^\]]*\]\(([^)\s]+\.png)\)/g)].map((m) => m[1] as string);
  return [...new Set(names)].filter((n) => !n.includes('/') && !n.startsWith('.'));
}

export interface CopyPlan {
  copy: string[];
  missing: string[];
  remove: string[];
}

/** What to copy from a run's folder and what to remove from the gallery's folder. */
export function planCopy(wanted: string[], taken: Set<string>, present: string[]): CopyPlan {
  const want = new Set(wanted);
  return {
    copy: wanted.filter((n) => taken.has(n)),
    missing: wanted.filter((n) => !taken.has(n)),
    remove: present.filter((n) => n.endsWith('.png') && !want.has(n)),
  };
}

function main() {
  const i = process.argv.indexOf('--from');
  const from = path.resolve(ROOT, i > 0 ? (process.argv[i + 1] ?? '') : '.tmp/screenshots');
  const wanted = galleryShots(fs.readFileSync(path.join(GALLERY_DIR, 'README.md'), 'utf8'));
  const taken = new Set(fs.existsSync(from) ? fs.readdirSync(from) : []);
  const plan = planCopy(wanted, taken, fs.readdirSync(GALLERY_DIR));
  for (const n of plan.copy) fs.copyFileSync(path.join(from, n), path.join(GALLERY_DIR, n));
  for (const n of plan.remove) fs.rmSync(path.join(GALLERY_DIR, n));
  console.log(
    `screenshots: ${plan.copy.length} copied from ${path.relative(ROOT, from) || from}, ${plan.remove.length} removed`,
  );
  if (plan.missing.length) {
    console.error(`the gallery shows pictures this run did not take: ${plan.missing.join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) main();
