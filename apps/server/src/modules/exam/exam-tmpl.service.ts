import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  ErrorCode,
  type ExamTmplDetail,
  type ExamTmplPagingBodySchema,
  type ExamTmplRow,
  type Page,
  Perm,
  type SaveExamTmplBodySchema,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { presentComposition } from './exam.presenter.ts';
import { compositionLookups } from './exam.service.ts';
import { checkComposable, compositionTotals } from './exam-compose.ts';
import {
  deleteExamTmplsByIds,
  type ExamTmplDbRow,
  findExamTmplPage,
  getExamTmplById,
  insertExamTmpl,
  updateExamTmplById,
} from './exam-tmpl.queries.ts';

/**
 * Reusable paper templates: a composition (rule rows or fixed questions) that AddExam copies into a new
 * exam (`tmplId`). An exam keeps its own copy, so editing a template never changes existing exams.
 */

const presentTmpl = (r: ExamTmplDbRow): ExamTmplRow => ({
  id: r.id,
  title: r.title,
  remark: r.remark,
  composeType: r.composeType,
  quCount: r.quCount,
  totalScore: Number(r.totalScore),
  createTime: r.createTime.toISOString(),
  updateTime: r.updateTime.toISOString(),
});

export async function pageExamTmpls(
  app: AppContext,
  body: z.output<typeof ExamTmplPagingBodySchema>,
): Promise<Page<ExamTmplRow>> {
  const title = typeof body.params.title === 'string' ? body.params.title : undefined;
  return mapPage(await findExamTmplPage(app.db, body, title), presentTmpl);
}

export async function examTmplDetail(app: AppContext, id: string): Promise<ExamTmplDetail> {
  const row = await getExamTmplById(app.db, id);
  const lookups = await compositionLookups(app, row);
  return { ...presentTmpl(row), ...presentComposition(row, app.dict, lookups) };
}

/**
 * Creates (no `id`) or edits a template. Like every save, the operation's own key is checked: editing
 * needs exam:tmpl:edit; creating needs exam:tmpl:add, or exam:add (AddExam's 保存为模板 stores the
 * composition on screen as a new template), so nobody allowed only to add can overwrite a template.
 */
export async function saveExamTmpl(
  app: AppContext,
  session: Session,
  body: z.output<typeof SaveExamTmplBodySchema>,
): Promise<{ id: string }> {
  const held = await app.permissions.of(session.roleIds);
  const allowed = body.id ? held.has(Perm.examTmpl.edit) : held.has(Perm.examTmpl.add) || held.has(Perm.exam.add);
  if (!allowed) {
    app.log.info({ userId: session.userId, needed: body.id ? Perm.examTmpl.edit : Perm.examTmpl.add }, '权限不足');
    throw new AppError(ErrorCode.FORBIDDEN);
  }
  if (body.id) await getExamTmplById(app.db, body.id);
  await checkComposable(app, body);
  const { id: _id, ...fields } = body;
  const row = {
    ...fields,
    rules: fields.composeType === 1 ? fields.rules : [],
    fixedQus: fields.composeType === 2 ? fields.fixedQus : [],
    ...compositionTotals(fields),
  };
  const id = body.id ?? newId();
  if (body.id) await updateExamTmplById(app.db, id, row);
  else await insertExamTmpl(app.db, { ...row, id, createBy: session.userId });
  return { id };
}

export async function deleteExamTmpls(app: AppContext, ids: string[]): Promise<void> {
  await deleteExamTmplsByIds(app.db, ids);
}
