import { describe, expect, it } from 'vitest';
import { filterTree, forTable, parentIds, treeIds } from './tree-filter';

interface N {
  id: string;
  name: string;
  children: N[];
}
const n = (id: string, name: string, children: N[] = []): N => ({ id, name, children });
const tree = [
  n('a', '公司', [n('b', '研发中心', [n('c', '前端组'), n('d', '后端组')]), n('e', '市场部')]),
  n('f', '分公司'),
];

describe('tree helpers', () => {
  it('keeps the hits with their ancestors', () => {
    const out = filterTree(tree, (x) => x.name.includes('后端'));
    expect(out).toEqual([n('a', '公司', [n('b', '研发中心', [n('d', '后端组')])])]);
    expect(filterTree(tree, () => false)).toEqual([]);
  });

  it('lists ids, parent ids and leaves without an expander', () => {
    expect(treeIds(tree)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(parentIds(tree)).toEqual(['a', 'b']);
    const rows = forTable(tree);
    expect(rows[1].children).toBeUndefined();
    expect((rows[0].children as Array<{ id: string }>).map((r) => r.id)).toEqual(['b', 'e']);
  });
});
