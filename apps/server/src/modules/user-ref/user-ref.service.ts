import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { scopeOf, userInScope } from '@server/plugins/auth/data-scope.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/session-types.ts';
import { type Page, Perm, type UserRefRow } from '@xuekao/contracts';
import {
  deleteRefUsers,
  findRefOwner,
  findRefUserPage,
  findUsersForRef,
  insertRefUsers,
  type RefOwner,
} from './user-ref.queries.ts';

/**
 * The owner (exam or course) of a reference id, after checking the caller may edit it (exam:edit or
 * course:edit); an unknown id answers 10010003.
 */
async function ownerOf(app: AppContext, session: Session, refId: string): Promise<RefOwner> {
  const owner = await findRefOwner(app.db, refId);
  if (!owner) throw AppError.notFound('关联的考试或课程不存在！');
  await assertPermission(app, session, owner === 'exam' ? Perm.exam.edit : Perm.course.edit);
  return owner;
}

/**
 * `/api/sys/user/ref/join`: adds users to an exam's or course's persons. Only users inside the caller's
 * data scope may be added (a staff member cannot open an exam to users they cannot see); unknown ids
 * are refused.
 */
export async function joinUserRefs(
  app: AppContext,
  session: Session,
  body: { refId: string; ids: string[] },
): Promise<{ added: number }> {
  const owner = await ownerOf(app, session, body.refId);
  const ids = [...new Set(body.ids)];
  const users = await findUsersForRef(app.db, ids);
  if (users.length !== ids.length) throw AppError.fail('所选用户不存在或已被删除，请刷新后重试！');
  const scope = await scopeOf(app, session);
  if (!users.every((u) => userInScope(scope, u))) throw AppError.fail('只能添加数据权限范围内的用户！');
  return { added: await insertRefUsers(app.db, owner, body.refId, ids) };
}

/** `/api/sys/user/ref/remove`: removes users from an exam's or course's persons. */
export async function removeUserRefs(
  app: AppContext,
  session: Session,
  body: { refId: string; ids: string[] },
): Promise<null> {
  const owner = await ownerOf(app, session, body.refId);
  await deleteRefUsers(app.db, owner, body.refId, [...new Set(body.ids)]);
  return null;
}

/** `/api/sys/user/ref/list`: the persons of an exam or course, a page at a time. */
export async function pageUserRefs(
  app: AppContext,
  session: Session,
  body: {
    current: number;
    size: number;
    orders: Array<{ column: string; asc: boolean }>;
    params: { refId: string; realName?: string };
  },
): Promise<Page<UserRefRow>> {
  const owner = await ownerOf(app, session, body.params.refId);
  return findRefUserPage(app.db, owner, body.params.refId, body, body.params.realName);
}
