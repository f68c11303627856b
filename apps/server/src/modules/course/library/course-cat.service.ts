import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import type { CourseCatNode, SaveCourseCatBodySchema } from '@xuekao/contracts';
import type { z } from 'zod';
import {
  type CourseCatRow,
  countFilesInCat,
  deleteCatById,
  findAllCats,
  insertCat,
  lockAllCats,
  updateCatById,
} from './course-cat.queries.ts';
import { presentCatTree } from './course-file.presenter.ts';

type SaveCatBody = z.output<typeof SaveCourseCatBodySchema>;

/** The ids of `rootId` and every folder below it (the library filter "this folder and its sub-folders"). */
export function catAndDescendants(rows: Pick<CourseCatRow, 'id' | 'parentId'>[], rootId: string): string[] {
  const children = new Map<string, string[]>();
  for (const r of rows) {
    const list = children.get(r.parentId) ?? [];
    list.push(r.id);
    children.set(r.parentId, list);
  }
  const out = new Set<string>([rootId]);
  const queue = [rootId];
  while (queue.length) {
    for (const c of children.get(queue.shift()!) ?? []) {
      if (!out.has(c)) {
        out.add(c);
        queue.push(c);
      }
    }
  }
  return [...out];
}

/** The library's folder tree, siblings by sort then title. */
export async function courseCatTree(app: AppContext): Promise<CourseCatNode[]> {
  return presentCatTree(await findAllCats(app.db));
}

/**
 * Creates, renames, re-sorts or moves a folder (`parentId` '' is the top). A folder is never moved under
 * itself or one of its descendants, never under an unknown folder, and siblings keep distinct names. All
 * folders are locked while it runs, so concurrent moves cannot build a cycle.
 */
export async function saveCourseCat(app: AppContext, body: SaveCatBody): Promise<{ id: string }> {
  return app.db.transaction(async (tx) => {
    const all = await lockAllCats(tx);
    const self = body.id ? all.find((c) => c.id === body.id) : undefined;
    if (body.id && !self) throw AppError.notFound('目录不存在！');
    const parentId = body.parentId.trim();
    if (parentId) {
      if (!all.some((c) => c.id === parentId)) throw AppError.fail('上级目录不存在！');
      if (self && catAndDescendants(all, self.id).includes(parentId)) {
        throw AppError.fail('不能把目录移动到它自己或它的下级目录下！');
      }
    }
    if (all.some((c) => c.parentId === parentId && c.title === body.title && c.id !== self?.id)) {
      throw AppError.fail('同一目录下已有同名目录！');
    }
    const fields = { parentId, title: body.title, sort: body.sort };
    if (self) {
      await updateCatById(tx, self.id, fields);
      return { id: self.id };
    }
    const id = newId();
    await insertCat(tx, { id, ...fields });
    return { id };
  });
}

/** Deletes an empty folder: one holding files or sub-folders is refused. */
export async function deleteCourseCat(app: AppContext, id: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const all = await lockAllCats(tx);
    if (!all.some((c) => c.id === id)) throw AppError.notFound('目录不存在！');
    if (all.some((c) => c.parentId === id) || (await countFilesInCat(tx, id)) > 0) {
      throw AppError.fail('目录下有课件或子目录，不能删除！');
    }
    await deleteCatById(tx, id);
  });
}
