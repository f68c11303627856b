import type { AppContext } from '@server/app-context.ts';
import type { DbOrTx } from '@server/db/client.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type Page,
  Perm,
  type QuDetail,
  type QuPagingBodySchema,
  type QuRow,
  type SaveQuParsed,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { getChapter, getRepo } from '../repo/repo.queries.ts';
import { presentQuRow } from './qu.presenter.ts';
import {
  deleteAnswersByIds,
  deleteQusCascade,
  findAnswersByQuIds,
  findQuPage,
  findQusByIds,
  findSubIds,
  insertQus,
  updateAnswer,
  updateQu,
} from './qu.queries.ts';
import { type BuiltQu, buildQu, newQuRows } from './qu-build.ts';
import { loadQuDetails } from './qu-load.ts';

type PagingBody = z.output<typeof QuPagingBodySchema>;

export async function pageQus(app: AppContext, body: PagingBody): Promise<Page<QuRow>> {
  const [page] = await Promise.all([findQuPage(app.db, body, body.params), app.dict.ready()]);
  return mapPage(page, (r) => presentQuRow(r, app.dict));
}

export async function quDetail(app: AppContext, id: string): Promise<QuDetail> {
  const d = (await loadQuDetails(app, [id])).get(id);
  if (!d) throw AppError.notFound();
  return d;
}

/** The bank must exist and the chapter (if any) belong to it. */
async function checkPlace(app: AppContext, repoId: string, chapterId: string): Promise<void> {
  if (!(await getRepo(app.db, repoId))) throw AppError.badParams('题库不存在！');
  if (chapterId) {
    const chapter = await getChapter(app.db, chapterId);
    if (!chapter || chapter.repoId !== repoId) throw AppError.badParams('章节不存在或不属于该题库！');
  }
}

/** Updates answer items in place: items whose id belongs to the question keep it, others are new. */
async function syncAnswers(tx: DbOrTx, quId: string, q: BuiltQu): Promise<void> {
  const existing = new Set((await findAnswersByQuIds(tx, [quId])).map((a) => a.id));
  const kept = new Set<string>();
  const fresh = [];
  for (const { givenId, ...a } of q.answers) {
    if (givenId && existing.has(givenId) && !kept.has(givenId)) {
      kept.add(givenId);
      await updateAnswer(tx, givenId, a);
    } else fresh.push({ ...a, id: newId(), quId });
  }
  await deleteAnswersByIds(
    tx,
    [...existing].filter((id) => !kept.has(id)),
  );
  if (fresh.length) await insertQus(tx, [], fresh);
}

async function updateExisting(
  tx: DbOrTx,
  id: string,
  q: BuiltQu,
  place: { repoId: string; chapterId: string; createBy: string },
): Promise<void> {
  await updateQu(tx, id, { ...q.fields, repoId: place.repoId, chapterId: place.chapterId });
  await syncAnswers(tx, id, q);
  const oldSubs = await findSubIds(tx, id);
  const keptSubs = new Set<string>();
  for (const [i, s] of q.subs.entries()) {
    if (s.givenId && oldSubs.includes(s.givenId) && !keptSubs.has(s.givenId)) {
      keptSubs.add(s.givenId);
      await updateQu(tx, s.givenId, { ...s.fields, repoId: place.repoId, chapterId: place.chapterId, sort: i + 1 });
      await syncAnswers(tx, s.givenId, s);
    } else {
      const rows = newQuRows(s, { ...place, sort: i + 1 }, id);
      await insertQus(tx, rows.qus, rows.answers);
    }
  }
  await deleteQusCascade(
    tx,
    oldSubs.filter((sid) => !keptSubs.has(sid)),
  );
}

/**
 * Creates (qu:add) or updates (qu:edit) a question of any type. The body is validated per type by the
 * contract; content is sanitized here. On update, answer items and sub-questions keep their ids when the
 * client sends them back, so records that point at an option stay valid.
 */
export async function saveQu(app: AppContext, session: Session, body: SaveQuParsed): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.qu.edit : Perm.qu.add);
  const built = buildQu(body);
  const place = { repoId: body.repoId, chapterId: body.chapterId, createBy: session.userId };
  await checkPlace(app, place.repoId, place.chapterId);
  if (body.id) {
    const id = body.id;
    const [existing] = await findQusByIds(app.db, [id]);
    if (existing?.parentId !== '0') throw AppError.notFound();
    await app.db.transaction((tx) => updateExisting(tx, id, built, place));
    return { id };
  }
  const rows = newQuRows(built, place);
  await app.db.transaction((tx) => insertQus(tx, rows.qus, rows.answers));
  return { id: rows.id };
}

/** Deletes questions with their sub-questions and answer items. */
export async function deleteQus(app: AppContext, ids: string[]): Promise<void> {
  await app.db.transaction((tx) => deleteQusCascade(tx, ids));
}
