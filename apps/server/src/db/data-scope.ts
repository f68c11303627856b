import { eq, like, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from '../lib/data-scope.ts';

/** The WHERE condition of a data scope on a table's department-code and owner columns (undefined = all). */
export function scopeCondition(scope: Scope, cols: { deptCode: AnyPgColumn; userId?: AnyPgColumn }): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'deptTree':
      return like(cols.deptCode, `${scope.deptCode.replace(/[%_\\]/g, '\\$&')}%`);
    case 'dept':
      return eq(cols.deptCode, scope.deptCode);
    case 'self':
      return cols.userId ? eq(cols.userId, scope.userId) : eq(cols.deptCode, '\u0000');
  }
}
