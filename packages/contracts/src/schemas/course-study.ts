import { z } from 'zod';
import { IdSchema, pagingRequest } from '../envelope.ts';

/** Study, in-course exercises, study photos and course statistics (docs/COURSES.md); courses are in course.ts. */

const optNum = z.coerce.number().int().optional().nullable().catch(undefined);

// ---------------------------------------------------------------- study

/** `{courseId, fileId}` of a learner call about one file of a course. */
export const CourseFileRefBodySchema = z.object({ courseId: IdSchema, fileId: IdSchema });

/** `/api/course/file/learn/fix-process`: the caller's progress on a file, as the server holds it. */
export const FileProgressSchema = z.strictObject({
  courseId: z.string(),
  fileId: z.string(),
  learnSec: z.number().int(),
  needLearn: z.number().int(),
  lastPos: z.number(),
  finished: z.boolean(),
  process: z.number().int(),
});

/** `/api/course/file/fetch-file`: where the caller plays or reads the file. */
export const FetchFileSchema = z.strictObject({
  fileId: z.string(),
  fileType: z.number().int(),
  fileUrl: z.string(),
  viewUrl: z.string(),
});

/** `/api/course/file/learn/paging`: the caller's courseware learning list (user centre 课件学习). */
export const FileLearnPagingBodySchema = pagingRequest(
  z.object({ courseId: z.string().max(64).optional().nullable() }).passthrough(),
);
export const FileLearnRowSchema = z.strictObject({
  courseId: z.string(),
  fileId: z.string(),
  fileName: z.string(),
  courseName: z.string(),
  updateTime: z.string(),
  /** Percent 0-100. */
  process: z.number().int(),
});

/**
 * A study socket message (spec "Reading progress message"): `stopped` with `stopMsg` ends study;
 * `current` the file is finished; `all` the course is finished. `learnSec` is the file's credited time.
 */
export const StudySocketMessageSchema = z.object({
  stopped: z.boolean(),
  stopMsg: z.string(),
  all: z.boolean(),
  current: z.boolean(),
  learnSec: z.number().int(),
  /**
   * What the server waits for before it credits more time: '' nothing, 'exercise' an in-course exercise
   * answered right, 'face' a study photo that passes, 'check' the reading check (a right captcha, then
   * `check` on the socket). The page opens the matching dialog when it is not open already.
   */
  due: z.enum(['', 'exercise', 'face', 'check']),
});
export type StudySocketMessage = z.output<typeof StudySocketMessageSchema>;

// ---------------------------------------------------------------- exercises and face

/** An in-course exercise shown to the learner (no answer). */
export const ExerciseRecordSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  optionA: z.string().optional(),
  optionB: z.string().optional(),
  optionC: z.string().optional(),
  optionD: z.string().optional(),
});
export type ExerciseRecord = z.output<typeof ExerciseRecordSchema>;

export const ExerciseAnswerBodySchema = z.object({
  exercisesRecordId: IdSchema,
  answer: z
    .string({ error: '请回答问题后提交' })
    .trim()
    .regex(/^[A-D]$/, '请回答问题后提交'),
});

export const CourseRemainSchema = z.number().int();

/** `/api/course/face/save`: a study photo. */
export const CourseFaceBodySchema = z.object({
  courseId: IdSchema,
  fileId: IdSchema,
  base64: z.string({ error: '请上传照片！' }).min(1, '请上传照片！').max(4_000_000, '照片过大！'),
});

// ---------------------------------------------------------------- staff statistics

export const CourseStatBodySchema = pagingRequest(
  z
    .object({
      courseId: IdSchema,
      realName: z.string().max(64).optional(),
      /** 1 finished, 0 not yet. */
      finished: optNum,
    })
    .passthrough(),
);
export const CourseStatSummarySchema = z.strictObject({
  courseId: z.string(),
  title: z.string(),
  learners: z.number().int(),
  finished: z.number().int(),
  avgSec: z.number().int(),
  files: z.array(
    z.strictObject({
      fileId: z.string(),
      title: z.string(),
      needLearn: z.number().int(),
      learners: z.number().int(),
      finished: z.number().int(),
    }),
  ),
});
export const CourseStatUserSchema = z.strictObject({
  userId: z.string(),
  userName: z.string(),
  realName: z.string(),
  deptCode: z.string(),
  deptCode_dictText: z.string(),
  learnSec: z.number().int(),
  finishCount: z.number().int(),
  fileCount: z.number().int(),
  process: z.number().int(),
  finished: z.boolean(),
  updateTime: z.string(),
});
export const DashCoursePagingBodySchema = pagingRequest(
  z.object({ title: z.string().max(256).optional() }).passthrough(),
);
export const DashCourseRowSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  procCount: z.number().int(),
  finishCount: z.number().int(),
});
