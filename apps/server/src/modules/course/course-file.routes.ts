import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { courseCatTree, deleteCourseCat, saveCourseCat } from './library/course-cat.service.ts';
import { courseFileDetail, deleteCourseFiles, pageCourseFiles, saveCourseFile } from './library/course-file.service.ts';

const E = endpoints.course;

/** The courseware library: folders and files (docs/COURSES.md "Courseware library"). */
export const courseFileRoutes = [
  route(E.catTree, ({ app }) => courseCatTree(app)),
  route(E.catSave, ({ app, body }) => saveCourseCat(app, body)),
  route(E.catDelete, async ({ app, body }) => {
    await deleteCourseCat(app, body.id);
    return null;
  }),
  route(E.fileSave, ({ app, session, body }) => saveCourseFile(app, session, body)),
  route(E.fileDetail, ({ app, session, body }) => courseFileDetail(app, session, body.id)),
  route(E.filePaging, ({ app, body }) => pageCourseFiles(app, body)),
  route(E.fileDelete, async ({ app, body }) => {
    await deleteCourseFiles(app, body.ids);
    return null;
  }),
];
