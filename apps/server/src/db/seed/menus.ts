import { Perm } from '@xuekao/contracts';

/**
 * The whole menu tree of docs/REQUIREMENTS.md (learner and admin routes). `key` makes the seeded id (`m-<key>`), so a later start can add new
 * menus without touching ones an administrator changed. Functions (type 2) carry the button permissions;
 * a page menu's own `perm` is its list permission.
 */
export interface MenuSeed {
  key: string;
  title: string;
  path?: string;
  component?: string;
  name?: string;
  icon?: string;
  perm?: string;
  redirect?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  affix?: boolean;
  activeMenu?: string;
  module?: 'exam' | 'course' | 'battle' | 'cert';
  /** 1 menu (default), 2 function, 3 route */
  type?: 1 | 2 | 3;
  children?: MenuSeed[];
}

const fn = (key: string, title: string, perm: string): MenuSeed => ({ key: `fn-${key}`, title, perm, type: 2 });
const crudFns = (key: string, p: { add: string; edit: string; delete: string }): MenuSeed[] => [
  fn(`${key}-add`, '添加', p.add),
  fn(`${key}-edit`, '修改', p.edit),
  fn(`${key}-delete`, '删除', p.delete),
];

const adminDir = (
  key: string,
  title: string,
  path: string,
  icon: string,
  children: MenuSeed[],
  module?: MenuSeed['module'],
): MenuSeed => ({
  key,
  title,
  path,
  component: 'Layout',
  name: `Dir${key[0].toUpperCase()}${key.slice(1)}`,
  icon,
  alwaysShow: true,
  redirect: 'noRedirect',
  module,
  children,
});

export const ADMIN_MENUS: MenuSeed[] = [
  {
    key: 'admin',
    title: '管理后台',
    path: '/admin',
    component: 'Layout',
    name: 'Admin',
    redirect: '/admin/dashboard',
    children: [
      {
        key: 'dashboard',
        title: '首页',
        path: 'dashboard',
        component: 'admin/dashboard',
        name: 'Dashboard',
        icon: 'dashboard',
        affix: true,
        children: [fn('stat-view', '查看统计', Perm.stat.view)],
      },
    ],
  },
  adminDir(
    'exam',
    '考试管理',
    '/admin/exam',
    'exam',
    [
      {
        key: 'exam-list',
        title: '考试管理',
        path: 'list',
        component: 'admin/exam-list',
        name: 'ListExam',
        icon: 'list',
        perm: Perm.exam.list,
        children: [
          ...crudFns('exam', Perm.exam),
          fn('exam-state', '状态', Perm.exam.state),
          fn('exam-notify', '考试通知', Perm.exam.notify),
        ],
      },
      {
        key: 'exam-add',
        title: '创建考试',
        path: 'add/:tmplId',
        component: 'admin/exam-add',
        name: 'AddExam',
        hidden: true,
        activeMenu: '/admin/exam/list',
        perm: Perm.exam.add,
      },
      {
        key: 'exam-watch',
        title: '考试监控',
        path: 'watch/:examId',
        component: 'admin/exam-watch',
        name: 'ExamWatch',
        hidden: true,
        activeMenu: '/admin/exam/list',
        perm: Perm.exam.watch,
      },
      {
        key: 'exam-tmpl',
        title: '试卷模板',
        path: 'tmpl',
        component: 'admin/exam-tmpl',
        name: 'ListTmpl',
        icon: 'documentation',
        perm: Perm.examTmpl.list,
        children: crudFns('exam-tmpl', Perm.examTmpl),
      },
      {
        key: 'exam-mark',
        title: '阅卷管理',
        path: 'mark',
        component: 'admin/exam-mark',
        name: 'ListMark',
        icon: 'edit',
        perm: Perm.exam.mark,
      },
      {
        key: 'exam-apply',
        title: '考试申请',
        path: 'apply',
        component: 'admin/exam-apply',
        name: 'ListApply',
        icon: 'clipboard',
        perm: Perm.exam.applyList,
        children: [fn('exam-apply-audit', '审核', Perm.exam.applyAudit)],
      },
    ],
    'exam',
  ),
  adminDir(
    'repo',
    '题库管理',
    '/admin/repo',
    'education',
    [
      {
        key: 'repo-list',
        title: '题库管理',
        path: 'list',
        component: 'admin/repo-list',
        name: 'ListRepo',
        icon: 'tree-table',
        perm: Perm.repo.list,
        children: [...crudFns('repo', Perm.repo), fn('repo-chapter', '章节管理', Perm.repo.chapter)],
      },
      {
        key: 'repo-chapter-page',
        title: '章节管理',
        path: 'chapter/:repoId',
        component: 'admin/repo-chapter',
        name: 'RepoChapter',
        hidden: true,
        activeMenu: '/admin/repo/list',
        perm: Perm.repo.chapter,
      },
      {
        key: 'qu-list',
        title: '试题管理',
        path: 'qu',
        component: 'admin/qu-list',
        name: 'QuList',
        icon: 'form',
        perm: Perm.qu.list,
        children: [
          ...crudFns('qu', Perm.qu),
          fn('qu-import', '导入', Perm.qu.import),
          fn('qu-export', '导出', Perm.qu.export),
        ],
      },
    ],
    'exam',
  ),
  adminDir(
    'course',
    '课程管理',
    '/admin/course',
    'skill',
    [
      {
        key: 'course-list',
        title: '课程管理',
        path: 'list',
        component: 'admin/course-list',
        name: 'ListCourse',
        icon: 'list',
        perm: Perm.course.list,
        children: [...crudFns('course', Perm.course), fn('course-notify', '课程通知', Perm.course.notify)],
      },
      {
        key: 'course-add',
        title: '添加课程',
        path: 'add',
        component: 'admin/course-add',
        name: 'AddCourse',
        hidden: true,
        activeMenu: '/admin/course/list',
        perm: Perm.course.add,
      },
      {
        key: 'course-file',
        title: '课件管理',
        path: 'file',
        component: 'admin/course-file',
        name: 'ListFile',
        icon: 'documentation',
        perm: Perm.courseFile.list,
        children: crudFns('course-file', Perm.courseFile),
      },
      {
        key: 'course-stat',
        title: '学习统计',
        path: 'stat/:courseId',
        component: 'admin/course-stat',
        name: 'CourseStat',
        hidden: true,
        activeMenu: '/admin/course/list',
        perm: Perm.course.stat,
      },
    ],
    'course',
  ),
  adminDir(
    'battle',
    '竞赛管理',
    '/admin/battle',
    'star',
    [
      {
        key: 'battle-list',
        title: '竞赛管理',
        path: 'list',
        component: 'admin/battle-list',
        name: 'AdminBattleList',
        icon: 'list',
        perm: Perm.battle.list,
        children: crudFns('battle', Perm.battle),
      },
    ],
    'battle',
  ),
  adminDir(
    'cert',
    '证书管理',
    '/admin/cert',
    'documentation',
    [
      {
        key: 'cert-list',
        title: '证书管理',
        path: 'list',
        component: 'admin/cert-list',
        name: 'ListCert',
        icon: 'list',
        perm: Perm.cert.list,
        children: crudFns('cert', Perm.cert),
      },
      {
        key: 'cert-grant',
        title: '发放记录',
        path: 'grant',
        component: 'admin/cert-grant',
        name: 'ListCertGrant',
        icon: 'clipboard',
        perm: Perm.certGrant.list,
        children: [
          fn('cert-grant-batch', '批量发放', Perm.certGrant.grant),
          fn('cert-grant-delete', '删除', Perm.certGrant.delete),
        ],
      },
    ],
    'cert',
  ),
  adminDir('sys', '系统管理', '/admin/sys', 'setting', [
    {
      key: 'sys-user',
      title: '用户管理',
      path: 'user',
      component: 'admin/sys-user',
      name: 'SysUser',
      icon: 'user',
      perm: Perm.user.list,
      children: [
        ...crudFns('sys-user', Perm.user),
        fn('sys-user-state', '启用/禁用', Perm.user.state),
        fn('sys-user-reset', '重置密码', Perm.user.resetPass),
        fn('sys-user-import', '导入', Perm.user.import),
        fn('sys-user-export', '导出', Perm.user.export),
        fn('sys-user-batch', '批量操作', Perm.user.batch),
      ],
    },
    {
      key: 'sys-depart',
      title: '部门管理',
      path: 'depart',
      component: 'admin/sys-depart',
      name: 'SysDepart',
      icon: 'tree',
      perm: Perm.depart.list,
      children: [...crudFns('sys-depart', Perm.depart), fn('sys-depart-sort', '排序', Perm.depart.sort)],
    },
    {
      key: 'sys-role',
      title: '角色管理',
      path: 'role',
      component: 'admin/sys-role',
      name: 'SysRole',
      icon: 'peoples',
      perm: Perm.role.list,
      children: [...crudFns('sys-role', Perm.role), fn('sys-role-menus', '授权菜单', Perm.role.menus)],
    },
    {
      key: 'sys-menu',
      title: '菜单管理',
      path: 'menu',
      component: 'admin/sys-menu',
      name: 'SysMenu',
      icon: 'tree-table',
      perm: Perm.menu.list,
      children: [...crudFns('sys-menu', Perm.menu), fn('sys-menu-sort', '排序', Perm.menu.sort)],
    },
    {
      key: 'sys-dic',
      title: '数据字典',
      path: 'dic',
      component: 'admin/sys-dic',
      name: 'SysDic',
      icon: 'dict',
      perm: Perm.dic.list,
      children: crudFns('sys-dic', Perm.dic),
    },
    {
      key: 'sys-notice',
      title: '公告管理',
      path: 'notice',
      component: 'admin/sys-notice',
      name: 'SysNotice',
      icon: 'message',
      perm: Perm.notice.list,
      children: crudFns('sys-notice', Perm.notice),
    },
    {
      key: 'sys-tmpl',
      title: '消息模板',
      path: 'tmpl',
      component: 'admin/sys-tmpl',
      name: 'SysTmpl',
      icon: 'email',
      perm: Perm.notifyTmpl.list,
      children: crudFns('sys-tmpl', Perm.notifyTmpl),
    },
    {
      key: 'sys-config',
      title: '系统配置',
      path: 'config',
      component: 'admin/sys-config',
      name: 'SysConfig',
      icon: 'system',
      perm: Perm.config.view,
      children: [fn('sys-config-save', '保存配置', Perm.config.save)],
    },
    {
      key: 'sys-sms',
      title: '短信记录',
      path: 'sms',
      component: 'admin/sys-sms',
      name: 'SysSms',
      icon: 'phone',
      perm: Perm.sms.list,
    },
  ]),
];

export { WEB_MENUS } from './web-menus.ts';
