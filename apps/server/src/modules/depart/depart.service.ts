import type { DeptTreeNode } from '@xuekao/contracts';
import type { AppContext } from '../../app-context.ts';
import { findAllDeparts } from './depart.queries.ts';

export async function departExists(app: AppContext, deptCode: string): Promise<boolean> {
  await app.dict.ready();
  return app.dict.deptName(deptCode) !== '';
}

/** The department tree for selects (public: registration needs it). */
export async function departTree(app: AppContext): Promise<DeptTreeNode[]> {
  const rows = await findAllDeparts(app.db);
  const nodes = new Map<string, DeptTreeNode>();
  for (const r of rows) {
    nodes.set(r.id, { id: r.id, deptCode: r.deptCode, deptName: r.deptName, parentId: r.parentId, children: [] });
  }
  const roots: DeptTreeNode[] = [];
  for (const n of nodes.values()) {
    const parent = nodes.get(n.parentId);
    if (parent) parent.children.push(n);
    else roots.push(n);
  }
  return roots;
}
