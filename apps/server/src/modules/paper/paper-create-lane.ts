import type { AppContext } from '@server/app-context.ts';
import { perApp } from '@server/lib/per-app.ts';
import { insertPaper } from './paper.queries.ts';
import { insertPapersOf, type PaperDraft } from './paper-create.queries.ts';

/** Papers one batch creates at most (20 questions each: 4,000 question rows in one statement). */
const MAX_BATCH = 200;
/** Batches of a process in flight at once (each is one statement on its own connection). */
const IN_FLIGHT = 2;

interface Request {
  draft: PaperDraft;
  resolve: (created: boolean) => void;
  reject: (err: unknown) => void;
}

/**
 * The create lane (issue 27 item 1), as the hand-in lane groups hand-ins: the papers of learners starting
 * together are written in ONE statement (papers and questions, `insertPapersOf`) instead of a transaction of
 * three per learner. A learner's second paper in progress is refused by the unique index, in the batch as
 * across processes: `create` answers false then and the caller resumes the paper that won. When a batch's
 * statement fails, each of its papers is written on its own (`insertPaper`), so one bad paper never fails
 * the others.
 */
export class CreateLane {
  private pending: Request[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(private readonly app: AppContext) {}

  /** Writes the paper with the next batch; answers whether it was created (false: the learner has one open). */
  create(draft: PaperDraft): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ draft, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        // The rest of this turn's requests join the batch.
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  private pump(): void {
    while (this.pending.length && this.inFlight < IN_FLIGHT) {
      const batch = this.pending.splice(0, MAX_BATCH);
      this.inFlight++;
      void this.run(batch).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
  }

  private async run(batch: Request[]): Promise<void> {
    let created: Set<string> | undefined;
    try {
      created = await insertPapersOf(
        this.app.db,
        batch.map((r) => r.draft),
      );
    } catch (err) {
      this.app.log.warn({ err, papers: batch.length }, '批量创建试卷失败，逐份创建');
    }
    await Promise.all(
      batch.map(async (r) => {
        try {
          r.resolve(created ? created.has(r.draft.paper.id) : await createOne(this.app, r.draft));
        } catch (err) {
          r.reject(err);
        }
      }),
    );
  }
}

/** One paper with its questions in its own transaction (a failed batch's papers). */
function createOne(app: AppContext, d: PaperDraft): Promise<boolean> {
  return app.db.transaction((tx) => insertPaper(tx, d.paper, d.qus));
}

/** The lane of an app (one per process; tests build several). */
export const createLane = perApp((app: AppContext) => new CreateLane(app));
