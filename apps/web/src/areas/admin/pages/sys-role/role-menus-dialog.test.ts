import { menuNode } from '@web/test/menu-fixtures';
import type { MenuTreeNode } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { checkedLeaves } from './role-menus-dialog';

const node = (id: string, children: MenuTreeNode[] = []): MenuTreeNode =>
  menuNode({ id, menuType: children.length ? 1 : 2, children });

describe('checkedLeaves', () => {
  it('shows only granted leaves as checked, so a parent with one granted button stays half-checked', () => {
    const tree = [node('sys', [node('depart', [node('add'), node('edit')]), node('user', [node('u-add')])])];
    expect(checkedLeaves(tree, new Set(['sys', 'depart', 'add']))).toEqual(['add']);
    expect(checkedLeaves(tree, new Set(['sys', 'depart', 'add', 'edit', 'user', 'u-add']))).toEqual([
      'add',
      'edit',
      'u-add',
    ]);
  });
});
