import { sendWorkbook } from '@server/lib/excel.ts';
import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import {
  courseAdminDetail,
  courseDetail,
  courseSimpleDetail,
  deleteCourses,
  notifyCourse,
  pageCourseOptions,
  pageCourses,
  pageMyCourses,
  saveCourse,
  setCourseState,
} from './courses/course.service.ts';
import {
  courseStatSummary,
  exportCourseStat,
  pageCourseStatUsers,
  pageDashCourses,
} from './stat/course-stat.service.ts';

const E = endpoints.course;

/** Courses, learner course lists and course statistics (docs/COURSES.md). */
export const courseRoutes = [
  route(E.save, ({ app, session, body }) => saveCourse(app, session, body)),
  route(E.detail, ({ app, session, body }) => courseDetail(app, session, body.id)),
  route(E.adminDetail, ({ app, body }) => courseAdminDetail(app, body.id)),
  route(E.simpleDetail, ({ app, session, body }) => courseSimpleDetail(app, session, body.id)),
  route(E.paging, ({ app, body }) => pageCourses(app, body)),
  route(E.options, ({ app, body }) => pageCourseOptions(app, body)),
  route(E.userPaging, ({ app, session, body }) => pageMyCourses(app, session, body)),
  route(E.state, async ({ app, body }) => {
    await setCourseState(app, body.ids, body.state);
    return null;
  }),
  route(E.delete, async ({ app, body }) => {
    await deleteCourses(app, body.ids);
    return null;
  }),
  route(E.prepareNotify, ({ app, session, body }) => notifyCourse(app, session, body.id)),
  route(E.statSummary, ({ app, session, body }) => courseStatSummary(app, session, body.id)),
  route(E.statUsers, ({ app, session, body }) => pageCourseStatUsers(app, session, body)),
  route(E.statExport, async ({ app, session, body, reply }) => {
    const { wb, fileName } = await exportCourseStat(app, session, body);
    await sendWorkbook(reply, wb, fileName);
  }),
  route(E.dashCourseList, ({ app, session, body }) => pageDashCourses(app, session, body)),
];
