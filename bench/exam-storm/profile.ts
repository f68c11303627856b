import fs from 'node:fs';
import path from 'node:path';

/** Summary of a V8 .cpuprofile (written by `node --cpu-prof` when a server process exits). */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

/** Monotonic clock in microseconds: the clock of V8's profile timestamps (CLOCK_MONOTONIC on Linux). */
export const monoUs = () => Number(process.hrtime.bigint() / 1000n);

/** A frame's file, short: `pkg/path` inside node_modules, `apps/...` for ours, `node:...` for Node's. */
function shortUrl(url: string): string {
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) return url.slice(nm + 'node_modules/'.length);
  const i = url.search(/\/(apps|packages|bench)\//);
  if (i >= 0) return url.slice(i + 1);
  return url.replace(/^file:\/\//, '');
}

/** Where a frame lives: an npm package, a file of ours, or V8/Node. */
function areaOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  if (url.startsWith('node:')) return 'node:internals';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? url);
  }
  return shortUrl(url);
}

/**
 * Cost centres: inclusive time (a frame and everything it calls synchronously) of the frames that tell
 * where a request's CPU goes. Matched by function name and a piece of the file path.
 */
const CENTRES: Array<[label: string, fn: string, file: string]> = [
  ['drizzle: build SQL text and params per query', 'startActiveSpan', 'drizzle-orm/'],
  ['pg: send a query (Query.submit, socket write)', 'submit', 'pg/lib/query'],
  ['socket reads: HTTP, pg and ws data in', 'onStreamRead', 'stream_base_commons'],
  ['fastify: write the response (writePayload)', 'writePayload', 'fastify/'],
  ['http: parse a request (parserOnIncoming)', 'parserOnIncoming', '_http_server'],
  ['zod: validate the body (safeParse)', 'safeParse', 'zod/'],
  ['sessions.resolve (token hash + cache)', 'resolve', 'plugins/auth/sessions'],
  ['paper.service fillAnswer (sync part)', 'fillAnswer', 'paper.service'],
  ['paper.service createPaper (sync part)', 'createPaper', 'paper.service'],
  ['ws: socket frames (Receiver)', 'write', 'ws/lib/receiver'],
  ['garbage collector', '(garbage collector)', ''],
];

export function summarizeProfile(file: string, window?: { fromUs: number; toUs: number }, top = 15): string {
  const prof = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(prof.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  let at = prof.startTime;
  // Stretches of consecutive samples: garbage collection (a pause of the event loop) and busy (no idle).
  const gcStretches: number[] = [];
  let gcRun = 0;
  let busyRun = 0;
  let longestBusy = 0;
  prof.samples.forEach((id, i) => {
    const d = prof.timeDeltas[i] ?? 0;
    at += d;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    self.set(id, (self.get(id) ?? 0) + d);
    const fn = byId.get(id)?.callFrame.functionName;
    if (fn === '(garbage collector)') gcRun += d;
    else if (gcRun) {
      gcStretches.push(gcRun);
      gcRun = 0;
    }
    busyRun = fn === '(idle)' ? 0 : busyRun + d;
    longestBusy = Math.max(longestBusy, busyRun);
  });
  if (gcRun) gcStretches.push(gcRun);
  gcStretches.sort((a, b) => b - a);
  const totalUs = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const idleUs = [...self.entries()]
    .filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
    .reduce((a, [, v]) => a + v, 0);
  const busyUs = totalUs - idleUs;
  const secs = window ? (window.toUs - window.fromUs) / 1e6 : (prof.endTime - prof.startTime) / 1e6;
  const head = `${path.basename(file)}: ${secs.toFixed(0)} s, busy ${(busyUs / 1e6).toFixed(1)} s (${((busyUs / totalUs) * 100).toFixed(0)}% of one core)`;
  if (busyUs < 1e6) return `${head}: a helper thread, skipped`;

  const selfByFn = new Map<string, number>();
  const selfByArea = new Map<string, number>();
  for (const [id, us] of self) {
    const cf = byId.get(id)!.callFrame;
    if (cf.functionName === '(idle)') continue;
    const area = areaOf(cf.url, cf.functionName);
    const key = `${cf.functionName || '(anonymous)'}  ${cf.url ? shortUrl(cf.url) : ''}`;
    selfByFn.set(key, (selfByFn.get(key) ?? 0) + us);
    selfByArea.set(area, (selfByArea.get(area) ?? 0) + us);
  }

  // Inclusive time per cost centre, counting only the outermost frame of a centre on a stack.
  const inclOf = new Map<number, number>();
  const totalOf = (id: number): number => {
    const cached = inclOf.get(id);
    if (cached !== undefined) return cached;
    const n = byId.get(id)!;
    const t = (self.get(id) ?? 0) + (n.children ?? []).reduce((a, c) => a + totalOf(c), 0);
    inclOf.set(id, t);
    return t;
  };
  const centre = new Map<string, number>();
  const walk = (id: number, open: Set<string>) => {
    const n = byId.get(id)!;
    const { functionName: fn, url } = n.callFrame;
    const c = CENTRES.find(([, f, u]) => f === fn && url.includes(u));
    const entering = c && !open.has(c[0]);
    if (c && entering) {
      centre.set(c[0], (centre.get(c[0]) ?? 0) + totalOf(id));
      open.add(c[0]);
    }
    for (const ch of n.children ?? []) walk(ch, open);
    if (c && entering) open.delete(c[0]);
  };
  const root = prof.nodes[0];
  if (root) walk(root.id, new Set());

  const pct = (us: number) => `${((us / busyUs) * 100).toFixed(1).padStart(5)}%`;
  const lines = [`${head}; shares are of busy time`];
  lines.push(
    `  longest garbage-collection stretches ${gcStretches
      .slice(0, 3)
      .map((us) => `${(us / 1000).toFixed(0)} ms`)
      .join(', ')}; longest stretch without idle ${(longestBusy / 1000).toFixed(0)} ms`,
  );
  lines.push('  cost centres (inclusive, synchronous):');
  for (const [label] of CENTRES) {
    const us = centre.get(label) ?? 0;
    if (us) lines.push(`    ${pct(us)}  ${label}`);
  }
  lines.push('  self time by module:');
  for (const [k, us] of [...selfByArea.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
    lines.push(`    ${pct(us)}  ${k}`);
  }
  lines.push('  self time by function:');
  for (const [k, us] of [...selfByFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    lines.push(`    ${pct(us)}  ${k}`);
  }
  return lines.join('\n');
}

export function profilesIn(dir: string): string[] {
  try {
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(dir, f));
  } catch {
    return [];
  }
}
