import { eq, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Scope } from './data-scope.ts';

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

/**
 * The same condition on raw column references (e.g. `sql.raw('u.dept_code')`), for correlated subqueries
 * where Drizzle would render a column object without its table (undefined = all).
 */
export function scopeSql(scope: Scope, cols: { deptCode: SQL; userId: SQL }): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'deptTree':
      return sql`starts_with(${cols.deptCode}, ${scope.deptCode})`;
    case 'dept':
      return sql`${cols.deptCode} = ${scope.deptCode}`;
    case 'self':
      return sql`${cols.userId} = ${scope.userId}`;
  }
}
