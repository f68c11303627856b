import type { Plugin } from 'vite';

/** The sign-in pages, loaded lazily by the entry (app/router/public-routes.tsx). */
const SIGN_IN_PAGE = /[\\/]src[\\/]areas[\\/]auth[\\/]pages[\\/](login|register|forgot)[\\/]index\.tsx$/;

/** Barrels (antd's, the icons', the contracts') and zod: never followed, or a group would take all of them. */
export const SKIPPED =
  /[\\/](antd[\\/]es[\\/]index\.js|@ant-design[\\/]icons[\\/]es[\\/](icons[\\/])?index\.js|contracts[\\/]src[\\/](endpoints[\\/])?index\.ts|node_modules[\\/]zod[\\/].*)$/;

const ROLLDOWN_RUNTIME = '\0rolldown/runtime.js';

export interface GraphInfo {
  isEntry: boolean;
  importedIds: readonly string[];
}

/**
 * The modules the entry and the three sign-in pages reach through static imports (the entry module itself
 * left out: it stays the entry chunk). Exported for its test.
 */
export function signInClosure(ids: Iterable<string>, info: (id: string) => GraphInfo | null): Set<string> {
  const all = [...ids];
  const roots = all.filter((id) => info(id)?.isEntry || SIGN_IN_PAGE.test(id));
  const closure = new Set<string>();
  const visit = (id: string) => {
    if (closure.has(id) || SKIPPED.test(id)) return;
    closure.add(id);
    for (const dep of info(id)?.importedIds ?? []) visit(dep);
  };
  for (const id of roots) visit(id);
  // The entry (index.html) and what it names itself (main.tsx) stay the entry chunk.
  for (const id of roots.filter((r) => info(r)?.isEntry)) {
    closure.delete(id);
    for (const dep of info(id)?.importedIds ?? []) closure.delete(dep);
  }
  return closure;
}

/**
 * Issue 28: on Fast 3G each request before the sign-in form works costs a round trip of 562.5 ms, and the
 * automatic splitting gave the sign-in about 60 files (antd's small shared pieces, each its own chunk). This
 * puts everything the sign-in needs (React aside: its own group, cached across releases) into one chunk,
 * `sign-in`, the three sign-in pages included, so the form needs the entry, React, this chunk and the CSS.
 * Other pages import what they share with it from that chunk. The set is computed from the module graph once
 * it is complete (`buildEnd`), before the chunks are made; `group` is the codeSplitting group reading it.
 */
export function signInChunk(): { plugin: Plugin; group: { name: string; test: (id: string) => boolean } } {
  let closure = new Set<string>();
  const plugin: Plugin = {
    name: 'sign-in-chunk',
    apply: 'build',
    buildEnd() {
      closure = signInClosure(this.getModuleIds(), (id) => this.getModuleInfo(id));
    },
  };
  // Rolldown's runtime helpers (a module of their own every chunk imports) come with it too.
  return { plugin, group: { name: 'sign-in', test: (id) => closure.has(id) || id === ROLLDOWN_RUNTIME } };
}
