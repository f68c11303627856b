import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { moveAmongSiblings } from '@server/lib/move-sort.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type ChapterRow,
  type Page,
  Perm,
  type QuTypeCount,
  type RepoChapterGroup,
  type RepoPagingBodySchema,
  type RepoRow,
  type SaveChapterBodySchema,
  type SaveRepoBodySchema,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { presentRepo, type RepoCounts } from './repo.presenter.ts';
import {
  countChapters,
  countQusByChapterType,
  countQusInRepos,
  countSubjectiveComposites,
  deleteChaptersDetaching,
  deleteReposWithChapters,
  findChapters,
  findRepoPage,
  getChapter,
  getRepo,
  insertChapter,
  insertRepo,
  updateChapter,
  updateRepo,
} from './repo.queries.ts';

type PagingBody = z.output<typeof RepoPagingBodySchema>;
type SaveBody = z.output<typeof SaveRepoBodySchema>;
type SaveChapter = z.output<typeof SaveChapterBodySchema>;

/** Staff who manage banks see all of them; everyone else only banks open for training. */
export async function managesRepos(app: AppContext, session: Session): Promise<boolean> {
  const held = await app.permissions.of(session.roleIds);
  return held.has(Perm.repo.list) || held.has(Perm.qu.list);
}

async function countsOf(app: AppContext, repoIds: string[]): Promise<Map<string, RepoCounts>> {
  const [byType, subjComposites, chapters] = await Promise.all([
    countQusByChapterType(app.db, repoIds),
    countSubjectiveComposites(app.db, repoIds),
    countChapters(app.db, repoIds),
  ]);
  const out = new Map<string, RepoCounts>(
    repoIds.map((id) => [id, { quCount: 0, objCount: 0, subjCount: 0, chapterCount: 0 }]),
  );
  for (const r of byType) {
    const c = out.get(r.repoId);
    if (!c) continue;
    c.quCount += r.n;
    if (r.quType === 4) c.subjCount += r.n;
  }
  for (const r of subjComposites) {
    const c = out.get(r.repoId);
    if (c) c.subjCount += r.n;
  }
  for (const r of chapters) {
    const c = out.get(r.repoId);
    if (c) c.chapterCount = r.n;
  }
  for (const c of out.values()) c.objCount = c.quCount - c.subjCount;
  return out;
}

export async function pageRepos(app: AppContext, session: Session, body: PagingBody): Promise<Page<RepoRow>> {
  const staff = await managesRepos(app, session);
  const f = staff ? body.params : { title: body.params.title, isTrain: true };
  const page = await findRepoPage(app.db, body, f);
  const counts = await countsOf(
    app,
    page.records.map((r) => r.id),
  );
  return { ...page, records: page.records.map((r) => presentRepo(r, counts.get(r.id))) };
}

/** A bank; a learner sees only banks open for training (others do not exist for them). */
export async function repoDetail(app: AppContext, session: Session, id: string): Promise<RepoRow> {
  const row = await getRepo(app.db, id);
  if (!row || (!row.isTrain && !(await managesRepos(app, session)))) throw AppError.notFound();
  return presentRepo(row, (await countsOf(app, [id])).get(id));
}

export async function saveRepo(app: AppContext, session: Session, body: SaveBody): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.repo.edit : Perm.repo.add);
  const fields = { title: body.title, remark: body.remark, isExam: body.isExam, isTrain: body.isTrain };
  if (body.id) {
    if (!(await updateRepo(app.db, body.id, fields))) throw AppError.notFound();
    return { id: body.id };
  }
  const id = newId();
  await insertRepo(app.db, { id, ...fields, createBy: session.userId });
  return { id };
}

/** Deletes banks with their chapters; refused while any of them still holds questions. */
export async function deleteRepos(app: AppContext, ids: string[]): Promise<void> {
  if ((await countQusInRepos(app.db, ids)) > 0) throw AppError.fail('题库中还有试题，请先删除试题后再删除题库！');
  await app.db.transaction((tx) => deleteReposWithChapters(tx, ids));
}

/** Ensures the bank exists (and is visible to the caller); answers it. */
async function visibleRepo(app: AppContext, session: Session, repoId: string) {
  const repo = await getRepo(app.db, repoId);
  if (!repo || (!repo.isTrain && !(await managesRepos(app, session)))) throw AppError.notFound();
  return repo;
}

export async function listChapters(
  app: AppContext,
  session: Session,
  repoId: string,
  title?: string,
): Promise<ChapterRow[]> {
  await visibleRepo(app, session, repoId);
  const [chapters, counts] = await Promise.all([
    findChapters(app.db, repoId, title),
    countQusByChapterType(app.db, [repoId]),
  ]);
  const perChapter = new Map<string, number>();
  for (const c of counts) perChapter.set(c.chapterId, (perChapter.get(c.chapterId) ?? 0) + c.n);
  return chapters.map((c) => ({
    id: c.id,
    repoId: c.repoId,
    title: c.title,
    sort: c.sort,
    quCount: perChapter.get(c.id) ?? 0,
  }));
}

export async function saveChapter(app: AppContext, body: SaveChapter): Promise<{ id: string }> {
  if (!(await getRepo(app.db, body.repoId))) throw AppError.notFound('题库不存在！');
  if (body.id) {
    const existing = await getChapter(app.db, body.id);
    if (!existing || existing.repoId !== body.repoId) throw AppError.notFound();
    await updateChapter(app.db, body.id, { title: body.title, sort: body.sort });
    return { id: body.id };
  }
  const siblings = await findChapters(app.db, body.repoId);
  const sort = body.sort ?? (siblings.length ? Math.max(...siblings.map((s) => s.sort)) + 10 : 10);
  const id = newId();
  await insertChapter(app.db, { id, repoId: body.repoId, title: body.title, sort });
  return { id };
}

/** Deletes chapters; their questions stay in the bank, without a chapter. */
export async function deleteChapters(app: AppContext, ids: string[]): Promise<void> {
  await app.db.transaction((tx) => deleteChaptersDetaching(tx, ids));
}

/** Moves a chapter up (0) or down (1) among the bank's chapters. */
export async function moveChapter(app: AppContext, id: string, direction: number): Promise<void> {
  const chapter = await getChapter(app.db, id);
  if (!chapter) throw AppError.notFound();
  const changes = moveAmongSiblings(await findChapters(app.db, chapter.repoId), id, direction);
  if (changes.length === 0) return;
  await app.db.transaction(async (tx) => {
    for (const c of changes) await updateChapter(tx, c.id, { sort: c.sort });
  });
}

const typeCounts = (m: Map<number, number>, text: (t: number) => string): QuTypeCount[] =>
  [...m.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([quType, count]) => ({ quType, quType_dictText: text(quType), count }));

/** Per chapter and per type: what the training page offers. */
export async function chapterGroup(app: AppContext, session: Session, repoId: string): Promise<RepoChapterGroup> {
  await visibleRepo(app, session, repoId);
  const [chapters, counts] = await Promise.all([
    findChapters(app.db, repoId),
    countQusByChapterType(app.db, [repoId]),
    app.dict.ready(),
  ]);
  const text = (t: number) => app.dict.text('qu_type', t);
  const all = new Map<number, number>();
  const byChapter = new Map<string, Map<number, number>>();
  for (const c of counts) {
    all.set(c.quType, (all.get(c.quType) ?? 0) + c.n);
    const m = byChapter.get(c.chapterId) ?? new Map<number, number>();
    m.set(c.quType, (m.get(c.quType) ?? 0) + c.n);
    byChapter.set(c.chapterId, m);
  }
  const group = (id: string, title: string, sort: number) => {
    const m = byChapter.get(id) ?? new Map<number, number>();
    return { id, title, sort, quCount: [...m.values()].reduce((a, b) => a + b, 0), typeList: typeCounts(m, text) };
  };
  const known = new Set(chapters.map((c) => c.id));
  const chapterList = chapters.map((c) => group(c.id, c.title, c.sort));
  // Questions without a chapter (or whose chapter is gone) form one more group.
  const loose = new Map<number, number>();
  for (const [cid, m] of byChapter) {
    if (known.has(cid)) continue;
    for (const [t, n] of m) loose.set(t, (loose.get(t) ?? 0) + n);
  }
  if (loose.size) {
    byChapter.set('', loose);
    chapterList.push(group('', '未分章节', Number.MAX_SAFE_INTEGER));
  }
  return {
    repoId,
    quCount: [...all.values()].reduce((a, b) => a + b, 0),
    typeList: typeCounts(all, text),
    chapterList,
  };
}
