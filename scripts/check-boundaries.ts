/**
 * The import boundaries, checked over the import graph (scripts/import-graph.ts) by CI (`npm run lint`):
 * - learner and admin areas of the web do not import each other;
 * - the web's floors: imports go app -> areas -> shared -> api -> core (core/ and i18n/ are the ground), never
 *   up (`webFloor`);
 * - contracts import nothing of ours;
 * - drizzle (any subpath) is imported only by `*.queries.ts` and `db/` (and test code, which arranges rows);
 * - `lib/` imports no module, plugin, job or the app context (it is the bottom layer);
 * - no import cycle between units (a server module folder, a web page folder, any other file alone; test
 *   code is outside this rule), type-only imports included;
 * - no import circle between files anywhere (test code included), type-only imports included: printed as
 *   `a.ts -> b.ts -> a.ts`.
 * Exits 1 and prints each violation. `checkBoundaries(root)` is what the test of the checker calls.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { circleOf, cyclicComponents } from './graph-cycles.ts';
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

/** Floors of the web, lowest first; main.tsx, sw/ and app/ are the roof. Test code is outside the rule. */
const WEB_FLOORS: [prefix: string, floor: number, name: string][] = [
  ['core/', 0, 'core'],
  ['i18n/', 0, 'core'],
  ['api/', 1, 'api'],
  ['shared/', 2, 'shared'],
  ['areas/', 3, 'areas'],
];

/** A web file's floor, or null outside the web or for test code. */
export function webFloor(file: string): { floor: number; name: string } | null {
  if (!file.startsWith('apps/web/src/') || isTest(file)) return null;
  const rel = file.slice('apps/web/src/'.length);
  const hit = WEB_FLOORS.find(([prefix]) => rel.startsWith(prefix));
  return hit ? { floor: hit[1], name: hit[2] } : { floor: 4, name: 'app' };
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
    const [a, b] = [webFloor(e.from), e.to ? webFloor(to) : null];
    if (a && b && b.floor > a.floor) {
      out.push({ rule: `web floors: ${a.name} does not import ${b.name}`, detail: at(e) });
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

/** Cycles between units: the unit graph's strongly connected components, with the imports linking them. */
function unitCycles(edges: ImportEdge[]): Violation[] {
  const next = new Map<string, Map<string, ImportEdge>>();
  for (const e of edges) {
    if (!e.to) continue;
    const a = unitOf(e.from);
    const b = unitOf(e.to);
    if (!a || !b || a === b) continue;
    if (!next.has(a)) next.set(a, new Map());
    if (!next.get(a)!.has(b)) next.get(a)!.set(b, e);
  }
  const graph = new Map([...next].map(([a, to]) => [a, [...to.keys()]]));
  return cyclicComponents(graph).map((comp) => {
    const inComp = new Set(comp);
    const links = comp.flatMap((a) =>
      [...(next.get(a) ?? [])]
        .filter(([b]) => inComp.has(b))
        .map(([b, e]) => `${a} -> ${b} (${e.from} imports '${e.spec}')`),
    );
    return { rule: 'no import cycle between units', detail: `${comp.join(', ')}:\n    ${links.join('\n    ')}` };
  });
}

/**
 * Circles between files, anywhere in the graph (test code, e2e, bench and scripts included: a circle there
 * is as hard to follow). Every import counts: static, re-export, dynamic and type-only. Type-only ones too
 * because they cost nothing to cut: of the five circles the rule found when it came (issue 31), two ran one
 * way through `import type` only, and each was cut by moving the shared types into a file both sides import
 * (battle/match/battle-types.ts, contracts messages-en/catalogue.ts), the same move a value import needs.
 */
function fileCircles(edges: ImportEdge[]): Violation[] {
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!e.to || e.to === e.from) continue;
    if (!graph.has(e.from)) graph.set(e.from, new Set());
    graph.get(e.from)!.add(e.to);
  }
  return cyclicComponents(graph).map((comp) => {
    const circle = circleOf(graph, comp);
    const others = comp.filter((f) => !circle.includes(f));
    const more = others.length > 0 ? ` (tangled with ${others.join(', ')})` : '';
    return { rule: 'no import circle between files', detail: `${circle.join(' -> ')}${more}` };
  });
}

export function checkBoundaries(root: string): Violation[] {
  const edges = importGraph(root);
  return [...ruleViolations(edges), ...unitCycles(edges), ...fileCircles(edges)];
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
