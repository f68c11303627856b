import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { moveAmongSiblings } from '@server/lib/move-sort.ts';
import { mapPage } from '@server/lib/paging.ts';
import { deptInScope, type Scope, scopeOf } from '@server/plugins/auth/data-scope.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import type { DepartPaging, DepartTreeNode, DepartView, DeptTreeNode, MoveSortBody, Page } from '@xuekao/contracts';
import { type DepartSaveBodySchema, Perm } from '@xuekao/contracts';
import { presentDepart, presentDepartTree, presentDeptSelectTree } from './depart.presenter.ts';
import {
  countUsersInDeparts,
  type DepartRow,
  deleteDepartsByIds,
  findAllDeparts,
  findChildCodes,
  findChildrenOf,
  findDepartChildren,
  findDepartPage,
  findDepartsByIds,
  getDepartById,
  insertDepart,
  updateDepartById,
} from './depart.queries.ts';

export async function departExists(app: AppContext, deptCode: string): Promise<boolean> {
  await app.dict.ready();
  return app.dict.deptName(deptCode) !== '';
}

/** The department tree for selects (public: registration needs it). */
export async function departTree(app: AppContext): Promise<DeptTreeNode[]> {
  return presentDeptSelectTree(await findAllDeparts(app.db));
}

/**
 * The departments a staff member manages, from their data scope: 'all' every one, 'deptTree' theirs and
 * below, 'dept' and 'self' only their own (a department list has no owner, so 'self' means the own one).
 */
export async function departScopeOf(app: AppContext, session: Session): Promise<Scope> {
  const scope = await scopeOf(app, session);
  return scope.kind === 'self' ? { kind: 'dept', deptCode: session.deptCode } : scope;
}

/** `departScopeOf` never answers 'self', so no own department is needed. */
const inScope = (scope: Scope, deptCode: string): boolean => deptInScope(scope, deptCode, '');

/** A department the caller may manage; one outside their scope reads as missing (10010003). */
async function getScoped(app: AppContext, scope: Scope, id: string): Promise<DepartRow> {
  const row = await getDepartById(app.db, id);
  if (!inScope(scope, row.deptCode)) throw AppError.notFound('部门不存在！');
  return row;
}

export async function departPage(app: AppContext, session: Session, req: DepartPaging): Promise<Page<DepartView>> {
  const page = await findDepartPage(app.db, req, await departScopeOf(app, session));
  return mapPage(page, presentDepart);
}

export async function departAdminTree(app: AppContext, session: Session): Promise<DepartTreeNode[]> {
  return presentDepartTree(await findAllDeparts(app.db, await departScopeOf(app, session)));
}

export async function departDetail(app: AppContext, session: Session, id: string): Promise<DepartView> {
  return presentDepart(await getScoped(app, await departScopeOf(app, session), id));
}

type SaveInput = ReturnType<typeof DepartSaveBodySchema.parse>;

const MAX_SIBLINGS = 99;

/**
 * The next hierarchical code under `parentCode` ('' for a root): the parent's code + 'A' + two digits.
 * Numbers are never reused while a higher one exists (after the highest, the lowest gap is taken once
 * 99 is used), so a deleted department's code does not silently pass to a new one. Null when full.
 */
export function nextChildCode(parentCode: string, taken: readonly string[]): string | null {
  const used = new Set<number>();
  for (const c of taken) {
    const m = /^A(\d{2})$/.exec(c.slice(parentCode.length));
    if (c.startsWith(parentCode) && m) used.add(Number(m[1]));
  }
  const highest = Math.max(0, ...used);
  let n = highest < MAX_SIBLINGS ? highest + 1 : 0;
  if (n === 0) for (let i = 1; i <= MAX_SIBLINGS && n === 0; i++) if (!used.has(i)) n = i;
  return n === 0 ? null : `${parentCode}A${String(n).padStart(2, '0')}`;
}

function assertUniqueName(siblings: DepartRow[], name: string, selfId?: string): void {
  if (siblings.some((s) => s.deptName === name && s.id !== selfId)) {
    throw AppError.fail('同级部门下已存在相同名称的部门！');
  }
}

/**
 * Creates a department under `parentId` with a generated code, or renames and re-sorts one. Moving a
 * department to another parent is refused: its code, every user's and every range's code would change.
 */
export async function saveDepart(app: AppContext, session: Session, body: SaveInput): Promise<DepartView> {
  await assertPermission(app, session, body.id ? Perm.depart.edit : Perm.depart.add);
  const scope = await departScopeOf(app, session);
  const saved = body.id ? await updateDepart(app, scope, body.id, body) : await createDepart(app, scope, body);
  await app.dict.departs.invalidate();
  return presentDepart(saved);
}

async function updateDepart(app: AppContext, scope: Scope, id: string, body: SaveInput): Promise<DepartRow> {
  const row = await getScoped(app, scope, id);
  if (body.parentId !== undefined && body.parentId !== row.parentId) {
    throw AppError.fail('不支持修改上级部门，请在目标部门下新建部门并迁移用户！');
  }
  assertUniqueName(await findDepartChildren(app.db, row.parentId), body.deptName, row.id);
  const patch = { deptName: body.deptName, ...(body.sort === undefined ? {} : { sort: body.sort }) };
  await updateDepartById(app.db, id, patch);
  return { ...row, ...patch, updateTime: new Date() };
}

async function createDepart(app: AppContext, scope: Scope, body: SaveInput): Promise<DepartRow> {
  let parent: DepartRow | null = null;
  const parentIdIn = body.parentId ?? '0';
  if (parentIdIn !== '0') {
    parent = await getDepartById(app.db, parentIdIn).catch(() => {
      throw AppError.notFound('上级部门不存在！');
    });
    if (!inScope(scope, parent.deptCode)) throw AppError.notFound('上级部门不存在！');
  } else if (scope.kind !== 'all') {
    throw AppError.fail('只能在本部门下添加下级部门！');
  }
  const parentId = parent?.id ?? '0';
  const siblings = await findDepartChildren(app.db, parentId);
  assertUniqueName(siblings, body.deptName);
  const parentCode = parent?.deptCode ?? '';
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = nextChildCode(parentCode, await findChildCodes(app.db, parentCode));
    if (!code) throw AppError.fail(`同一部门下最多${MAX_SIBLINGS}个下级部门！`);
    const row: DepartRow = {
      id: newId(),
      parentId,
      deptCode: code,
      deptName: body.deptName,
      deptLevel: (parent?.deptLevel ?? 0) + 1,
      sort: body.sort ?? Math.max(0, ...siblings.map((s) => s.sort)) + 10,
      createTime: new Date(),
      updateTime: new Date(),
    };
    if (await insertDepart(app.db, row)) return row;
  }
  throw AppError.fail('部门编码生成冲突，请重试！');
}

/**
 * Deletes departments that have no children left (a whole selected subtree may go at once) and no
 * users; the registration default department stays.
 */
export async function deleteDeparts(app: AppContext, session: Session, ids: string[]): Promise<void> {
  const scope = await departScopeOf(app, session);
  const rows = await findDepartsByIds(app.db, ids);
  if (rows.length === 0 || rows.some((r) => !inScope(scope, r.deptCode))) throw AppError.notFound('部门不存在！');
  const deleting = new Set(rows.map((r) => r.id));
  const children = await findChildrenOf(app.db, [...deleting]);
  if (children.some((c) => !deleting.has(c.id))) throw AppError.fail('请先删除下级部门！');
  const codes = rows.map((r) => r.deptCode);
  if ((await countUsersInDeparts(app.db, codes)) > 0) throw AppError.fail('部门下仍有用户，无法删除！');
  const sw = await app.settings.switches();
  if (sw.userDeptCode && codes.includes(sw.userDeptCode)) {
    throw AppError.fail('该部门是注册默认部门，请先在功能开关中更换后再删除！');
  }
  await deleteDepartsByIds(app.db, [...deleting]);
  await app.dict.departs.invalidate();
}

/** Moves a department up (0) or down (1) among its siblings. */
export async function sortDepart(app: AppContext, session: Session, body: MoveSortBody): Promise<void> {
  const row = await getScoped(app, await departScopeOf(app, session), body.id);
  await app.db.transaction(async (tx) => {
    const changes = moveAmongSiblings(await findDepartChildren(tx, row.parentId), row.id, body.sort);
    for (const c of changes) await updateDepartById(tx, c.id, { sort: c.sort });
  });
  await app.dict.departs.invalidate();
}
