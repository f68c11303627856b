import type { CourseAdminDetail, SaveCourseBody } from '@xuekao/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { m } from './messages';

/** Open types of a course (dictionary open_type without passwords). */
export const courseOpenTypes = () => [
  { value: 1, label: m('openPublic') },
  { value: 2, label: m('openDept') },
  { value: 3, label: m('openUsers') },
];

/** A file row of a chapter as the editor shows it. */
export interface ChapterFile {
  fileId: string;
  title: string;
  fileType_dictText: string;
  needLearn: number;
}

export interface ChapterValue {
  /** A stable key for React (not sent). */
  key: string;
  title: string;
  files: ChapterFile[];
}

/** The AddCourse form: the save body with a time range and the chapters' file rows (persons: UserRefList). */
export interface CourseFormValues {
  title: string;
  cover: string;
  content: string;
  openType: number;
  deptCodes: string[];
  timeRange?: [Dayjs, Dayjs];
  chapters: ChapterValue[];
  points: number;
  examId?: string;
  /** 完成证书: granted when the course is finished. */
  certId?: string;
  state: number;
  faceCam: boolean;
  faceInterval: number;
  faceIntervalTime: number;
  handCam: boolean;
  uploadPhoto: boolean;
  videoDrag: boolean;
  tripleSpeed: boolean;
  checkOn: boolean;
  checkSec: number;
  exercises: boolean;
  exercisesCount: number;
}

let seq = 0;
/** A fresh chapter key. */
export const chapterKey = () => `c${Date.now().toString(36)}${(seq++).toString(36)}`;

export const newChapter = (n: number): ChapterValue => ({ key: chapterKey(), title: m('chapterN', { n }), files: [] });

/** A new course: open now for thirty days, public, one empty chapter, the contract's defaults. */
export function defaultCourseValues(now: Dayjs = dayjs()): CourseFormValues {
  const start = now.startOf('hour');
  return {
    title: '',
    cover: '',
    content: '',
    openType: 1,
    deptCodes: [],
    timeRange: [start, start.add(30, 'day')],
    chapters: [newChapter(1)],
    points: 0,
    examId: undefined,
    certId: undefined,
    state: 0,
    faceCam: false,
    faceInterval: 0,
    faceIntervalTime: 0,
    handCam: false,
    uploadPhoto: false,
    videoDrag: true,
    tripleSpeed: false,
    checkOn: false,
    checkSec: 0,
    exercises: false,
    exercisesCount: 0,
  };
}

/** A course being edited, as the form holds it. */
export function courseValuesOf(d: CourseAdminDetail): CourseFormValues {
  return {
    title: d.title,
    cover: d.cover,
    content: d.content,
    openType: d.openType,
    deptCodes: d.deptCodes,
    timeRange: [dayjs(d.startTime), dayjs(d.endTime)],
    chapters: d.chapters.map((c) => ({
      key: chapterKey(),
      title: c.title,
      files: c.files.map((f) => ({
        fileId: f.id,
        title: f.title,
        fileType_dictText: f.fileType_dictText,
        needLearn: f.needLearn,
      })),
    })),
    points: d.points,
    examId: d.examId || undefined,
    certId: d.certId || undefined,
    state: d.state,
    faceCam: d.faceCam,
    faceInterval: d.faceInterval,
    faceIntervalTime: d.faceIntervalTime,
    handCam: d.handCam,
    uploadPhoto: d.uploadPhoto,
    videoDrag: d.videoDrag,
    tripleSpeed: d.tripleSpeed,
    checkOn: d.checkOn,
    checkSec: d.checkSec,
    exercises: d.exercises,
    exercisesCount: d.exercisesCount,
  };
}

/** Every file id of the chapters, in order. */
export const fileIdsOf = (chapters: ChapterValue[] | undefined): string[] =>
  (chapters ?? []).flatMap((c) => c.files.map((f) => f.fileId));

/**
 * The form -> `/api/course/course/save`. Only the departments of open type 2 are sent; persons (open type
 * 3) never are: the user-reference list saves them one by one, and a save without `userIds` keeps them.
 */
export function courseBodyOf(v: CourseFormValues, id?: string): SaveCourseBody {
  const [start, end] = v.timeRange ?? [];
  return {
    id: id || undefined,
    title: v.title.trim(),
    cover: v.cover ?? '',
    content: v.content ?? '',
    openType: v.openType,
    deptCodes: v.openType === 2 ? v.deptCodes : [],
    startTime: start ? start.toISOString() : '',
    endTime: end ? end.toISOString() : '',
    chapters: v.chapters.map((c) => ({ title: c.title.trim(), fileIds: c.files.map((f) => f.fileId) })),
    points: v.points ?? 0,
    certId: v.certId ?? '',
    examId: v.examId ?? '',
    state: v.state ?? 0,
    faceCam: v.faceCam,
    faceInterval: v.faceInterval ?? 0,
    faceIntervalTime: v.faceIntervalTime ?? 0,
    handCam: v.handCam,
    uploadPhoto: v.uploadPhoto,
    videoDrag: v.videoDrag,
    tripleSpeed: v.tripleSpeed,
    checkOn: v.checkOn,
    checkSec: v.checkSec ?? 0,
    exercises: v.exercises,
    exercisesCount: v.exercisesCount ?? 0,
  };
}
