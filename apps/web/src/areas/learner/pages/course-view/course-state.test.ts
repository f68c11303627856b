import type { CourseDetail, CourseFileEntry } from '@xuekao/contracts';
import { describe, expect, it } from 'vitest';
import { courseProcess, withLearnSec } from './course-state';

const file = (fileId: string, needLearn: number, learnSec = 0): CourseFileEntry => ({
  fileId,
  title: fileId,
  fileType: 3,
  fileType_dictText: 'PDF',
  fileSize: 0,
  duration: 0,
  pages: 0,
  needLearn,
  exercisesIdList: [],
  learnSec,
  lastPos: 0,
  finished: learnSec >= needLearn,
});
const detail = (process: number, files: CourseFileEntry[]) =>
  ({ process, chapters: [{ title: '第一章', files }] }) as unknown as CourseDetail;

describe('course progress on the study page', () => {
  it('counts each file at most its needLearn over the seconds of all files, floored', () => {
    expect(courseProcess(detail(0, [file('v', 8, 8), file('p', 70, 35)]))).toBe(55);
    expect(courseProcess(detail(0, [file('v', 8, 20), file('p', 70)]))).toBe(10);
    expect(courseProcess(detail(0, []))).toBe(0);
  });

  it('moves the course percent with the socket seconds of the current file, never down', () => {
    const d = detail(10, [file('v', 8, 8), file('p', 70)]);
    const next = withLearnSec(d, 'p', 35);
    expect(next.process).toBe(55);
    expect(next.chapters[0]?.files[1]?.learnSec).toBe(35);
    expect(withLearnSec(d, 'p', 0)).toBe(d);
    expect(withLearnSec(detail(60, [file('v', 8, 8), file('p', 70)]), 'p', 1).process).toBe(60);
    expect(withLearnSec(d, 'p', 70).chapters[0]?.files[1]?.finished).toBe(true);
  });
});
