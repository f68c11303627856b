import type { DictCache } from '@server/context/dict-cache.ts';
import type { RoleView } from '@xuekao/contracts';
import type { RoleRow } from './role.queries.ts';

/** Call `await dict.ready()` first. */
export function presentRole(r: RoleRow, dict: DictCache): RoleView {
  return {
    id: r.id,
    roleName: r.roleName,
    roleType: r.roleType,
    roleType_dictText: dict.text('role_type', r.roleType),
    dataScope: r.dataScope,
    dataScope_dictText: dict.text('data_scope', r.dataScope),
    roleLevel: r.roleLevel,
    remark: r.remark,
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}
