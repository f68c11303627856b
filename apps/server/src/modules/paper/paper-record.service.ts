import type { AppContext } from '@server/app-context.ts';
import { mapPage } from '@server/lib/paging.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { ExamRecordRow, MyRecordPagingBodySchema, Page } from '@xuekao/contracts';
import type { z } from 'zod';
import { findMyRecordPage } from './paper-list.queries.ts';

/** My scores: the learner's record of every exam they handed in. */
export async function pageMyRecords(
  app: AppContext,
  session: Session,
  body: z.output<typeof MyRecordPagingBodySchema>,
): Promise<Page<ExamRecordRow>> {
  const title = typeof body.params.title === 'string' ? body.params.title : undefined;
  const [page] = await Promise.all([findMyRecordPage(app.db, body, session.userId, title), app.dict.ready()]);
  return mapPage(page, (r) => ({
    examId: r.examId,
    title: r.title,
    totalScore: Number(r.totalScore),
    qualifyScore: Number(r.qualifyScore),
    tries: r.tries,
    maxScore: Number(r.maxScore),
    lastScore: Number(r.lastScore),
    passed: r.passed,
    result_dictText: app.dict.text('exam_result', r.passed ? 1 : 0),
    lastHandTime: r.lastHandTime?.toISOString() ?? '',
    userId: r.userId,
  }));
}
