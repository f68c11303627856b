import type { CourseDetail, CourseFileEntry } from '@xuekao/contracts';

/** Every file of the catalogue in order. */
export function allFiles(detail: Pick<CourseDetail, 'chapters'>): CourseFileEntry[] {
  return detail.chapters.flatMap((c) => c.files);
}

/** The file to show: the one asked for when it is in the course, else the first unfinished, else the first. */
export function pickFile(detail: Pick<CourseDetail, 'chapters'>, fileId?: string): CourseFileEntry | undefined {
  const files = allFiles(detail);
  return (fileId ? files.find((f) => f.fileId === fileId) : undefined) ?? files.find((f) => !f.finished) ?? files[0];
}

/** Percent of a file studied (0-100). */
export function filePercent(f: Pick<CourseFileEntry, 'learnSec' | 'needLearn' | 'finished'>): number {
  if (f.finished) return 100;
  if (f.needLearn <= 0) return 0;
  return Math.min(100, Math.floor((Math.max(0, f.learnSec) * 100) / f.needLearn));
}

/**
 * The course percent from its catalogue, as the server counts it: each file's seconds (at most its
 * `needLearn`) over the seconds of all files, floored.
 */
export function courseProcess(detail: Pick<CourseDetail, 'chapters'>): number {
  const files = allFiles(detail);
  const need = files.reduce((n, f) => n + Math.max(0, f.needLearn), 0);
  if (need <= 0) return 0;
  const learned = files.reduce((n, f) => n + Math.min(Math.max(0, f.learnSec), Math.max(0, f.needLearn)), 0);
  return Math.min(100, Math.floor((learned * 100) / need));
}

/**
 * The catalogue with one file's credited seconds replaced (from the study socket), and the course percent
 * following it; never lowers either.
 */
export function withLearnSec(detail: CourseDetail, fileId: string, learnSec: number): CourseDetail {
  let changed = false;
  const chapters = detail.chapters.map((c) => ({
    ...c,
    files: c.files.map((f) => {
      if (f.fileId !== fileId || learnSec <= f.learnSec) return f;
      changed = true;
      return { ...f, learnSec, finished: f.finished || (f.needLearn > 0 && learnSec >= f.needLearn) };
    }),
  }));
  if (!changed) return detail;
  return { ...detail, chapters, process: Math.max(detail.process, courseProcess({ chapters })) };
}

/** 1:05:09 / 5:09 for a number of seconds. */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}
