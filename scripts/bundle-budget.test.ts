import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { classicScripts, type Manifest, SIGN_IN_MAX_FILES, weighRoutes } from './bundle-budget.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'));
const web = path.join(dir, 'web');
const dist = path.join(dir, 'dist');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Random bytes do not compress: their gzipped size is about their size. */
function asset(name: string, kb: number): string {
  fs.mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
  fs.writeFileSync(
    path.join(dist, name),
    Buffer.from(Array.from({ length: kb * 1024 }, () => Math.floor(Math.random() * 256))),
  );
  return name;
}
const gz = (name: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, name)), { level: 9 }).length;

function page(area: string, name: string) {
  const file = path.join(web, `src/areas/${area}/pages/${name}/index.tsx`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'export default 1;');
  return `src/areas/${area}/pages/${name}/index.tsx`;
}

describe('bundle budgets', () => {
  const entry = asset('assets/index.js', 100);
  const vendor = asset('assets/vendor.js', 60);
  const css = asset('assets/index.css', 2);
  const heavy = asset('assets/heavy.js', 300);
  const admin = asset('assets/admin-layout.js', 20);
  const learner = asset('assets/learner-layout.js', 10);
  const dash = asset('assets/dashboard.js', 30);
  const echarts = asset('assets/echarts.js', 200);
  const zodNoEval = asset('zod-no-eval.js', 1);
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<script src="/zod-no-eval.js"></script><script type="module" src="/assets/index.js"></script>',
  );
  for (const [a, n] of [
    ['auth', 'login'],
    ['auth', 'register'],
    ['auth', 'forgot'],
    ['learner', 'exam-list'],
    ['learner', 'exam-start'],
    ['learner', 'course-view'],
    ['admin', 'dashboard'],
    ['admin', 'sys-user'],
  ])
    page(a, n);
  const manifest: Manifest = {
    'index.html': {
      file: entry,
      isEntry: true,
      imports: ['_vendor.js'],
      css: [css],
      dynamicImports: ['src/areas/admin/layout/index.tsx'],
    },
    '_vendor.js': { file: vendor },
    '_heavy.js': { file: heavy },
    'src/areas/admin/layout/index.tsx': { file: admin, isDynamicEntry: true, imports: ['_vendor.js'] },
    'src/areas/learner/layout/index.tsx': { file: learner, isDynamicEntry: true },
    'src/areas/admin/pages/dashboard/index.tsx': { file: dash, isDynamicEntry: true, dynamicImports: ['_echarts.js'] },
    '_echarts.js': { file: echarts },
    'src/areas/admin/pages/sys-user/index.tsx': { file: dash, isDynamicEntry: true, imports: ['_heavy.js'] },
  };
  fs.mkdirSync(path.join(dist, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  const base = gz(entry) + gz(vendor) + gz(css) + gz(zodNoEval);

  it('counts the entry, its static imports, its CSS and the classic scripts; pages built into the entry add nothing', () => {
    const login = weighRoutes(dist, web).find((g) => g.name === 'login/register/forgot');
    expect(login?.worst.bytes).toBe(base);
    expect(login?.ok).toBe(true);
  });

  it('adds the shell and the page with their static imports, never their dynamic imports', () => {
    const dashboard = weighRoutes(dist, web).find((g) => g.name === 'admin dashboard');
    expect(dashboard?.worst.files).not.toContain(echarts);
    expect(dashboard?.worst.bytes).toBe(base + gz(admin) + gz(dash));
  });

  it('reports the heaviest route of a group and fails a group over its budget', () => {
    const groups = weighRoutes(dist, web);
    const others = groups.find((g) => g.name === 'other admin pages');
    expect(others?.worst.path).toBe('admin/sys-user');
    expect(others?.budgetKb).toBe(800);
    expect(groups.find((g) => g.name === 'learner home')?.ok).toBe(true);
  });

  it('fails the sign-in when it needs more JS + CSS files than its cap, however small they are', () => {
    const login = () => weighRoutes(dist, web).find((g) => g.name === 'login/register/forgot');
    expect(login()?.maxFiles).toBe(SIGN_IN_MAX_FILES);
    expect(login()?.mostFiles.files).toHaveLength(4);
    const file = path.join(dist, '.vite/manifest.json');
    const extra = Array.from({ length: SIGN_IN_MAX_FILES - 3 }, (_, i) => `_piece${i}.js`);
    const crowded: Manifest = {
      ...manifest,
      'index.html': { ...manifest['index.html'], imports: ['_vendor.js', ...extra] },
      ...Object.fromEntries(extra.map((k, i) => [k, { file: asset(`assets/piece${i}.js`, 0) }])),
    };
    fs.writeFileSync(file, JSON.stringify(crowded));
    try {
      expect(login()?.mostFiles.files).toHaveLength(SIGN_IN_MAX_FILES + 1);
      expect(login()?.ok).toBe(false);
    } finally {
      fs.writeFileSync(file, JSON.stringify(manifest));
    }
  });

  it('finds a page merged into a named chunk through the chunks the build lists (.vite/module-chunks.json)', () => {
    const course = () => weighRoutes(dist, web).find((g) => g.name === 'learner course view');
    expect(course()?.worst.bytes).toBe(base + gz(learner));
    const file = path.join(dist, '.vite/module-chunks.json');
    fs.writeFileSync(file, JSON.stringify({ 'src/areas/learner/pages/course-view/index.tsx': heavy }));
    try {
      expect(course()?.worst.files).toContain(heavy);
      expect(course()?.worst.bytes).toBe(base + gz(learner) + gz(heavy));
    } finally {
      fs.rmSync(file);
    }
  });

  it('refuses a page that neither is in the manifest nor exists', () => {
    fs.rmSync(path.join(web, 'src/areas/learner/pages/exam-start'), { recursive: true });
    expect(() => weighRoutes(dist, web)).toThrow(/exam-start.*does not exist/);
  });

  it('finds the classic scripts of index.html, not the module ones', () => {
    expect(
      classicScripts('<script src="/a.js"></script><script type="module" crossorigin src="/b.js"></script>'),
    ).toEqual(['a.js']);
  });
});
