import type { DictCache } from '@server/context/dict-cache.ts';
import type { CourseCatNode, CourseFile } from '@xuekao/contracts';
import type { CourseCatRow } from './course-cat.queries.ts';
import type { CourseFileRow } from './course-file.queries.ts';

/**
 * A courseware file as the contracts show it (library row, detail, a course's catalogue entry); `catTitle`
 * is the folder's title ('' at the top or when unknown). Call `await app.dict.ready()` first.
 */
export function presentCourseFile(row: CourseFileRow, dict: DictCache, catTitle: string): CourseFile {
  return {
    id: row.id,
    fileId: row.id,
    catId: row.catId,
    catId_dictText: catTitle,
    title: row.title,
    fileType: row.fileType,
    fileType_dictText: dict.text('course_file_type', row.fileType),
    fileUrl: row.fileUrl,
    viewUrl: row.viewUrl,
    fileSize: row.fileSize,
    duration: row.duration,
    pages: row.pages,
    needLearn: row.needLearn,
    exercisesIdList: [...row.repoIds],
    createTime: row.createTime.toISOString(),
    updateTime: row.updateTime.toISOString(),
  };
}

/** The folders as a nested tree, siblings sorted by `sort` then title; orphans (lost parent) go to the top. */
export function presentCatTree(rows: CourseCatRow[]): CourseCatNode[] {
  const nodes = new Map<string, CourseCatNode>();
  for (const r of rows) nodes.set(r.id, { id: r.id, parentId: r.parentId, title: r.title, sort: r.sort, children: [] });
  const top: CourseCatNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parentId ? nodes.get(n.parentId) : undefined;
    (parent && parent !== n ? parent.children : top).push(n);
  }
  const order = (list: CourseCatNode[]) => {
    list.sort((a, b) => a.sort - b.sort || a.title.localeCompare(b.title, 'zh-CN'));
    for (const n of list) order(n.children);
  };
  order(top);
  return top;
}
