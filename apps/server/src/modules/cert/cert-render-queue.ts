import { randomUUID } from 'node:crypto';
import type { AppContext } from '@server/app-context.ts';
import { NotifyTmplCode } from '@xuekao/contracts';
import { sendMessageEach } from '../notify/notify-send.service.ts';
import { findIdsWithoutPdf, findUnrenderedGrants, type GrantDbRow } from './cert-grant.queries.ts';
import { renderGrants } from './cert-render.service.ts';

/**
 * Certificate PDFs are made in the background, after the grants are written and answered (issue 12 item
 * 8): a batch of 5,000 answers in seconds, not after minutes of rendering, and exam hand-in or course
 * completion never waits for a PDF. Each process renders its own queue one grant at a time (a render is
 * ~10-20 ms of CPU, and the loop yields between grants, so other calls keep being answered); the learner's
 * message goes once the grant's PDF exists. A grant whose render failed, or whose process died before
 * rendering it, is picked up by the sweep (`sweepUnrenderedGrants`) a few minutes later.
 */

interface Job {
  grants: GrantDbRow[];
  origin?: string;
  /** Tell the learners once rendered (grants made now; not for re-renders of old grants). */
  notify: boolean;
}
interface RenderQueue {
  jobs: Job[];
  running: Promise<void> | null;
}
const queues = new WeakMap<object, RenderQueue>();
const CHUNK = 200;

function queueOf(app: AppContext): RenderQueue {
  let q = queues.get(app.db);
  if (!q) {
    q = { jobs: [], running: null };
    queues.set(app.db, q);
  }
  return q;
}

/** Queues the PDFs (and messages) of grants just written; answers at once. */
export function enqueueCertRender(app: AppContext, grants: GrantDbRow[], origin?: string, notify = true): void {
  if (!grants.length) return;
  const q = queueOf(app);
  for (let i = 0; i < grants.length; i += CHUNK) q.jobs.push({ grants: grants.slice(i, i + CHUNK), origin, notify });
  if (!q.running) q.running = drain(app, q);
}

async function drain(app: AppContext, q: RenderQueue): Promise<void> {
  try {
    for (let job = q.jobs.shift(); job; job = q.jobs.shift()) {
      try {
        const rendered = await renderGrants(
          app,
          job.grants.map((g) => g.id),
          job.origin,
        );
        if (!job.notify) continue;
        // A grant not rendered is told later, by the sweep that renders it.
        await sendMessageEach(
          app,
          NotifyTmplCode.CERT_GRANT,
          job.grants
            .filter((g) => rendered.has(g.id))
            .map((g) => ({ userId: g.userId, vars: { certTitle: g.title, certNo: g.number } })),
        );
      } catch (err) {
        app.log.error({ err, grants: job.grants.length }, 'certificate PDFs or messages failed; the sweep retries');
      }
    }
  } finally {
    q.running = null;
  }
}

/** Grants waiting in this process's render queue (the /metrics gauge). */
export function certRenderBacklog(app: AppContext): number {
  return (queues.get(app.db)?.jobs ?? []).reduce((n, j) => n + j.grants.length, 0);
}

/** Resolves when this process's queue is empty (tests; a graceful stop). */
export async function certRendersIdle(app: AppContext): Promise<void> {
  const q = queueOf(app);
  while (q.running) await q.running;
}

const SWEEP_LOCK = 'cert:render-sweep';
/** Grants per sweep (a few seconds of rendering, well inside the lock's 300 s). */
const SWEEP_BATCH = 200;
/** Grants older than this without a PDF are rendered by the sweep (their own process had its chance). */
const SWEEP_AGE_MS = 2 * 60_000;

/**
 * Renders grants without a PDF made more than two minutes ago (a failed render, or a process that died
 * with grants in its queue) and tells their learners. One process sweeps at a time (a lock in the kv
 * store); answers how many were rendered.
 */
export async function sweepUnrenderedGrants(app: AppContext, now = new Date()): Promise<number> {
  const lock = randomUUID();
  if (!(await app.kv.setIfAbsent(SWEEP_LOCK, lock, 300))) return 0;
  try {
    const found = await findUnrenderedGrants(app.db, new Date(now.getTime() - SWEEP_AGE_MS), SWEEP_BATCH);
    // Only those still without a PDF when the sweep gets to them: a queue may have rendered one meanwhile,
    // and rendering (and telling the learner) twice is what the sweep must not do.
    const missing = new Set(
      await findIdsWithoutPdf(
        app.db,
        found.map((g) => g.id),
      ),
    );
    const grants = found.filter((g) => missing.has(g.id));
    if (!grants.length) return 0;
    enqueueCertRender(app, grants);
    await certRendersIdle(app);
    const still = new Set(
      await findIdsWithoutPdf(
        app.db,
        grants.map((g) => g.id),
      ),
    );
    return grants.filter((g) => !still.has(g.id)).length;
  } finally {
    // Released only if it is still ours (it may have expired and been taken by another process).
    if ((await app.kv.get(SWEEP_LOCK)) === lock) await app.kv.del(SWEEP_LOCK);
  }
}
