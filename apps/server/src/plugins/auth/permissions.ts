import type { Db } from '@server/db/client.ts';
import type { Bus } from '@server/realtime/bus.ts';
import { cached } from '@server/realtime/cached.ts';
import { DataScope } from '@xuekao/contracts';
import { findRolePermissions, findRoleRanks } from './access.queries.ts';

interface RoleRank {
  roleType: number;
  dataScope: number;
  roleLevel: number;
}

/**
 * Permission keys and ranks per role, cached in process. Role and menu changes call `invalidate()`, so a
 * changed grant applies to the next call of every affected user without touching their sessions.
 */
export function permissionCache(db: Db, bus: Bus) {
  const roles = cached(bus, 'roles', async () => {
    const perms = new Map<string, Set<string>>();
    for (const { roleId, permission } of await findRolePermissions(db)) {
      const set = perms.get(roleId) ?? new Set<string>();
      perms.set(roleId, set);
      set.add(permission);
    }
    const ranks = new Map<string, RoleRank>();
    for (const r of await findRoleRanks(db)) ranks.set(r.id, r);
    return { perms, ranks };
  });
  return {
    /** The union of the roles' permission keys. */
    async of(roleIds: string[]): Promise<Set<string>> {
      const { perms } = await roles.get();
      if (roleIds.length === 1) return perms.get(roleIds[0]) ?? new Set();
      const out = new Set<string>();
      for (const r of roleIds) for (const p of perms.get(r) ?? []) out.add(p);
      return out;
    },
    /**
     * The broadest data scope of the roles (1 self .. 4 all) and the highest rank (lowest roleLevel).
     * A user without known roles sees only their own data.
     */
    async rankOf(roleIds: string[]): Promise<{ dataScope: number; roleLevel: number }> {
      const { ranks } = await roles.get();
      let dataScope: number = DataScope.SELF;
      let roleLevel = Number.POSITIVE_INFINITY;
      for (const id of roleIds) {
        const r = ranks.get(id);
        if (!r) continue;
        dataScope = Math.max(dataScope, r.dataScope);
        roleLevel = Math.min(roleLevel, r.roleLevel);
      }
      return { dataScope, roleLevel };
    },
    invalidate: () => roles.invalidate(),
  };
}

export type PermissionCache = ReturnType<typeof permissionCache>;
