import { z } from 'zod';
import { COURSE_FILE_TYPES, CourseFileType } from '../course-file-type.ts';
import { IdSchema, pagingRequest } from '../envelope.ts';
import { int, optionalId } from './fields.ts';

/**
 * The course catalogue and the courseware library (docs/COURSES.md): catalogue nodes and course files, their
 * bodies and answers. Courses themselves and study are in course.ts and course-study.ts.
 */

// Courseware types live in ../course-file-type.ts (no zod: learner pages read them without the schemas).
export { COURSE_FILE_TYPES, CourseFileType } from '../course-file-type.ts';
/** A catalogue folder of the courseware library. */
export interface CourseCatNode {
  id: string;
  parentId: string;
  title: string;
  sort: number;
  children: CourseCatNode[];
}
export const CourseCatNodeSchema: z.ZodType<CourseCatNode> = z.lazy(() =>
  z.strictObject({
    id: z.string(),
    parentId: z.string(),
    title: z.string(),
    sort: z.number().int(),
    children: z.array(CourseCatNodeSchema),
  }),
);

/** `/api/course/cat/save`: create, rename or move (new `parentId`, '' for the top) a folder. */
export const SaveCourseCatBodySchema = z.object({
  id: optionalId,
  parentId: z
    .string()
    .max(64)
    .nullable()
    .optional()
    .transform((v) => v ?? ''),
  title: z
    .string({ error: '目录名称不能为空！' })
    .trim()
    .min(1, '目录名称不能为空！')
    .max(64, '目录名称最多64个字符！'),
  sort: int(0, 100000, '排序不正确！'),
});

/**
 * Longest study time a file may require: what the minutes-seconds setter can enter (minutes 0-9999,
 * seconds 0-59; spec constants), i.e. 9999 min 59 s.
 */
export const NEED_LEARN_MAX_SEC = 9999 * 60 + 59;

/** `/api/course/file/save`: a courseware file (new without `id`). */
export const SaveCourseFileBodySchema = z
  .object({
    id: optionalId,
    catId: z
      .string()
      .max(64)
      .nullable()
      .optional()
      .transform((v) => v ?? ''),
    title: z.string({ error: '课件名称不能为空！' }).trim().min(1, '课件名称不能为空！').max(256),
    fileType: z.coerce
      .number({ error: '请选择课件类型！' })
      .int()
      .refine((v) => COURSE_FILE_TYPES.includes(v), '请选择课件类型！'),
    fileUrl: z.string().max(1024).optional().default(''),
    viewUrl: z.string().max(1024).optional().default(''),
    /**
     * Seconds a learner must study it (the form's minutes-seconds setter): 0 to 9999 min 59 s. 0 or absent:
     * the media duration read on the server (video, audio), else required.
     */
    needLearn: int(0, NEED_LEARN_MAX_SEC, '学习时长必须在0到9999分59秒之间！'),
    /** Question banks whose single-choice and judgement questions pop up while it is studied. */
    exercisesIdList: z.array(IdSchema).max(50).optional().default([]),
  })
  .superRefine((v, ctx) => {
    const live = v.fileType === CourseFileType.LIVE;
    const doc = v.fileType === CourseFileType.DOC;
    if ((live || doc) && !v.viewUrl.trim() && !v.fileUrl.trim())
      ctx.addIssue({ code: 'custom', message: live ? '请输入直播地址！' : '请上传课件文件！' });
    if (!live && !doc && !v.fileUrl.trim()) ctx.addIssue({ code: 'custom', message: '请上传课件文件！' });
  });
export type SaveCourseFileBody = z.input<typeof SaveCourseFileBodySchema>;

/** An optional whole-number filter (anything else is no filter). */
export const optNum = z.coerce.number().int().optional().nullable().catch(undefined);

/** `/api/course/file/paging` (library and course-file picker). `excludes`: ids already picked. */
export const CourseFilePagingBodySchema = pagingRequest(
  z
    .object({
      title: z.string().max(256).optional(),
      catId: z.string().max(64).optional().nullable(),
      fileType: optNum,
      excludes: z.array(z.string().max(64)).max(5000).optional().default([]),
    })
    .passthrough(),
);

/** A courseware file (library row, detail and catalogue entry). */
export const CourseFileSchema = z.strictObject({
  id: z.string(),
  /** The same id (the learner views name it fileId). */
  fileId: z.string(),
  catId: z.string(),
  catId_dictText: z.string(),
  title: z.string(),
  fileType: z.number().int(),
  fileType_dictText: z.string(),
  fileUrl: z.string(),
  viewUrl: z.string(),
  /** Bytes; 0 when unknown (an outside address). */
  fileSize: z.number().int(),
  /** Media seconds; 0 means none. */
  duration: z.number().int(),
  /** PDF pages; 0 when not a PDF. */
  pages: z.number().int(),
  needLearn: z.number().int(),
  exercisesIdList: z.array(z.string()),
  createTime: z.string(),
  updateTime: z.string(),
});
export type CourseFile = z.output<typeof CourseFileSchema>;
