import type { MenuSeed } from './menu-seed.ts';

/** The learner tree (WebLayout at /web): top navigation plus hidden pages with parameters. */
const web = (
  key: string,
  title: string,
  path: string,
  component: string,
  name: string,
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  key: `web-${key}`,
  title,
  path,
  component: `learner/${component}`,
  name,
  ...extra,
});

export const WEB_MENUS: MenuSeed[] = [
  {
    key: 'web',
    title: '学员中心',
    path: '/web',
    component: 'WebLayout',
    name: 'Web',
    redirect: '/web/index',
    children: [
      web('index', '在线考试', 'index', 'exam-list', 'ExamOnline', { icon: 'exam', module: 'exam' }),
      web('course', '课程学习', 'course', 'course-list', 'CourseLearn', { icon: 'skill', module: 'course' }),
      web('repo', '题库训练', 'repo', 'repo-list', 'MyRepo', { icon: 'education', module: 'exam' }),
      web('paper', '我的成绩', 'paper', 'paper-list', 'MyPaper', { icon: 'chart', module: 'exam' }),
      web('battle', '知识竞赛', 'battle', 'battle-list', 'BattleList', { icon: 'star', module: 'battle' }),
      web('notice', '通知公告', 'notice', 'notice-list', 'WebNotice', { icon: 'message' }),
      web('uc', '个人中心', 'uc', 'uc', 'UserCenter', { icon: 'user' }),
      web('course-view', '课程详情', 'course/view/:courseId', 'course-view', 'CourseView', {
        hidden: true,
        module: 'course',
      }),
      web('course-file', '课程详情', 'course/view/:courseId/:fileId', 'course-view', 'CourseViewWithFile', {
        hidden: true,
        module: 'course',
      }),
      web('repo-view', '题库详情', 'repo/view/:repoId', 'repo-view', 'MyRepoView', { hidden: true, module: 'exam' }),
      web('repo-training', '题库训练', 'repo/training/:repoId/:mode', 'repo-training', 'MyRepoTraining', {
        hidden: true,
        module: 'exam',
      }),
      web('train-result', '训练结果', 'repo/repo/:trainId', 'train-result', 'TrainResult', {
        hidden: true,
        module: 'exam',
      }),
      web('notice-detail', '公告详情', 'notice/detail/:id', 'notice-detail', 'NoticeDetail', { hidden: true }),
      web('exam-check', '考前确认', 'exam/check/:id', 'exam-check', 'ExamCheck', { hidden: true, module: 'exam' }),
      web('exam-start', '开始考试', 'exam/start/:id', 'exam-start', 'ExamStart', { hidden: true, module: 'exam' }),
      web('exam-result', '考试结果', 'exam/result/:id', 'exam-result', 'ExamResult', { hidden: true, module: 'exam' }),
      web('exam-debug', '设备调试', 'exam/debug', 'exam-debug', 'ExamDebug', { hidden: true, module: 'exam' }),
      web('qu-view', '试题详情', 'qu/view/:id', 'qu-view', 'QuView', { hidden: true, module: 'exam' }),
      web('paper-records', '考试记录', 'paper/list/:examId/:userId', 'paper-records', 'PaperList', {
        hidden: true,
        module: 'exam',
      }),
      web('cert-detail', '证书详情', 'cert/detail/:id', 'cert-detail', 'CertDetail', { hidden: true, module: 'cert' }),
      web('book-list', '错题本', 'book/list/:examId', 'book-list', 'BookList', { hidden: true, module: 'exam' }),
      web('battle-view', '竞赛详情', 'battle/view/:id', 'battle-view', 'BattleView', {
        hidden: true,
        module: 'battle',
      }),
      web('battle-play', '竞赛对战', 'battle/play/:id', 'battle-play', 'BattlePlay', {
        hidden: true,
        module: 'battle',
      }),
    ],
  },
];
