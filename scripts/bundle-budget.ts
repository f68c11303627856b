/**
 * Page weight budgets of the web app (issue 17): the gzipped JavaScript + CSS a route downloads before it is
 * usable, measured on the production build through Vite's manifest (`build.manifest: true`, dist/.vite/manifest.json).
 *
 * A route loads: the classic scripts of index.html (zod-no-eval.js), the entry chunk and everything it imports
 * statically, and for a menu route the shell layout and the page (both lazy chunks) with their static imports.
 * Dynamic imports inside a page (ECharts, hls.js, pdf.js, the rich editor) are not counted: they load on use.
 * Sizes are deterministic for a given build, so `checkBudgets` is a test (e2e/tests/bundle-budget.spec.ts) and
 * `bench/bundle.ts` prints the same figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const KB = 1024;
/** Issue 28: JS + CSS files the sign-in may download before it is usable (each one a round trip on Fast 3G). */
export const SIGN_IN_MAX_FILES = 12;
/** Issue 28's sign-in target (gzip KB of JS + CSS); not reached yet: the budget below is what holds today. */
export const SIGN_IN_TARGET_KB = 150;
const ADMIN_LAYOUT = 'src/areas/admin/layout/index.tsx';
const LEARNER_LAYOUT = 'src/areas/learner/layout/index.tsx';
const page = (area: string, name: string) => `src/areas/${area}/pages/${name}/index.tsx`;

/** A route: its path (for the report) and the lazy modules it loads besides the entry. */
export interface BudgetRoute {
  path: string;
  lazy: string[];
}

/** A group of routes held to one budget (the heaviest route of the group counts); no budget: reported only. */
export interface RouteGroup {
  name: string;
  budgetKb?: number;
  /** At most this many JS + CSS files before the route is usable (the route with the most counts). */
  maxFiles?: number;
  routes: BudgetRoute[];
}

/** The product's route groups; "other admin pages" is every other admin page found in the manifest. */
export function routeGroups(manifest: Manifest): RouteGroup[] {
  const adminPages = Object.keys(manifest)
    .map((k) => /^src\/areas\/admin\/pages\/([^/]+)\/index\.tsx$/.exec(k)?.[1])
    .filter((n): n is string => Boolean(n) && n !== 'dashboard')
    .sort();
  return [
    {
      name: 'login/register/forgot',
      budgetKb: 250,
      maxFiles: SIGN_IN_MAX_FILES,
      routes: ['login', 'register', 'forgot'].map((n) => ({ path: `/${n}`, lazy: [page('auth', n)] })),
    },
    // Issue 28: the learner and admin pages come in a few named chunks (apps/web/build/area-chunks.ts): the
    // home page went from 47 files to 8 for 31 KB more (learner home was 350 KB); the file caps keep it so.
    {
      name: 'learner home',
      budgetKb: 360,
      maxFiles: 10,
      routes: [{ path: '/web/index', lazy: [LEARNER_LAYOUT, page('learner', 'exam-list')] }],
    },
    {
      name: 'learner exam page',
      budgetKb: 400,
      maxFiles: 12,
      routes: [{ path: '/web/exam/start/:id', lazy: [LEARNER_LAYOUT, page('learner', 'exam-start')] }],
    },
    {
      name: 'learner course view',
      budgetKb: 420,
      maxFiles: 12,
      routes: [{ path: '/web/course/view/:courseId', lazy: [LEARNER_LAYOUT, page('learner', 'course-view')] }],
    },
    {
      name: 'admin dashboard',
      budgetKb: 600,
      maxFiles: 16,
      routes: [{ path: '/admin/dashboard', lazy: [ADMIN_LAYOUT, page('admin', 'dashboard')] }],
    },
    {
      name: 'other admin pages',
      budgetKb: 800,
      routes: adminPages.map((n) => ({ path: `admin/${n}`, lazy: [ADMIN_LAYOUT, page('admin', n)] })),
    },
  ];
}

/** Static closure of manifest keys: the chunks' files and their CSS. */
function collect(manifest: Manifest, key: string, files: Set<string>, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`bundle budget: ${key} is not in the manifest`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(manifest, dep, files, seen);
}

/** Classic scripts index.html loads before the app (`<script src="/x.js">` without type=module). */
export function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*type="module")[^>]*\ssrc="\/([^"]+)"/g)].map((m) => m[1]);
}

export interface RouteWeight {
  path: string;
  bytes: number;
  files: string[];
}
export interface GroupWeight {
  name: string;
  budgetKb?: number;
  maxFiles?: number;
  /** The heaviest route of the group. */
  worst: RouteWeight;
  /** The route of the group with the most files. */
  mostFiles: RouteWeight;
  routes: RouteWeight[];
  ok: boolean;
}

/**
 * Pages and layouts merged into a named chunk (apps/web/build/area-chunks.ts) have no manifest entry of
 * their own: the build lists their chunk in `.vite/module-chunks.json`. Answers src path -> manifest key.
 */
function mergedModules(distDir: string, manifest: Manifest): Map<string, string> {
  const file = path.join(distDir, '.vite/module-chunks.json');
  if (!fs.existsSync(file)) return new Map();
  const keyOf = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  const where = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
  return new Map(
    Object.entries(where).flatMap(([src, chunk]) => {
      const key = keyOf.get(chunk);
      return key ? [[src, key] as [string, string]] : [];
    }),
  );
}

/**
 * Weighs every route group of a built app. A lazy module missing from the manifest is in a named chunk when
 * `.vite/module-chunks.json` says so, else part of the entry (imported statically, e.g. the sign-in pages)
 * when its source file exists; otherwise it is an error, so a renamed page cannot silently weigh nothing.
 */
export function weighRoutes(distDir: string, webRoot: string): GroupWeight[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const merged = mergedModules(distDir, manifest);
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('bundle budget: the manifest has no entry');
  const base = classicScripts(fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  const sizes = new Map<string, number>();
  const gz = (file: string) => {
    let n = sizes.get(file);
    if (n === undefined) {
      n = zlib.gzipSync(fs.readFileSync(path.join(distDir, file)), { level: 9 }).length;
      sizes.set(file, n);
    }
    return n;
  };
  const weigh = (route: BudgetRoute): RouteWeight => {
    const files = new Set(base);
    const seen = new Set<string>();
    collect(manifest, entryKey, files, seen);
    for (const key of route.lazy) {
      if (manifest[key]) collect(manifest, key, files, seen);
      else if (merged.has(key)) collect(manifest, merged.get(key) as string, files, seen);
      else if (!fs.existsSync(path.join(webRoot, key))) throw new Error(`bundle budget: ${key} does not exist`);
    }
    const list = [...files].sort();
    return { path: route.path, files: list, bytes: list.reduce((sum, f) => sum + gz(f), 0) };
  };
  return routeGroups(manifest).map((g) => {
    const weights = g.routes.map(weigh);
    const worst = weights.reduce((a, b) => (b.bytes > a.bytes ? b : a));
    const mostFiles = weights.reduce((a, b) => (b.files.length > a.files.length ? b : a));
    return {
      name: g.name,
      budgetKb: g.budgetKb,
      maxFiles: g.maxFiles,
      worst,
      mostFiles,
      routes: weights,
      ok:
        (g.budgetKb === undefined || worst.bytes <= g.budgetKb * KB) &&
        (g.maxFiles === undefined || mostFiles.files.length <= g.maxFiles),
    };
  });
}

/** One line per group: total against budget, and the file count (against its cap when the group has one). */
export function formatWeights(groups: GroupWeight[]): string[] {
  return groups.map((g) => {
    const kb = (g.worst.bytes / KB).toFixed(1).padStart(7);
    const budget =
      g.budgetKb === undefined ? '   (no budget)' : ` / ${String(g.budgetKb).padStart(4)} KB ${g.ok ? 'ok' : 'OVER'}`;
    const n = g.mostFiles.files.length;
    const files = g.maxFiles === undefined ? `${n} files` : `${n} / ${g.maxFiles} files`;
    return `${g.name.padEnd(24)} ${kb} KB${budget}   ${files.padEnd(14)} heaviest: ${g.worst.path}`;
  });
}

/** The groups over their budget (empty when every budget is met). */
export function checkBudgets(distDir: string, webRoot: string): GroupWeight[] {
  return weighRoutes(distDir, webRoot).filter((g) => !g.ok);
}
