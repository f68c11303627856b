import type { DictCache } from '@server/context/dict-cache.ts';
import type { CourseAdminDetail, CourseDetail, CourseFileEntry, CourseRow, CourseSimple } from '@xuekao/contracts';
import { presentCourseFile } from '../library/course-file.presenter.ts';
import type { StatUserRow } from '../stat/course-stat.queries.ts';
import type {
  CourseDbRow,
  CourseFileDbRow,
  CourseItemDbRow,
  CourseLearnDbRow,
  CourseListRow,
  CourseUserDbRow,
} from './course.queries.ts';
import type { LearnerCourseRow } from './course-learner.queries.ts';

/**
 * Percent of a course done: the seconds counted (per file at most its `needLearn`) over the seconds it asks
 * for, floored, at most 100. A course asking for no time is 100 once finished.
 */
export function processOf(learned: number, needSec: number, finished = false): number {
  if (needSec <= 0) return finished ? 100 : 0;
  return Math.floor(Math.min(100, (Number(learned) / needSec) * 100));
}

/** The study and anti-cheat settings every course view carries. */
export function studySettingsOf(r: CourseDbRow) {
  return {
    faceCam: r.faceCam,
    faceInterval: r.faceInterval,
    faceIntervalTime: r.faceIntervalTime,
    handCam: r.handCam,
    uploadPhoto: r.uploadPhoto,
    videoDrag: r.videoDrag,
    tripleSpeed: r.tripleSpeed,
    checkOn: r.checkOn,
    checkSec: r.checkSec,
    exercises: r.exercises,
    exercisesCount: r.exercisesCount,
  };
}

type Mine = Pick<CourseRow, 'learnSec' | 'finishCount' | 'process' | 'finished'>;
const NOBODY: Mine = { learnSec: 0, finishCount: 0, process: 0, finished: false };

/** A course row; staff lists carry no progress (zeros). Call `await app.dict.ready()` first. */
export function presentCourseRow(r: CourseListRow, dict: DictCache, mine: Mine = NOBODY): CourseRow {
  return {
    id: r.id,
    title: r.title,
    cover: r.cover,
    openType: r.openType,
    openType_dictText: dict.text('open_type', r.openType),
    startTime: r.startTime.toISOString(),
    endTime: r.endTime.toISOString(),
    state: r.state,
    fileCount: r.fileCount,
    totalSec: r.totalSec,
    points: r.points,
    createTime: r.createTime.toISOString(),
    ...mine,
  };
}

/** A row of the learner's list with their progress. */
export function presentLearnerCourseRow(r: LearnerCourseRow, dict: DictCache): CourseRow {
  const finished = !!r.myFinished;
  return presentCourseRow(r, dict, {
    learnSec: Number(r.myLearnSec),
    finishCount: Number(r.myFinishCount),
    process: processOf(Number(r.learned), Number(r.needSec), finished),
    finished,
  });
}

export type CatalogueRow = { item: CourseItemDbRow; file: CourseFileDbRow };

/** Catalogue rows grouped into chapters, in order. */
export function groupChapters<T>(
  rows: CatalogueRow[],
  map: (r: CatalogueRow) => T,
): Array<{ title: string; files: T[] }> {
  const chapters: Array<{ idx: number; title: string; files: T[] }> = [];
  for (const r of rows) {
    let last = chapters[chapters.length - 1];
    if (!last || last.idx !== r.item.chapterIdx) {
      last = { idx: r.item.chapterIdx, title: r.item.chapterTitle, files: [] };
      chapters.push(last);
    }
    last.files.push(map(r));
  }
  return chapters.map(({ title, files }) => ({ title, files }));
}

/** The learner's view of a course: its catalogue (no file addresses) and the caller's progress. */
export function presentCourseDetail(
  c: CourseDbRow,
  rows: CatalogueRow[],
  study: { learns: CourseLearnDbRow[]; courseUser: CourseUserDbRow | undefined },
  dict: DictCache,
): CourseDetail {
  const learnOf = new Map(study.learns.map((l) => [l.fileId, l]));
  let learned = 0;
  let needSec = 0;
  const entry = ({ file: f }: CatalogueRow): CourseFileEntry => {
    const l = learnOf.get(f.id);
    learned += Math.min(l?.learnSec ?? 0, f.needLearn);
    needSec += f.needLearn;
    return {
      fileId: f.id,
      title: f.title,
      fileType: f.fileType,
      fileType_dictText: dict.text('course_file_type', f.fileType),
      fileSize: f.fileSize,
      duration: f.duration,
      pages: f.pages,
      needLearn: f.needLearn,
      exercisesIdList: [...f.repoIds],
      learnSec: l?.learnSec ?? 0,
      lastPos: l?.lastPos ?? 0,
      finished: l?.finished ?? false,
    };
  };
  const chapters = groupChapters(rows, entry);
  const cu = study.courseUser;
  return {
    id: c.id,
    title: c.title,
    cover: c.cover,
    content: c.content,
    openType: c.openType,
    startTime: c.startTime.toISOString(),
    endTime: c.endTime.toISOString(),
    points: c.points,
    examId: c.examId,
    certId: c.certId,
    ...studySettingsOf(c),
    chapters,
    learnSec: cu?.learnSec ?? 0,
    process: processOf(learned, needSec, cu?.finished ?? false),
    finished: cu?.finished ?? false,
    breakMsg: cu?.breakMsg ?? '',
  };
}

export function presentCourseSimple(c: CourseDbRow): CourseSimple {
  return { id: c.id, title: c.title, openType: c.openType, ...studySettingsOf(c) };
}

/** Everything the edit form holds. */
export function presentCourseAdminDetail(
  c: CourseDbRow,
  range: { deptCodes: string[]; users: Array<{ id: string; userName: string; realName: string }> },
  rows: CatalogueRow[],
  catTitles: Map<string, string>,
  dict: DictCache,
): CourseAdminDetail {
  return {
    id: c.id,
    title: c.title,
    cover: c.cover,
    content: c.content,
    openType: c.openType,
    deptCodes: range.deptCodes,
    userIds: range.users.map((u) => u.id),
    users: range.users,
    startTime: c.startTime.toISOString(),
    endTime: c.endTime.toISOString(),
    points: c.points,
    certId: c.certId,
    examId: c.examId,
    state: c.state,
    ...studySettingsOf(c),
    chapters: groupChapters(rows, ({ file }) => presentCourseFile(file, dict, catTitles.get(file.catId) ?? '')),
  };
}

/** A learner row of the course statistics. */
export function presentStatUser(r: StatUserRow, course: { fileCount: number; needSec: number }, dict: DictCache) {
  return {
    userId: r.userId,
    userName: r.userName,
    realName: r.realName,
    deptCode: r.deptCode,
    deptCode_dictText: r.deptCode ? dict.deptName(r.deptCode) : '',
    learnSec: r.learnSec,
    finishCount: r.finishCount,
    fileCount: course.fileCount,
    process: processOf(Number(r.learned), course.needSec, r.finished),
    finished: r.finished,
    updateTime: r.updateTime.toISOString(),
  };
}
