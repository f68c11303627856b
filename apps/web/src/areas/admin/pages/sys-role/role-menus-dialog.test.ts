import type { MenuTreeNode } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { checkedLeaves } from './role-menus-dialog';

const node = (id: string, children: MenuTreeNode[] = []): MenuTreeNode => ({
  id,
  parentId: '0',
  menuType: children.length ? 1 : 2,
  menuType_dictText: '',
  permission: '',
  path: '',
  component: '',
  redirect: '',
  routeName: '',
  metaTitle: id,
  metaIcon: '',
  metaActiveMenu: '',
  metaNoCache: false,
  metaAffix: false,
  module: '',
  hidden: false,
  alwaysShow: false,
  sort: 0,
  children,
});

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
