import type { MenuTreeNode } from '@xuekao/contracts';

/** A node of `/api/sys/menu/tree` for web tests: a top-level function with empty texts, `fields` over it. */
export function menuNode(fields: Partial<MenuTreeNode> & { id: string }): MenuTreeNode {
  return {
    parentId: '0',
    menuType: 2,
    menuType_dictText: '',
    permission: '',
    path: '',
    component: '',
    redirect: '',
    routeName: '',
    metaTitle: fields.id,
    metaIcon: '',
    metaActiveMenu: '',
    metaNoCache: false,
    metaAffix: false,
    module: '',
    hidden: false,
    alwaysShow: false,
    sort: 0,
    children: [],
    ...fields,
  };
}
