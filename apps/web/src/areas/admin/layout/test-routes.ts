import type { MenuRoute } from '@xuekao/contracts';

/** A menu like the server's, for the layout tests. */
export function route(path: string, title: string, extra: Partial<MenuRoute> = {}): MenuRoute {
  const { meta, ...rest } = extra;
  return {
    path,
    name: title,
    component: 'admin/page',
    hidden: false,
    children: [],
    ...rest,
    meta: { ...meta, title: meta?.title ?? title },
  };
}

export const MENU: MenuRoute[] = [
  route('/admin', '', {
    component: 'Layout',
    redirect: '/admin/dashboard',
    meta: { title: '' },
    children: [
      route('dashboard', '首页', {
        component: 'admin/dashboard',
        meta: { title: '首页', icon: 'dashboard', affix: true },
      }),
    ],
  }),
  route('/admin/sys', '系统管理', {
    component: 'Layout',
    alwaysShow: true,
    redirect: '/admin/sys/user',
    meta: { title: '系统管理', icon: 'setting' },
    children: [
      route('user', '用户管理', { meta: { title: '用户管理', icon: 'user' } }),
      route('notice', '公告管理', { meta: { title: '公告管理', icon: 'message' } }),
      route('secret', '隐藏页', { hidden: true }),
    ],
  }),
  route('/admin/exam', '考试管理', {
    component: 'Layout',
    meta: { title: '考试管理', icon: 'exam', module: 'exam' },
    children: [
      route('list', '考试列表', { meta: { title: '考试列表', icon: 'list' } }),
      route('add/:tmplId', '创建考试', { hidden: true, meta: { title: '创建考试', activeMenu: '/admin/exam/list' } }),
    ],
  }),
  route('/admin/course', '课程管理', {
    component: 'Layout',
    meta: { title: '课程管理', icon: 'education', module: 'course' },
    children: [
      route('list', '课程列表', { meta: { title: '课程列表' } }),
      route('file', '课件管理', { meta: { title: '课件管理' } }),
    ],
  }),
  route('/admin/hidden', '隐藏菜单', { component: 'Layout', hidden: true, children: [route('x', 'X')] }),
  route('/web', '学员端', { component: 'WebLayout', children: [route('index', '在线考试')] }),
];
