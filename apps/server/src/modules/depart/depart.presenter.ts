import type { DepartTreeNode, DepartView, DeptTreeNode } from '@xuekao/contracts';
import type { DepartRow } from './depart.queries.ts';

export function presentDepart(r: DepartRow): DepartView {
  return {
    id: r.id,
    parentId: r.parentId,
    deptCode: r.deptCode,
    deptName: r.deptName,
    deptLevel: r.deptLevel,
    sort: r.sort,
    createTime: r.createTime.toISOString(),
    updateTime: r.updateTime.toISOString(),
  };
}

/**
 * Builds a tree from rows already in display order. A row whose parent is not among the rows (outside
 * the caller's data scope) becomes a root, so a scoped staff member sees their own subtree.
 */
function buildTree<N extends { id: string; parentId: string; children: N[] }>(nodes: N[]): N[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: N[] = [];
  for (const n of nodes) {
    const parent = byId.get(n.parentId);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}

/** The admin tree: `{id, parentId, deptCode, deptName, sort, children}`. */
export function presentDepartTree(rows: DepartRow[]): DepartTreeNode[] {
  return buildTree(
    rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      deptCode: r.deptCode,
      deptName: r.deptName,
      sort: r.sort,
      children: [] as DepartTreeNode[],
    })),
  );
}

/** The public tree for selects: `{id, deptCode, deptName, parentId, children}`. */
export function presentDeptSelectTree(rows: DepartRow[]): DeptTreeNode[] {
  return buildTree(
    rows.map((r) => ({
      id: r.id,
      deptCode: r.deptCode,
      deptName: r.deptName,
      parentId: r.parentId,
      children: [] as DeptTreeNode[],
    })),
  );
}
