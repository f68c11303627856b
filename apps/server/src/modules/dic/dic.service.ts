import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  DICTIONARIES,
  type DicPagingBody,
  type DicRecord,
  type DicValueNode,
  type Page,
  Perm,
  type SaveDicBody,
  type SaveDicValueBodySchema,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { presentDic, presentDicValueTree } from './dic.presenter.ts';
import {
  countValuesByCodes,
  deleteDicByIds,
  deleteDicValueByIds,
  findDicByCode,
  findDicPage,
  findDicsByIds,
  findDicValueById,
  findDicValueChildren,
  findDicValueClash,
  findDicValues,
  findDicValuesByIds,
  getDicById,
  getDicValueById,
  insertDic,
  insertDicValue,
  renameDicValuesCode,
  updateDicById,
  updateDicValueById,
} from './dic.queries.ts';

type SaveValue = z.output<typeof SaveDicValueBodySchema>;

/**
 * Built-in dictionaries are the enumerations the code relies on (contracts' DICTIONARIES): their code is
 * fixed and they cannot be deleted; their seeded values keep their `value` and cannot be deleted, but
 * titles, order and nesting may change, and new values may be added.
 */
const BUILT_IN = new Map<string, Set<string>>(DICTIONARIES.map((d) => [d.code, new Set(d.values.map((v) => v.value))]));
const isBuiltInDic = (code: string) => BUILT_IN.has(code);
const isBuiltInValue = (code: string, value: string) => BUILT_IN.get(code)?.has(value) ?? false;

export async function dicPage(app: AppContext, req: DicPagingBody): Promise<Page<DicRecord>> {
  const page = await findDicPage(app.db, req);
  const counts = await countValuesByCodes(
    app.db,
    page.records.map((r) => r.code),
  );
  return {
    ...page,
    records: page.records.map((r) => presentDic(r, counts.get(r.code) ?? 0, isBuiltInDic(r.code))),
  };
}

export async function dicDetail(app: AppContext, id: string): Promise<DicRecord> {
  const row = await getDicById(app.db, id);
  const counts = await countValuesByCodes(app.db, [row.code]);
  return presentDic(row, counts.get(row.code) ?? 0, isBuiltInDic(row.code));
}

/** Creates or updates a dictionary type; renaming a custom dictionary's code moves its values along. */
export async function saveDic(app: AppContext, session: Session, body: SaveDicBody): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.dic.edit : Perm.dic.add);
  const clash = await findDicByCode(app.db, body.code);
  if (clash && clash.id !== body.id) throw AppError.fail(`字典编码“${body.code}”已存在！`);
  const fields = { code: body.code, title: body.title, remark: body.remark };
  if (!body.id) {
    const id = newId();
    await insertDic(app.db, { id, ...fields });
    await app.dict.dics.invalidate();
    return { id };
  }
  const current = await getDicById(app.db, body.id);
  if (current.code !== body.code && isBuiltInDic(current.code)) {
    throw AppError.fail('内置字典的编码不能修改！');
  }
  await app.db.transaction(async (tx) => {
    await updateDicById(tx, body.id as string, fields);
    if (current.code !== body.code) await renameDicValuesCode(tx, current.code, body.code);
  });
  await app.dict.dics.invalidate();
  return { id: body.id };
}

/** Deletes dictionary types; built-in ones and ones that still have values are refused. */
export async function deleteDics(app: AppContext, ids: string[]): Promise<void> {
  const rows = await findDicsByIds(app.db, ids);
  const builtIn = rows.find((r) => isBuiltInDic(r.code));
  if (builtIn) throw AppError.fail(`内置字典“${builtIn.title}”不能删除！`);
  const counts = await countValuesByCodes(
    app.db,
    rows.map((r) => r.code),
  );
  const withValues = rows.find((r) => (counts.get(r.code) ?? 0) > 0);
  if (withValues) throw AppError.fail(`字典“${withValues.title}”下还有字典值，请先删除字典值！`);
  await deleteDicByIds(
    app.db,
    rows.map((r) => r.id),
  );
  await app.dict.dics.invalidate();
}

/** The values of one dictionary as a tree, minus the `excludes` values (and what is under them). */
export async function dicValueTree(app: AppContext, dicCode: string, excludes: string[]): Promise<DicValueNode[]> {
  const rows = await findDicValues(app.db, dicCode);
  return presentDicValueTree(rows, excludes, (v) => isBuiltInValue(dicCode, v));
}

/** Is `candidate` the value `id` itself or below it? (A value cannot move under its own subtree.) */
async function isInSubtree(app: AppContext, dicCode: string, id: string, candidate: string): Promise<boolean> {
  const parentOf = new Map((await findDicValues(app.db, dicCode)).map((r) => [r.id, r.parentId]));
  let cur: string | undefined = candidate;
  for (let guard = 0; cur && cur !== '0' && guard < 1000; guard++) {
    if (cur === id) return true;
    cur = parentOf.get(cur);
  }
  return false;
}

/** Creates or updates one value of a dictionary. */
export async function saveDicValue(app: AppContext, session: Session, body: SaveValue): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.dic.edit : Perm.dic.add);
  if (!(await findDicByCode(app.db, body.dicCode))) throw AppError.notFound(`字典“${body.dicCode}”不存在！`);
  if (await findDicValueClash(app.db, body.dicCode, body.value, body.id)) {
    throw AppError.fail(`字典值“${body.value}”已存在！`);
  }
  if (body.parentId !== '0') {
    const parent = await findDicValueById(app.db, body.parentId);
    if (!parent || parent.dicCode !== body.dicCode) throw AppError.fail('上级字典值不存在！');
  }
  const fields = { parentId: body.parentId, value: body.value, title: body.title, sort: body.sort };
  if (!body.id) {
    const id = newId();
    await insertDicValue(app.db, { id, dicCode: body.dicCode, ...fields });
    await app.dict.dics.invalidate();
    return { id };
  }
  const current = await getDicValueById(app.db, body.id);
  if (current.dicCode !== body.dicCode) throw AppError.fail('字典值不能移动到其他字典！');
  if (current.value !== body.value && isBuiltInValue(current.dicCode, current.value)) {
    throw AppError.fail('内置字典值的值不能修改，只能修改标题和排序！');
  }
  if (body.parentId !== '0' && (await isInSubtree(app, body.dicCode, body.id, body.parentId))) {
    throw AppError.fail('上级字典值不能是自己或自己的下级！');
  }
  await updateDicValueById(app.db, body.id, fields);
  await app.dict.dics.invalidate();
  return { id: body.id };
}

/** Deletes values; built-in values and values with sub-values not deleted along are refused. */
export async function deleteDicValues(app: AppContext, ids: string[]): Promise<void> {
  const rows = await findDicValuesByIds(app.db, ids);
  const builtIn = rows.find((r) => isBuiltInValue(r.dicCode, r.value));
  if (builtIn) throw AppError.fail(`内置字典值“${builtIn.title}”不能删除！`);
  const doomed = new Set(rows.map((r) => r.id));
  const kept = (await findDicValueChildren(app.db, [...doomed])).find((c) => !doomed.has(c.id));
  if (kept) throw AppError.fail(`请先删除下级字典值“${kept.title}”！`);
  await deleteDicValueByIds(app.db, [...doomed]);
  await app.dict.dics.invalidate();
}
