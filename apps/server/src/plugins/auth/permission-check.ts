import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ErrorCode, type PermissionKey } from '@xuekao/contracts';
import type { Session } from './sessions.ts';

/**
 * For a route declared with `{any: [add, edit]}` (one save call for both): the service checks the key the
 * actual operation needs, so a staff member allowed only to add cannot edit through the same call.
 */
export async function assertPermission(app: AppContext, session: Session, key: PermissionKey): Promise<void> {
  const held = await app.permissions.of(session.roleIds);
  if (!held.has(key)) {
    app.log.info({ userId: session.userId, needed: key }, '权限不足');
    throw new AppError(ErrorCode.FORBIDDEN);
  }
}
