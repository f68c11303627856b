/**
 * The import boundaries, checked over the import graph (scripts/import-graph.ts) by CI (`npm run lint`):
 * - learner and admin areas of the web do not import each other;
 * - contracts import nothing of ours;
 * - drizzle (any subpath) is imported only by `*.queries.ts` and `db/` (and test code, which arranges rows);
 * - `lib/` imports no module, plugin, job or the app context (it is the bottom layer);
 * - no import cycle between units (a server module folder, lib, plugins, realtime, jobs, db, a top-level
 *   file; a web page, api, app, shared folder), type-only imports included.
 * Exits 1 and prints each violation. `checkBoundaries(root)` is what the test of the checker calls.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ImportEdge, importGraph } from './import-graph.ts';

export interface Violation {
  rule: string;
  detail: string;
}

const isTest = (f: string) => /\.test\.tsx?$/.test(f) || f.startsWith('apps/server/test/') || f.includes('/src/test/');

/** The unit a file belongs to for the cycle rule, or null when it is outside the rule (tests, contracts). */
export function unitOf(file: string): string | null {
  if (isTest(file) || !file.startsWith('apps/')) return null;
  const m =
    /^apps\/server\/src\/modules\/([^/]+)\//.exec(file) ?? /^apps\/web\/src\/areas\/([^/]+\/pages\/[^/]+)\//.exec(file);
  if (m) return m[0].slice(0, -1);
  return file.replace(/\.tsx?$/, '').replace(/\/index$/, '');
}

function ruleViolations(edges: ImportEdge[]): Violation[] {
  const out: Violation[] = [];
  const at = (e: ImportEdge) => `${e.from} imports '${e.spec}'`;
  for (const e of edges) {
    const to = e.to ?? '';
    for (const [a, b] of [
      ['learner', 'admin'],
      ['admin', 'learner'],
    ]) {
      if (e.from.startsWith(`apps/web/src/areas/${a}/`) && to.startsWith(`apps/web/src/areas/${b}/`)) {
        out.push({ rule: 'learner and admin areas do not import each other', detail: at(e) });
      }
    }
    if (
      e.from.startsWith('packages/contracts/') &&
      (e.spec.startsWith('@xuekao/') || (e.to && !to.startsWith('packages/contracts/')))
    ) {
      out.push({ rule: 'contracts import nothing of ours', detail: at(e) });
    }
    if (/^drizzle-orm(\/|$)/.test(e.spec)) {
      const allowed =
        e.from.endsWith('.queries.ts') ||
        e.from.startsWith('apps/server/src/db/') ||
        isTest(e.from) ||
        e.from.startsWith('apps/server/scripts/');
      if (!allowed) out.push({ rule: 'only *.queries.ts and db/ import drizzle', detail: at(e) });
    }
    if (e.from.startsWith('apps/server/src/lib/') && e.to && !isTest(e.from)) {
      const inside = to.startsWith('apps/server/src/lib/') || to.startsWith('packages/contracts/');
      if (!inside) out.push({ rule: 'lib/ imports nothing but lib/ and contracts', detail: at(e) });
    }
  }
  return out;
}

/** Strongly connected components of more than one unit (Tarjan). */
function cycles(edges: ImportEdge[]): Violation[] {
  const next = new Map<string, Map<string, ImportEdge>>();
  for (const e of edges) {
    if (!e.to) continue;
    const a = unitOf(e.from);
    const b = unitOf(e.to);
    if (!a || !b || a === b) continue;
    if (!next.has(a)) next.set(a, new Map());
    if (!next.get(a)!.has(b)) next.get(a)!.set(b, e);
  }
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: Violation[] = [];
  const strong = (v: string): void => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v)?.keys() ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) !== idx.get(v)) return;
    const comp: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      comp.push(w);
    } while (w !== v);
    if (comp.length < 2) return;
    const inComp = new Set(comp);
    const links = comp.flatMap((a) =>
      [...(next.get(a) ?? [])]
        .filter(([b]) => inComp.has(b))
        .map(([b, e]) => `${a} -> ${b} (${e.from} imports '${e.spec}')`),
    );
    out.push({
      rule: 'no import cycle between units',
      detail: `${comp.sort().join(', ')}:\n    ${links.join('\n    ')}`,
    });
  };
  for (const v of next.keys()) if (!idx.has(v)) strong(v);
  return out;
}

export function checkBoundaries(root: string): Violation[] {
  const edges = importGraph(root);
  return [...ruleViolations(edges), ...cycles(edges)];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const found = checkBoundaries(root);
  for (const v of found) console.error(`✗ ${v.rule}: ${v.detail}`);
  if (found.length > 0) {
    console.error(`${found.length} boundary violation(s); see docs/CONVENTIONS.md#boundaries`);
    process.exit(1);
  }
  console.log('import boundaries hold');
}
