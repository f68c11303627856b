import type { Plugin } from 'vite';
import { type GraphInfo, SKIPPED } from './sign-in-chunk';

/** Loaded with both shells (app/router/app-routes.tsx): the query cache and the dates' locale. */
const SHELL = /[\\/]src[\\/](core[\\/]query-provider\.tsx|shared[\\/]dayjs-locale\.ts)$/;
const learnerPage = (names: string) =>
  new RegExp(`[\\\\/]src[\\\\/]areas[\\\\/]learner[\\\\/]pages[\\\\/](${names})[\\\\/]index\\.tsx$`);

/**
 * The pages whose first load matters most (issue 28), by who uses them. `learner`: the learner shell with
 * the home page (exam list) and the course list; `admin`: the admin shell with its dashboard; `exam`: the
 * exam page; `course`: the course view.
 */
export const AREA_ROOTS: Record<AreaUser, RegExp[]> = {
  learner: [/[\\/]src[\\/]areas[\\/]learner[\\/]layout[\\/]index\.tsx$/, learnerPage('exam-list|course-list'), SHELL],
  admin: [
    /[\\/]src[\\/]areas[\\/]admin[\\/]layout[\\/]index\.tsx$/,
    /[\\/]src[\\/]areas[\\/]admin[\\/]pages[\\/]dashboard[\\/]index\.tsx$/,
    SHELL,
  ],
  exam: [learnerPage('exam-start')],
  course: [learnerPage('course-view')],
};
/** Where the build says which chunk holds each page and layout (src path -> chunk file). */
export const MODULE_CHUNKS = '.vite/module-chunks.json';
const PAGE_OR_LAYOUT = /[/](src[/]areas[/][^/]+[/](?:layout|pages[/][^/]+)[/]index\.tsx)$/;
export type AreaUser = 'learner' | 'admin' | 'exam' | 'course';

/**
 * The chunk of a module by the set of root groups reaching it statically, in the order the groups take their
 * modules (`AREA_CHUNKS`, highest priority first): each group also takes the modules its modules import that
 * no earlier group took (antd's components, reached through antd's barrel, which the closure does not follow),
 * so a chunk imports only earlier chunks: a learner page never downloads the admin chunk.
 * - `learner`: the learner shell, home and course list, what they share with any other root, and what the
 *   exam page and the course view share;
 * - `exam`, `course`: the exam page, the course view (what the learner chunk does not have already);
 * - `admin`: the admin shell and dashboard (what no learner page has already).
 */
export function areaOf(users: ReadonlySet<AreaUser>): string | null {
  if (users.has('learner') || (users.has('exam') && users.has('course'))) return 'learner';
  if (users.has('exam')) return 'exam';
  if (users.has('course')) return 'course';
  if (users.has('admin')) return 'admin';
  return null;
}

/** The chunks, in the order they take their modules. */
export const AREA_CHUNKS = ['learner', 'exam', 'course', 'admin'] as const;

/** Module id -> chunk name for every module the roots reach through static imports. Exported for its test. */
export function areaChunks(ids: Iterable<string>, info: (id: string) => GraphInfo | null): Map<string, string> {
  const all = [...ids];
  const users = new Map<string, Set<AreaUser>>();
  for (const [user, roots] of Object.entries(AREA_ROOTS) as [AreaUser, RegExp[]][]) {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || SKIPPED.test(id)) return;
      seen.add(id);
      const set = users.get(id) ?? new Set<AreaUser>();
      users.set(id, set);
      set.add(user);
      for (const dep of info(id)?.importedIds ?? []) visit(dep);
    };
    for (const id of all) if (roots.some((r) => r.test(id))) visit(id);
  }
  const chunks = new Map<string, string>();
  for (const [id, set] of users) {
    const name = areaOf(set);
    if (name) chunks.set(id, name);
  }
  return chunks;
}

/**
 * Issue 28: a learner page downloaded about 55-75 files before it showed anything (antd's pieces, each a
 * chunk of its own under 2 KB), the admin pages 90-100, and on a slow network each file waits for a free
 * connection (six per site over HTTP/1.1): 10-17 s on Fast 3G. This groups the modules of the pages that
 * matter most into three chunks by who uses them (`areaOf`); the sign-in chunk and React keep theirs (higher
 * priority), every other page imports what it shares with them from these chunks. The groups' priorities
 * must follow `AREA_CHUNKS` (vite.config.ts).
 */
export function areaChunksPlugin(): { plugin: Plugin; groups: { name: string; test: (id: string) => boolean }[] } {
  let chunks = new Map<string, string>();
  const plugin: Plugin = {
    name: 'area-chunks',
    apply: 'build',
    buildEnd() {
      chunks = areaChunks(this.getModuleIds(), (id) => this.getModuleInfo(id));
    },
    // A page merged into a group chunk has no entry of its own in Vite's manifest: the budgets
    // (scripts/bundle-budget.ts) find its chunk here.
    generateBundle(_options, bundle) {
      const where: Record<string, string> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const src = PAGE_OR_LAYOUT.exec(id.split('\\').join('/'))?.[1];
          if (src) where[src] = chunk.fileName;
        }
      }
      this.emitFile({ type: 'asset', fileName: MODULE_CHUNKS, source: `${JSON.stringify(where, null, 1)}\n` });
    },
  };
  const groups = AREA_CHUNKS.map((name) => ({ name, test: (id: string) => chunks.get(id) === name }));
  return { plugin, groups };
}
