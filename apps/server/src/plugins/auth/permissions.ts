import type { Db } from '../../db/client.ts';
import { cached } from '../../lib/cached.ts';
import { findRolePermissions } from '../../modules/role/role.queries.ts';
import type { Bus } from '../../realtime/bus.ts';

/**
 * Permission keys per role, cached in process. Role and menu changes call `invalidate()`, so a changed
 * grant applies to the next call of every affected user without touching their sessions.
 */
export function permissionCache(db: Db, bus: Bus) {
  const byRole = cached(bus, 'role-permissions', async () => {
    const map = new Map<string, Set<string>>();
    for (const { roleId, permission } of await findRolePermissions(db)) {
      const set = map.get(roleId) ?? new Set<string>();
      map.set(roleId, set);
      set.add(permission);
    }
    return map;
  });
  return {
    /** The union of the roles' permission keys. */
    async of(roleIds: string[]): Promise<Set<string>> {
      const map = await byRole.get();
      if (roleIds.length === 1) return map.get(roleIds[0]) ?? new Set();
      const out = new Set<string>();
      for (const r of roleIds) for (const p of map.get(r) ?? []) out.add(p);
      return out;
    },
    invalidate: () => byRole.invalidate(),
  };
}

export type PermissionCache = ReturnType<typeof permissionCache>;
