import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type Page,
  type TrainCardItem,
  TrainMode,
  type TrainPagingBodySchema,
  type TrainRecord,
  type TrainStartBodySchema,
  TrainState,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { findSealedQuIds } from '../answer-seal/answer-seal.queries.ts';
import { presentCardItem, presentTrain } from './train.presenter.ts';
import {
  endOpenTrains,
  findOpenTrain,
  findTrainCard,
  findTrainPage,
  getTrainById,
  insertTrain,
  updateTrainById,
} from './train.queries.ts';
import { refuseDuringExam } from './train-guard.ts';
import { filterRepoQuIds, findRepoQuIds, getTrainableRepo } from './train-source.queries.ts';
import { findWrongQuIdsOfRepo } from './wrong-book.queries.ts';

/**
 * Training on a question bank (docs/REQUIREMENTS.md#training). A learner only ever
 * sees their own trainings: another learner's training does not exist for them (10010003). No training
 * call works while the learner has a paper in progress (train-guard.ts).
 */

type StartBody = z.output<typeof TrainStartBodySchema>;
type PagingBody = z.output<typeof TrainPagingBodySchema>;

/** Fisher-Yates shuffle (random mode). */
function shuffle<T>(xs: T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

/** The mode's filter: the type of mode 3, the chapter of mode 4 (each required there). */
function modeFilter(body: StartBody): { quType: number | null; chapterId: string } {
  const quType = body.quType ?? body.params?.quType ?? null;
  const chapterId = body.chapterId ?? body.params?.chapterId ?? '';
  if (body.mode === TrainMode.BY_TYPE) {
    if (quType === null) throw AppError.badParams('请选择题型！');
    return { quType, chapterId: '' };
  }
  if (body.mode === TrainMode.BY_CHAPTER) {
    if (!chapterId) throw AppError.badParams('请选择章节！');
    return { quType: null, chapterId };
  }
  return { quType: null, chapterId: '' };
}

/**
 * The questions a new training draws, in training order; never one sealed for the learner (on their paper
 * of an exam that hides answers and has not ended for them).
 */
async function drawQuestions(
  app: AppContext,
  userId: string,
  repoId: string,
  mode: number,
  f: { quType: number | null; chapterId: string },
): Promise<string[]> {
  const sealed = await findSealedQuIds(app.db, userId);
  if (mode === TrainMode.WRONG) {
    const wrong = await findWrongQuIdsOfRepo(app.db, userId, repoId);
    const alive = await filterRepoQuIds(app.db, repoId, wrong);
    const ids = wrong.filter((id) => alive.has(id) && !sealed.has(id));
    if (!ids.length && wrong.some((id) => alive.has(id))) {
      throw AppError.fail('该题库的错题都来自尚未结束且不公布答案的考试，考试结束（或考试次数用完）后才能练习！');
    }
    if (!ids.length) throw AppError.fail('该题库暂无错题，无需错题练习！');
    return ids;
  }
  const all = await findRepoQuIds(app.db, repoId, {
    quType: f.quType ?? undefined,
    chapterId: f.chapterId || undefined,
  });
  const ids = all.filter((id) => !sealed.has(id));
  if (!ids.length) throw AppError.fail('没有可以训练的试题！');
  return mode === TrainMode.RANDOM ? shuffle(ids) : ids;
}

/**
 * Starts a training, or resumes the learner's open one of the same bank and mode (and type or chapter)
 * unless `clear`, which ends the open ones and draws afresh. `userId` of the body is ignored.
 */
export async function startTrain(app: AppContext, session: Session, body: StartBody): Promise<TrainRecord> {
  await refuseDuringExam(app, session.userId);
  const repo = await getTrainableRepo(app.db, body.repoId);
  const f = modeFilter(body);
  const key = { userId: session.userId, repoId: repo.id, mode: body.mode, ...f };
  await app.dict.ready();
  if (!body.clear) {
    const open = await findOpenTrain(app.db, key);
    if (open) return presentTrain({ ...open, repoTitle: repo.title }, app.dict);
  }
  const quIds = await drawQuestions(app, session.userId, repo.id, body.mode, f);
  const id = newId();
  await app.db.transaction(async (tx) => {
    if (body.clear) await endOpenTrains(tx, session.userId, repo.id, body.mode);
    await insertTrain(
      tx,
      { id, userId: session.userId, repoId: repo.id, mode: body.mode, ...f, totalCount: quIds.length },
      quIds,
    );
  });
  return presentTrain(await getTrainById(app.db, session.userId, id), app.dict);
}

export async function trainDetail(app: AppContext, session: Session, id: string): Promise<TrainRecord> {
  await refuseDuringExam(app, session.userId);
  return detailOf(app, session, id);
}

async function detailOf(app: AppContext, session: Session, id: string): Promise<TrainRecord> {
  const [row] = await Promise.all([getTrainById(app.db, session.userId, id), app.dict.ready()]);
  return presentTrain(row, app.dict);
}

/** The answer card: per question its order, type and whether answered and right. */
export async function trainCard(app: AppContext, session: Session, id: string): Promise<TrainCardItem[]> {
  await refuseDuringExam(app, session.userId);
  await getTrainById(app.db, session.userId, id);
  const [rows] = await Promise.all([findTrainCard(app.db, id), app.dict.ready()]);
  return rows.map((r) => presentCardItem(r, app.dict));
}

/** Ends a training (idempotent). */
export async function finishTrain(app: AppContext, session: Session, id: string): Promise<TrainRecord> {
  await refuseDuringExam(app, session.userId);
  const row = await getTrainById(app.db, session.userId, id);
  if (row.state !== TrainState.ENDED) await updateTrainById(app.db, id, { state: TrainState.ENDED });
  return detailOf(app, session, id);
}

/** The learner's training history (optionally of one bank), last trained first. */
export async function pageMyTrains(app: AppContext, session: Session, body: PagingBody): Promise<Page<TrainRecord>> {
  const [page] = await Promise.all([
    findTrainPage(app.db, session.userId, body, { repoId: body.params.repoId }),
    app.dict.ready(),
  ]);
  return mapPage(page, (r) => presentTrain(r, app.dict));
}
