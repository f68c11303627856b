import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { newId } from '@server/lib/ids.ts';
import { mapPage } from '@server/lib/paging.ts';
import { locateUpload } from '@server/modules/file/storage/index.ts';
import { isPrivateKey } from '@server/modules/file/storage/keys.ts';
import type { StorageProvider } from '@server/modules/file/storage/types.ts';
import { assertPermission } from '@server/plugins/auth/permission-check.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import {
  type CourseFile,
  type CourseFilePagingBodySchema,
  CourseFileType,
  extOf,
  type Page,
  Perm,
  type SaveCourseFileBodySchema,
  UPLOAD_MAX_FILE_MB,
} from '@xuekao/contracts';
import type { z } from 'zod';
import { fileInStudyableCourse } from '../courses/course-access.queries.ts';
import { findAllCats, findCatForShare } from './course-cat.queries.ts';
import { catAndDescendants } from './course-cat.service.ts';
import { presentCourseFile } from './course-file.presenter.ts';
import {
  type CourseFileRow,
  deleteCourseFilesByIds,
  findCourseFileById,
  findCourseFilePage,
  findExistingRepoIds,
  findUsedCourseFile,
  getCourseFileById,
  insertCourseFile,
  refreshCourseTotalsOfFile,
  updateCourseFileById,
} from './course-file.queries.ts';
import { type MediaSource, probeMedia } from './media-probe.ts';

type SaveBody = z.output<typeof SaveCourseFileBodySchema>;
type PagingBody = z.output<typeof CourseFilePagingBodySchema>;

/** Extensions an uploaded file may have for each type (22 "file" takes any accepted upload). */
const EXTS_OF_TYPE: Record<number, string[] | undefined> = {
  [CourseFileType.VIDEO]: ['mp4'],
  [CourseFileType.AUDIO]: ['mp3', 'wav', 'ogg'],
  [CourseFileType.PDF]: ['pdf'],
  [CourseFileType.IMAGE]: ['png', 'jpg', 'jpeg', 'gif'],
  [CourseFileType.DOC]: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
};

const MISSING = '课件文件不存在，请重新上传！';
const isHttp = (url: string) => /^https?:\/\//i.test(url) && URL.canParse(url);

interface Media {
  fileUrl: string;
  viewUrl: string;
  fileSize: number;
  duration: number;
  pages: number;
}

/**
 * Checks the addresses of a file and reads its stored upload: size, media duration, PDF pages. `fileUrl`
 * must be one of our uploads (never a private photo), except an outside http(s) stream (.m3u8) of a video
 * and a live pull address; `viewUrl` (documents and live only) is an http(s) address or one of our uploads.
 * Any other scheme (javascript:, data:) is refused, so no stored address can run in a learner's page.
 * Outside addresses have size and duration 0. An unchanged `fileUrl` keeps what was read before.
 */
async function readMedia(app: AppContext, body: SaveBody, before?: CourseFileRow): Promise<Media> {
  const fileUrl = body.fileUrl.trim();
  const live = body.fileType === CourseFileType.LIVE;
  const withView = live || body.fileType === CourseFileType.DOC;
  const viewUrl = withView ? body.viewUrl.trim() : '';
  const media: Media = { fileUrl, viewUrl, fileSize: 0, duration: 0, pages: 0 };
  if (viewUrl && !isHttp(viewUrl)) {
    const own = await locateUpload(app, viewUrl);
    if (!own || isPrivateKey(own.key)) throw AppError.fail(live ? '直播地址不正确！' : '在线查看地址不正确！');
  }
  if (!fileUrl) return media;
  if (before && before.fileUrl === fileUrl && before.fileType === body.fileType) {
    return { ...media, fileSize: before.fileSize, duration: before.duration, pages: before.pages };
  }
  const own = await locateUpload(app, fileUrl);
  if (!own) {
    const stream =
      body.fileType === CourseFileType.VIDEO && isHttp(fileUrl) && /\.m3u8$/i.test(new URL(fileUrl).pathname);
    if (stream || (live && isHttp(fileUrl))) return media;
    throw AppError.fail('请上传课件文件！');
  }
  if (isPrivateKey(own.key)) throw AppError.fail(MISSING);
  const ext = extOf(own.key);
  const allowed = EXTS_OF_TYPE[body.fileType];
  if (allowed && !allowed.includes(ext)) throw AppError.fail('课件文件的格式与课件类型不符！');
  const stored = await storedUpload(own.storage, own.key);
  if (!stored) throw AppError.fail(MISSING);
  const info = await probeMedia(stored.src, ext);
  return { ...media, fileSize: stored.size, duration: info.duration, pages: info.pages };
}

/**
 * What the probe reads of a stored upload and its size: a local file by its path (the probe reads only the
 * parts it needs), a cloud object's bytes. Null when it is missing or larger than any upload may be.
 */
async function storedUpload(storage: StorageProvider, key: string): Promise<{ src: MediaSource; size: number } | null> {
  const max = (UPLOAD_MAX_FILE_MB + 1) * 1024 * 1024;
  const file = storage.pathOf?.(key);
  if (!file) {
    const bytes = await storage.read(key, max);
    return bytes && { src: bytes, size: bytes.length };
  }
  const stat = await storage.stat(key);
  return stat && stat.size <= max ? { src: file, size: stat.size } : null;
}

/**
 * Creates (course:file:add) or updates (course:file:edit) a courseware file; the route admits either key
 * and the right one is checked here. Size, duration and pages come from the stored upload, never from the
 * caller. `needLearn` 0 means the media duration (video, audio); other types must give it. Exercise banks
 * must exist. When the file's `needLearn` changes, the totals of the courses using it follow.
 */
export async function saveCourseFile(app: AppContext, session: Session, body: SaveBody): Promise<{ id: string }> {
  await assertPermission(app, session, body.id ? Perm.courseFile.edit : Perm.courseFile.add);
  const before = body.id ? await getCourseFileById(app.db, body.id) : undefined;
  const media = await readMedia(app, body, before);
  const timed = body.fileType === CourseFileType.VIDEO || body.fileType === CourseFileType.AUDIO;
  const needLearn = body.needLearn > 0 ? body.needLearn : timed ? media.duration : 0;
  if (needLearn <= 0) throw AppError.fail('请设置学习时长！');
  const repoIds = [...new Set(body.exercisesIdList)];
  if ((await findExistingRepoIds(app.db, repoIds)).length !== repoIds.length) throw AppError.fail('题库不存在！');
  const catId = body.catId.trim();
  const fields = { catId, title: body.title, fileType: body.fileType, ...media, needLearn, repoIds };
  return app.db.transaction(async (tx) => {
    // Share-locks the folder: it cannot be deleted while this file goes into it.
    if (catId && !(await findCatForShare(tx, catId))) throw AppError.fail('课件目录不存在！');
    if (before) {
      if (!(await updateCourseFileById(tx, before.id, fields))) throw AppError.notFound('课件不存在！');
      if (before.needLearn !== needLearn) await refreshCourseTotalsOfFile(tx, before.id);
      return { id: before.id };
    }
    const id = newId();
    await insertCourseFile(tx, { id, ...fields, createBy: session.userId });
    return { id };
  });
}

/** Whether the caller manages the library or courses (sees every file). */
async function isFileStaff(app: AppContext, session: Session): Promise<boolean> {
  const held = await app.permissions.of(session.roleIds);
  return held.has(Perm.courseFile.list) || held.has(Perm.course.add) || held.has(Perm.course.edit);
}

/**
 * A file's detail. Staff who manage the library or courses see any file; anyone else only a file of a
 * course they may study now: every other file answers like a missing one (10010003), so ids cannot be probed.
 */
export async function courseFileDetail(app: AppContext, session: Session, id: string): Promise<CourseFile> {
  const row = await findCourseFileById(app.db, id);
  const visible = row && ((await isFileStaff(app, session)) || (await fileInStudyableCourse(app.db, id, session)));
  if (!row || !visible) throw AppError.notFound();
  await app.dict.ready();
  return presentCourseFile(row, app.dict, row.catTitle ?? '');
}

/** The library page: title, folder (with its sub-folders), type, minus `excludes` (already picked); newest first. */
export async function pageCourseFiles(app: AppContext, body: PagingBody): Promise<Page<CourseFile>> {
  const p = body.params;
  const catId = p.catId?.trim();
  const catIds = catId ? catAndDescendants(await findAllCats(app.db), catId) : undefined;
  const filter = { title: p.title, catIds, fileType: p.fileType ?? undefined, excludes: p.excludes };
  const [page] = await Promise.all([findCourseFilePage(app.db, body, filter), app.dict.ready()]);
  return mapPage(page, (r) => presentCourseFile(r, app.dict, r.catTitle ?? ''));
}

/** Deletes files; one used by a course is refused by name (remove it from the course first). */
export async function deleteCourseFiles(app: AppContext, ids: string[]): Promise<void> {
  await app.db.transaction(async (tx) => {
    const used = await findUsedCourseFile(tx, ids);
    if (used) throw AppError.fail(`课件「${used.title}」已被课程使用，不能删除！`);
    await deleteCourseFilesByIds(tx, ids);
  });
}
