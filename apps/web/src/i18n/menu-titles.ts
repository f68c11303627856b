import type { MenuRoute } from '@xuekao/contracts';
import { currentLocale, defineMessages } from './core';

/**
 * Menu titles come from the server's seeded menus (Chinese data an administrator may edit). In en-US the web
 * shows the English of a route by its route name, but only while its title is still the seeded one: a title
 * an administrator changed is shown as written. Keys: route names of apps/server/src/db/seed/(web-)menus.ts.
 */
export const menuTitles = defineMessages('menus', {
  Admin: '管理后台',
  Dashboard: '首页',
  DirExam: '考试管理',
  ListExam: '考试管理',
  AddExam: '创建考试',
  ExamWatch: '考试监控',
  ExamAnalysis: '考试分析',
  ListTmpl: '试卷模板',
  ListMark: '阅卷管理',
  ListApply: '考试申请',
  DirRepo: '题库管理',
  ListRepo: '题库管理',
  RepoChapter: '章节管理',
  RepoAnalysis: '题库分析',
  QuList: '试题管理',
  DirCourse: '课程管理',
  ListCourse: '课程管理',
  AddCourse: '添加课程',
  ListFile: '课件管理',
  CourseStat: '学习统计',
  DirBattle: '竞赛管理',
  AdminBattleList: '竞赛管理',
  DirCert: '证书管理',
  ListCert: '证书管理',
  ListCertGrant: '发放记录',
  DirSys: '系统管理',
  SysUser: '用户管理',
  SysDepart: '部门管理',
  SysRole: '角色管理',
  PointsLog: '积分记录',
  PointsRule: '积分规则',
  SysMenu: '菜单管理',
  SysDic: '数据字典',
  SysNotice: '公告管理',
  SysTmpl: '消息模板',
  SysConfig: '系统配置',
  SysSms: '短信记录',
  Web: '学员中心',
  ExamOnline: '在线考试',
  CourseLearn: '课程学习',
  MyRepo: '题库训练',
  MyPaper: '我的成绩',
  BattleList: '知识竞赛',
  WebNotice: '通知公告',
  UserCenter: '个人中心',
  CourseView: '课程详情',
  CourseViewWithFile: '课程详情',
  MyRepoView: '题库详情',
  MyRepoTraining: '题库训练',
  TrainResult: '训练结果',
  NoticeDetail: '公告详情',
  ExamCheck: '考前确认',
  ExamStart: '开始考试',
  ExamResult: '考试结果',
  ExamDebug: '设备调试',
  QuView: '试题详情',
  PaperList: '考试记录',
  CertDetail: '证书详情',
  BookList: '错题本',
  BattleView: '竞赛详情',
  BattlePlay: '竞赛对战',
});

const seeded = menuTitles.zh as Record<string, string>;

/** The route tree with its seeded titles in the UI language (the same tree in zh-CN). */
export function translateMenuRoutes(routes: readonly MenuRoute[]): MenuRoute[] {
  if (currentLocale() === 'zh-CN') return routes as MenuRoute[];
  return routes.map((r) => {
    const title = r.meta.title;
    const meta =
      seeded[r.name] === title ? { ...r.meta, title: menuTitles(r.name as keyof typeof menuTitles.zh) } : r.meta;
    return { ...r, meta, children: translateMenuRoutes(r.children ?? []) };
  });
}
