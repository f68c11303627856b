import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';
import { CourseFileSchema, optNum } from './course-file.ts';
import { bool, int, isoTime, optionalId } from './fields.ts';

/**
 * Courses, the courseware library and study (docs/COURSES.md). Times are ISO strings; every duration here
 * is in seconds unless its name says minutes. Learning time is accrued by the server from the study
 * socket; nothing a learner posts can add to it.
 */

/** Course state: 0 open, 1 disabled (hidden from learners; study stops). */
export const CourseState = { OPEN: 0, DISABLED: 1 } as const;
/** Course open types (dictionary `open_type` minus passwords): 1 public, 2 departments, 3 persons. */
export const CourseOpenType = { PUBLIC: 1, DEPT: 2, PERSON: 3 } as const;

// The study constants live in ../study.ts (no zod there: the learner pages read them without the schemas).
export { STUDY } from '../study.ts';

// ---------------------------------------------------------------- courses

const chapterSchema = z.object({
  title: z.string({ error: '章节名称不能为空！' }).trim().min(1, '章节名称不能为空！').max(256),
  fileIds: z.array(IdSchema).max(1000).default([]),
});

/** Anti-cheat and study settings of a course (spec: Course entity). */
const studySettings = {
  /** Face capture with comparison while studying; `faceInterval` captures per file. */
  faceCam: bool(false),
  faceInterval: int(0, 1000, '抓拍次数必须在0到1000之间！'),
  /** Minutes between photos when `faceCam` is off but photos are taken (`uploadPhoto`). */
  faceIntervalTime: int(0, 1440, '抓拍间隔必须在0到1440分钟之间！'),
  handCam: bool(false),
  uploadPhoto: bool(false),
  /** Dragging the video ahead allowed. */
  videoDrag: bool(true),
  /** Playback rates 1, 1.5 and 2 offered. */
  tripleSpeed: bool(false),
  /** Reading check every `checkSec` minutes (shown as timeMin). */
  checkOn: bool(false),
  checkSec: int(0, 1440, '阅读检查间隔必须在0到1440分钟之间！'),
  /** In-course exercises, `exercisesCount` per file. */
  exercises: bool(false),
  exercisesCount: int(0, 100, '练习题数量必须在0到100之间！'),
};

/** `/api/course/course/save`: new without `id`. */
export const SaveCourseBodySchema = z
  .object({
    id: optionalId,
    title: z.string({ error: '课程名称不能为空！' }).trim().min(1, '课程名称不能为空！').max(256),
    cover: z.string().max(1024).optional().default(''),
    content: z.string().max(100_000).optional().default(''),
    openType: z.coerce
      .number({ error: '开放类型不正确！' })
      .int()
      .refine((v) => [1, 2, 3].includes(v), '开放类型不正确！')
      .optional()
      .default(1),
    deptCodes: z.array(z.string().max(64)).max(1000).optional().default([]),
    /**
     * Open type 3: persons, replacing the course's list. Left out, a new course starts with none and an
     * edit keeps its persons (the form edits them one by one with `/api/sys/user/ref/join|remove`).
     */
    userIds: z.array(IdSchema).max(100_000).optional(),
    startTime: isoTime('开始时间不能为空！'),
    endTime: isoTime('结束时间不能为空！'),
    chapters: z.array(chapterSchema).max(200).default([]),
    points: int(0, 100000, '完成积分不正确！'),
    certId: z
      .string()
      .max(64)
      .nullable()
      .optional()
      .transform((v) => v ?? ''),
    /** An exam that must be passed too before the course counts as finished. */
    examId: z
      .string()
      .max(64)
      .nullable()
      .optional()
      .transform((v) => v ?? ''),
    state: int(0, 1, '课程状态不正确！'),
    ...studySettings,
  })
  .superRefine((v, ctx) => {
    if (new Date(v.endTime) <= new Date(v.startTime))
      ctx.addIssue({ code: 'custom', message: '结束时间必须晚于开始时间！' });
    if (v.openType === 2 && !v.deptCodes.length) ctx.addIssue({ code: 'custom', message: '请选择开放的部门！' });
    if (v.openType === 3 && v.userIds && !v.userIds.length)
      ctx.addIssue({ code: 'custom', message: '请选择学习人员！' });
    const ids = v.chapters.flatMap((c) => c.fileIds);
    if (!ids.length) ctx.addIssue({ code: 'custom', message: '请至少选择一个课件！' });
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: '课件不能重复选择！' });
    if (v.checkOn && v.checkSec < 1) ctx.addIssue({ code: 'custom', message: '请设置阅读检查间隔！' });
  });
export type SaveCourseBody = z.input<typeof SaveCourseBodySchema>;

/** `/api/course/course/paging` (staff) and `/user-paging` (learners: courses in range and in time). */
export const CoursePagingBodySchema = pagingRequest(
  z
    .object({
      title: z.string().max(256).optional(),
      openType: optNum,
      state: optNum,
    })
    .passthrough(),
);

const studyFields = {
  faceCam: z.boolean(),
  faceInterval: z.number().int(),
  faceIntervalTime: z.number().int(),
  handCam: z.boolean(),
  uploadPhoto: z.boolean(),
  videoDrag: z.boolean(),
  tripleSpeed: z.boolean(),
  checkOn: z.boolean(),
  checkSec: z.number().int(),
  exercises: z.boolean(),
  exercisesCount: z.number().int(),
};

/** A course row (staff list, course select, learner grid). */
export const CourseRowSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  cover: z.string(),
  openType: z.number().int(),
  openType_dictText: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  state: z.number().int(),
  fileCount: z.number().int(),
  /** Seconds of all its files. */
  totalSec: z.number().int(),
  points: z.number().int(),
  createTime: z.string(),
  /** The caller's study (learner grid): seconds credited, files finished, percent, finished. */
  learnSec: z.number().int(),
  finishCount: z.number().int(),
  process: z.number().int(),
  finished: z.boolean(),
});
export type CourseRow = z.output<typeof CourseRowSchema>;

/** A course as the course select offers it (`/api/course/course/options`): its id and title, nothing else. */
export const CourseOptionSchema = z.strictObject({ id: z.string(), title: z.string() });
export type CourseOption = z.output<typeof CourseOptionSchema>;

/** A file in a course's catalogue, with the caller's progress. */
export const CourseFileEntrySchema = z.strictObject({
  fileId: z.string(),
  title: z.string(),
  fileType: z.number().int(),
  fileType_dictText: z.string(),
  fileSize: z.number().int(),
  duration: z.number().int(),
  pages: z.number().int(),
  needLearn: z.number().int(),
  exercisesIdList: z.array(z.string()),
  /** The caller's credited seconds and saved playback position. */
  learnSec: z.number().int(),
  lastPos: z.number(),
  finished: z.boolean(),
});
export type CourseFileEntry = z.output<typeof CourseFileEntrySchema>;

export const CourseChapterSchema = z.strictObject({
  title: z.string(),
  files: z.array(CourseFileEntrySchema),
});

/** `/api/course/course/detail` (learner): the course, its catalogue and the caller's progress. */
export const CourseDetailSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  cover: z.string(),
  content: z.string(),
  openType: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  points: z.number().int(),
  examId: z.string(),
  certId: z.string(),
  ...studyFields,
  chapters: z.array(CourseChapterSchema),
  learnSec: z.number().int(),
  process: z.number().int(),
  finished: z.boolean(),
  /** Why study was last stopped ('' when it was not). */
  breakMsg: z.string(),
});
export type CourseDetail = z.output<typeof CourseDetailSchema>;

/** `/api/course/course/simple-detail`. */
export const CourseSimpleSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  openType: z.number().int(),
  ...studyFields,
});
export type CourseSimple = z.output<typeof CourseSimpleSchema>;

/** `/api/course/course/admin/detail`: everything the edit form holds. */
export const CourseAdminDetailSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  cover: z.string(),
  content: z.string(),
  openType: z.number().int(),
  deptCodes: z.array(z.string()),
  userIds: z.array(z.string()),
  /** Names of `userIds`, for the user-reference list. */
  users: z.array(z.strictObject({ id: z.string(), userName: z.string(), realName: z.string() })),
  startTime: z.string(),
  endTime: z.string(),
  points: z.number().int(),
  certId: z.string(),
  examId: z.string(),
  state: z.number().int(),
  ...studyFields,
  chapters: z.array(z.strictObject({ title: z.string(), files: z.array(CourseFileSchema) })),
});
export type CourseAdminDetail = z.output<typeof CourseAdminDetailSchema>;

export const CourseNotifyResultSchema = z.strictObject({ count: z.number().int() });
