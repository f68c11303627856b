import fs from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { SERVER_ROOT, UPLOAD_ROUTE_PREFIX } from '../../config.ts';
import { probeMedia } from '../../modules/course/library/media-probe.ts';
import type { DbOrTx } from '../client.ts';
import { elCourse, elCourseCat, elCourseFile, elCourseItem } from '../schema/index.ts';

/** The demo media shipped in the repository (apps/server/assets/demo; an 8 s H.264 video, a 3-page PDF, a .docx). */
export const DEMO_ASSETS_DIR = path.join(SERVER_ROOT, 'assets/demo');

export const DEMO_COURSE_TITLE = '示例课程';
const CAT_ID = 'cc-demo';

interface DemoFile {
  id: string;
  asset: string;
  /** Key in the upload storage (served at /upload/<key>). */
  key: string;
  title: string;
  fileType: number;
  /** Seconds to study; 0 = the video's duration. */
  needLearn: number;
  chapter: 0 | 1;
}

const FILES: DemoFile[] = [
  {
    id: 'cf-demo-video',
    asset: 'demo-video.mp4',
    key: 'demo/course-video.mp4',
    title: '示例视频：课程导学',
    fileType: 1,
    needLearn: 0,
    chapter: 0,
  },
  {
    id: 'cf-demo-pdf',
    asset: 'demo-handbook.pdf',
    key: 'demo/course-handbook.pdf',
    title: '学习手册（PDF）',
    fileType: 3,
    needLearn: 60,
    chapter: 1,
  },
  {
    id: 'cf-demo-notes',
    asset: 'demo-notes.docx',
    key: 'demo/course-notes.docx',
    title: '课程资料（Word 文档）',
    fileType: 22,
    needLearn: 30,
    chapter: 1,
  },
];
const CHAPTERS = ['第一章 视频', '第二章 资料'];

/**
 * Copies the demo media into the local upload directory where a file is missing (every start: a wiped
 * upload folder is filled again; nothing already there is overwritten). Outside production only.
 */
export async function copyDemoCourseFiles(uploadDir: string): Promise<void> {
  for (const f of FILES) {
    const src = path.join(DEMO_ASSETS_DIR, f.asset);
    const dest = path.join(uploadDir, f.key);
    if (fs.existsSync(dest) || !fs.existsSync(src)) continue;
    await fs.promises.mkdir(path.dirname(dest), { recursive: true });
    await fs.promises.copyFile(src, dest);
  }
}

/**
 * A demo course ("示例课程": public, from a day ago for a year, 10 points, no anti-cheat settings) with a
 * folder "示例课件" of three files: chapter 1 the video (needLearn = its duration), chapter 2 the PDF (60 s)
 * and a Word file (30 s). Seeded only while no course of that title exists; rows have fixed ids, so a second
 * run adds nothing. Size, duration and pages are read from the shipped files as an upload would be.
 */
export async function seedDemoCourse(tx: DbOrTx, now = new Date()): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(elCourse).where(eq(elCourse.title, DEMO_COURSE_TITLE));
  if (n > 0) return;
  if (!FILES.every((f) => fs.existsSync(path.join(DEMO_ASSETS_DIR, f.asset)))) return;

  await tx.insert(elCourseCat).values({ id: CAT_ID, parentId: '', title: '示例课件', sort: 1 }).onConflictDoNothing();
  const rows = [];
  for (const f of FILES) {
    const file = path.join(DEMO_ASSETS_DIR, f.asset);
    const info = await probeMedia(file, path.extname(f.asset).slice(1));
    rows.push({
      id: f.id,
      catId: CAT_ID,
      title: f.title,
      fileType: f.fileType,
      fileUrl: `${UPLOAD_ROUTE_PREFIX}${f.key}`,
      fileSize: fs.statSync(file).size,
      duration: info.duration,
      pages: info.pages,
      needLearn: f.needLearn || info.duration || 8,
      createBy: '10001',
    });
  }
  await tx.insert(elCourseFile).values(rows).onConflictDoNothing();

  const courseId = 'course-demo';
  await tx
    .insert(elCourse)
    .values({
      id: courseId,
      title: DEMO_COURSE_TITLE,
      content:
        '<p>这是一门示例课程：第一章是一段导学视频，第二章是学习手册和课程资料。学完全部课件即可获得 10 积分。</p>',
      openType: 1,
      startTime: new Date(now.getTime() - 24 * 3600_000),
      endTime: new Date(now.getTime() + 365 * 24 * 3600_000),
      points: 10,
      fileCount: rows.length,
      totalSec: rows.reduce((s, r) => s + r.needLearn, 0),
      createBy: '10001',
    })
    .onConflictDoNothing();
  await tx
    .insert(elCourseItem)
    .values(
      FILES.map((f) => ({
        courseId,
        fileId: f.id,
        chapterIdx: f.chapter,
        chapterTitle: CHAPTERS[f.chapter],
        sort: FILES.filter((g) => g.chapter === f.chapter).indexOf(f),
      })),
    )
    .onConflictDoNothing();
}
