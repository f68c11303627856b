import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { perApp } from '@server/lib/per-app.ts';
import { ComposeType, type ExamPreview, type ExamRule, type FixedQu } from '@xuekao/contracts';
import { findQusByIds } from '../qu/qu.queries.ts';
import { findQuIds } from '../qu/qu-load.ts';
import { getRepo } from '../repo/repo.queries.ts';

/**
 * Paper composition (docs/REQUIREMENTS.md#exams): rule rows draw distinct questions at random per
 * learner; a fixed list gives every learner the same questions. Candidate pools are cached per exam
 * version for a minute, so a start storm of thousands of learners costs one pool query per rule, not
 * one per learner.
 */

export interface Composition {
  composeType: number;
  rules: ExamRule[];
  fixedQus: FixedQu[];
}

/** One drawn question of a paper, in paper order. */
export interface DrawnQu {
  quId: string;
  repoId: string;
  quType: number;
  score: number;
}

const cents = (n: number) => Math.round(n * 100);

/** Question count and total score of a composition. */
export function compositionTotals(c: Composition): { quCount: number; totalScore: number } {
  if (c.composeType === ComposeType.FIXED) {
    return { quCount: c.fixedQus.length, totalScore: c.fixedQus.reduce((s, q) => s + cents(q.score), 0) / 100 };
  }
  return {
    quCount: c.rules.reduce((s, r) => s + r.count, 0),
    totalScore: c.rules.reduce((s, r) => s + cents(r.score) * r.count, 0) / 100,
  };
}

export function shuffle<T>(xs: readonly T[]): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a;
}

interface Pools {
  /** Candidate ids per rule, in rule order. */
  rulePools: string[][];
  /** Fixed questions with their type and bank. */
  fixed: Map<string, { quType: number; repoId: string }>;
}

const POOL_TTL_MS = 60_000;
/** Pools per app (a process serves one app; tests build several, on databases with the same seed ids). */
const poolCacheOf = perApp((_: AppContext) => new Map<string, { at: number; pools: Promise<Pools> }>());

async function loadPools(app: AppContext, c: Composition): Promise<Pools> {
  if (c.composeType === ComposeType.FIXED) {
    const rows = await findQusByIds(
      app.db,
      c.fixedQus.map((q) => q.quId),
    );
    return { rulePools: [], fixed: new Map(rows.map((r) => [r.id, { quType: r.quType, repoId: r.repoId }])) };
  }
  const rulePools = await Promise.all(
    c.rules.map((r) =>
      findQuIds(app, {
        repoId: r.repoId,
        quType: r.quType,
        level: r.level > 0 ? r.level : undefined,
        chapterId: r.chapterId || undefined,
      }),
    ),
  );
  return { rulePools, fixed: new Map() };
}

/** Pools of a saved exam, cached by its id and version (`updateTime`). */
function poolsOf(app: AppContext, key: string | null, c: Composition): Promise<Pools> {
  if (!key) return loadPools(app, c);
  const poolCache = poolCacheOf(app);
  const now = Date.now();
  const hit = poolCache.get(key);
  if (hit && now - hit.at < POOL_TTL_MS) return hit.pools;
  const pools = loadPools(app, c);
  poolCache.set(key, { at: now, pools });
  pools.catch(() => poolCache.delete(key));
  if (poolCache.size > 1000) for (const [k, v] of poolCache) if (now - v.at >= POOL_TTL_MS) poolCache.delete(k);
  return pools;
}

async function shortfallError(app: AppContext, r: ExamRule, have: number): Promise<AppError> {
  const repo = await getRepo(app.db, r.repoId);
  await app.dict.ready();
  const type = app.dict.text('qu_type', r.quType) || `类型${r.quType}`;
  const level = r.level > 0 ? `（${app.dict.text('qu_level', r.level)}）` : '';
  return AppError.fail(
    `题库「${repo?.title ?? r.repoId}」的${type}${level}数量不足：需要${r.count}道，只有${have}道，还差${r.count - have}道！`,
  );
}

/**
 * Draws one paper. Rules pick distinct questions (a question matching two rules is drawn once); too
 * few questions fail with a message naming the bank, the type and the shortfall. `quRand` shuffles
 * the questions within each type group; groups keep the order of first appearance.
 */
export async function drawPaper(
  app: AppContext,
  c: Composition,
  opts: { cacheKey?: string | null; quRand?: boolean } = {},
): Promise<DrawnQu[]> {
  const pools = await poolsOf(app, opts.cacheKey ?? null, c);
  let drawn: DrawnQu[] = [];
  if (c.composeType === ComposeType.FIXED) {
    for (const q of c.fixedQus) {
      const meta = pools.fixed.get(q.quId);
      if (!meta) throw new AppError(20010001, '试卷中有试题已被删除，请修改考试的组卷！');
      drawn.push({ quId: q.quId, repoId: meta.repoId, quType: meta.quType, score: q.score });
    }
  } else {
    const taken = new Set<string>();
    for (const [i, r] of c.rules.entries()) {
      const pool = (pools.rulePools[i] ?? []).filter((id) => !taken.has(id));
      if (pool.length < r.count) throw await shortfallError(app, r, pool.length);
      for (const quId of sample(pool, r.count)) {
        taken.add(quId);
        drawn.push({ quId, repoId: r.repoId, quType: r.quType, score: r.score });
      }
    }
  }
  const order: number[] = [];
  for (const d of drawn) if (!order.includes(d.quType)) order.push(d.quType);
  drawn = order.flatMap((t) => {
    const group = drawn.filter((d) => d.quType === t);
    return opts.quRand ? shuffle(group) : group;
  });
  return drawn;
}

/** `k` distinct items of `xs` at random (partial Fisher-Yates), in the order drawn. */
function sample<T>(xs: readonly T[], k: number): T[] {
  if (k >= xs.length) return shuffle(xs);
  const a = [...xs];
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(Math.random() * (a.length - i));
    [a[i], a[j]] = [a[j] as T, a[i] as T];
  }
  return a.slice(0, k);
}

/** Checks a composition can be drawn (what saving an exam or template requires). */
export async function checkComposable(app: AppContext, c: Composition): Promise<void> {
  await drawPaper(app, c);
}

/** `/api/exam/exam/preview`: one draw, grouped by type, with question texts (staff only). */
export async function previewComposition(app: AppContext, c: Composition): Promise<ExamPreview> {
  const drawn = await drawPaper(app, c);
  const rows = new Map(
    (
      await findQusByIds(
        app.db,
        drawn.map((d) => d.quId),
      )
    ).map((r) => [r.id, r]),
  );
  await app.dict.ready();
  const groups = new Map<number, { count: number; score: number }>();
  for (const d of drawn) {
    const g = groups.get(d.quType) ?? { count: 0, score: 0 };
    g.count++;
    g.score = (cents(g.score) + cents(d.score)) / 100;
    groups.set(d.quType, g);
  }
  const totals = compositionTotals(c);
  return {
    ...totals,
    groups: [...groups].map(([quType, g]) => ({ quType, quType_dictText: app.dict.text('qu_type', quType), ...g })),
    qus: drawn.map((d) => ({
      quId: d.quId,
      quType: d.quType,
      quType_dictText: app.dict.text('qu_type', d.quType),
      content: rows.get(d.quId)?.content ?? '',
      score: d.score,
    })),
  };
}
