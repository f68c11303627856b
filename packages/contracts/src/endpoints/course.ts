import { z } from 'zod';
import { IdBodySchema, IdsBodySchema, StateBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import {
  CourseAdminDetailSchema,
  CourseDetailSchema,
  CourseNotifyResultSchema,
  CourseOptionSchema,
  CoursePagingBodySchema,
  CourseRowSchema,
  CourseSimpleSchema,
  SaveCourseBodySchema,
} from '../schemas/course.ts';
import {
  CourseCatNodeSchema,
  CourseFilePagingBodySchema,
  CourseFileSchema,
  SaveCourseCatBodySchema,
  SaveCourseFileBodySchema,
} from '../schemas/course-file.ts';
import {
  CourseFaceBodySchema,
  CourseFileRefBodySchema,
  CourseRemainSchema,
  CourseStatBodySchema,
  CourseStatSummarySchema,
  CourseStatUserSchema,
  DashCoursePagingBodySchema,
  DashCourseRowSchema,
  ExerciseAnswerBodySchema,
  ExerciseRecordSchema,
  FetchFileSchema,
  FileLearnPagingBodySchema,
  FileLearnRowSchema,
  FileProgressSchema,
} from '../schemas/course-study.ts';
import { CaptureResultSchema } from '../schemas/paper.ts';
import { endpoint, FileAnswer, NoAnswer, NoInput, pageOf, SavedIdAnswer } from './define.ts';
import { PICKER_AUTH } from './picker-auth.ts';

const fileStaff = PICKER_AUTH.courseFile;

/**
 * Courses, the courseware library, study and its checks (docs/COURSES.md). A learner sees a course only
 * while it is open, in time and in range; learning time comes from the study socket
 * `/api/socket/read/{userId}/{courseId}/{fileId}` alone.
 */
export const course = {
  // ------------------------------------------------------------ catalogue
  catTree: endpoint({
    path: '/api/course/cat/tree',
    auth: fileStaff,
    request: NoInput,
    answer: z.array(CourseCatNodeSchema),
    summary: '课件目录树',
  }),
  catSave: endpoint({
    path: '/api/course/cat/save',
    auth: Perm.courseFile.edit,
    request: SaveCourseCatBodySchema,
    answer: SavedIdAnswer,
    summary: '新建、重命名或移动课件目录',
  }),
  catDelete: endpoint({
    path: '/api/course/cat/delete',
    auth: Perm.courseFile.delete,
    request: IdBodySchema,
    answer: NoAnswer,
    summary: '删除课件目录（须为空）',
  }),
  // ------------------------------------------------------------ files
  fileSave: endpoint({
    path: '/api/course/file/save',
    auth: { any: [Perm.courseFile.add, Perm.courseFile.edit] },
    request: SaveCourseFileBodySchema,
    answer: SavedIdAnswer,
    summary: '保存课件（时长、大小、页数由服务器读取）',
  }),
  fileDetail: endpoint({
    path: '/api/course/file/detail',
    auth: 'user',
    request: IdBodySchema,
    answer: CourseFileSchema,
    summary: '课件详情（学员仅限其可学课程中的课件）',
  }),
  filePaging: endpoint({
    path: '/api/course/file/paging',
    auth: fileStaff,
    request: CourseFilePagingBodySchema,
    answer: pageOf(CourseFileSchema),
    summary: '课件分页（目录、标题、类型、排除已选）',
  }),
  fileDelete: endpoint({
    path: '/api/course/file/delete',
    auth: Perm.courseFile.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除课件（被课程使用的不能删除）',
  }),
  // ------------------------------------------------------------ courses
  save: endpoint({
    path: '/api/course/course/save',
    auth: { any: [Perm.course.add, Perm.course.edit] },
    request: SaveCourseBodySchema,
    answer: SavedIdAnswer,
    summary: '保存课程（无 id 为新增）',
  }),
  detail: endpoint({
    path: '/api/course/course/detail',
    auth: 'user',
    request: IdBodySchema,
    answer: CourseDetailSchema,
    summary: '课程详情与目录（含本人进度）',
  }),
  adminDetail: endpoint({
    path: '/api/course/course/admin/detail',
    auth: { any: [Perm.course.edit, Perm.course.list] },
    request: IdBodySchema,
    answer: CourseAdminDetailSchema,
    summary: '课程编辑详情',
  }),
  simpleDetail: endpoint({
    path: '/api/course/course/simple-detail',
    auth: 'user',
    request: IdBodySchema,
    answer: CourseSimpleSchema,
    summary: '课程简要信息（学习设置）',
  }),
  paging: endpoint({
    path: '/api/course/course/paging',
    auth: { any: [Perm.course.list, Perm.exam.add, Perm.exam.edit, Perm.course.stat] },
    request: CoursePagingBodySchema,
    answer: pageOf(CourseRowSchema),
    summary: '课程分页（管理与课程选择）',
  }),
  options: endpoint({
    path: '/api/course/course/options',
    auth: PICKER_AUTH.course,
    request: CoursePagingBodySchema,
    answer: pageOf(CourseOptionSchema),
    summary: '课程选择（仅标题；考试列表按课程筛选）',
  }),
  userPaging: endpoint({
    path: '/api/course/course/user-paging',
    auth: 'user',
    request: CoursePagingBodySchema,
    answer: pageOf(CourseRowSchema),
    summary: '我的课程（开放中、范围内，含进度）',
  }),
  state: endpoint({
    path: '/api/course/course/state',
    auth: Perm.course.edit,
    request: StateBodySchema,
    answer: NoAnswer,
    summary: '启用或禁用课程',
  }),
  delete: endpoint({
    path: '/api/course/course/delete',
    auth: Perm.course.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除课程（有学习记录的不能删除，可禁用）',
  }),
  prepareNotify: endpoint({
    path: '/api/course/course/prepare-notify',
    auth: Perm.course.notify,
    request: IdBodySchema,
    answer: CourseNotifyResultSchema,
    summary: '通知课程范围内的学员',
  }),
  // ------------------------------------------------------------ study
  learnPaging: endpoint({
    path: '/api/course/file/learn/paging',
    auth: 'user',
    request: FileLearnPagingBodySchema,
    answer: pageOf(FileLearnRowSchema),
    summary: '我的课件学习记录',
  }),
  fixProcess: endpoint({
    path: '/api/course/file/learn/fix-process',
    auth: 'user',
    request: CourseFileRefBodySchema,
    answer: FileProgressSchema,
    summary: '本人课件进度（服务器记录，不能增加时长）',
  }),
  fetchFile: endpoint({
    path: '/api/course/file/fetch-file',
    auth: 'user',
    request: CourseFileRefBodySchema,
    answer: FetchFileSchema,
    summary: '课件播放或查看地址',
  }),
  // ------------------------------------------------------------ exercises and face
  exercisesRecord: endpoint({
    path: '/api/course/exercises/exercises-record',
    auth: 'user',
    request: CourseFileRefBodySchema,
    answer: ExerciseRecordSchema,
    summary: '抽取一道课中练习（不含答案）',
  }),
  exercisesList: endpoint({
    path: '/api/course/exercises/list',
    auth: 'user',
    request: z.object({ ids: IdsBodySchema.shape.ids }),
    answer: z.array(ExerciseRecordSchema),
    summary: '按 id 取本人的练习记录',
  }),
  isAnswer: endpoint({
    path: '/api/course/exercises/isAnswer',
    auth: 'user',
    request: ExerciseAnswerBodySchema,
    answer: z.boolean(),
    summary: '提交课中练习答案',
  }),
  remain: endpoint({
    path: '/api/course/exercises/remain',
    auth: 'user',
    request: CourseFileRefBodySchema,
    answer: CourseRemainSchema,
    summary: '本课件剩余练习题数',
  }),
  exercisesDelete: endpoint({
    path: '/api/course/exercises/delete',
    auth: Perm.course.edit,
    request: z.object({ courseId: IdBodySchema.shape.id, userIds: IdsBodySchema.shape.ids }),
    answer: NoAnswer,
    summary: '清除学员的课中练习记录（重新练习）',
  }),
  faceSave: endpoint({
    path: '/api/course/face/save',
    auth: 'user',
    request: CourseFaceBodySchema,
    answer: CaptureResultSchema,
    summary: '学习抓拍与人脸比对',
  }),
  // ------------------------------------------------------------ statistics
  statSummary: endpoint({
    path: '/api/course/stat/summary',
    auth: Perm.course.stat,
    request: IdBodySchema,
    answer: CourseStatSummarySchema,
    summary: '课程学习统计（人数、完成、平均时长、各课件进度）',
  }),
  statUsers: endpoint({
    path: '/api/course/stat/user-paging',
    auth: Perm.course.stat,
    request: CourseStatBodySchema,
    answer: pageOf(CourseStatUserSchema),
    summary: '课程学员进度分页',
  }),
  statExport: endpoint({
    path: '/api/course/stat/export',
    auth: Perm.course.stat,
    request: CourseStatBodySchema,
    answer: FileAnswer,
    raw: true,
    summary: '导出课程学员进度（Excel）',
  }),
  dashCourseList: endpoint({
    path: '/api/stat/course/dash-course-list',
    auth: { any: [Perm.stat.view, Perm.course.list] },
    request: DashCoursePagingBodySchema,
    answer: pageOf(DashCourseRowSchema),
    summary: '首页进行中课程（学习人数、完成人数）',
  }),
};
