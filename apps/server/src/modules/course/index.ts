/**
 * The course module's public face: its route tables, the study socket and what other modules call. Code
 * outside modules/course imports from here (tests, bench and the seed's media probe may reach into a
 * sub-folder). The sub-folders (docs/ARCHITECTURE.md): courses/ (courses, who sees one, learner lists),
 * library/ (courseware folders and files, media probe), study/ (the study socket and study records),
 * checks/ (in-course exercises, study photos), stat/ (course statistics), live/ (live addresses).
 */
export { courseRoutes } from './course.routes.ts';
export { courseFileRoutes } from './course-file.routes.ts';
export { courseLiveRoutes } from './course-live.routes.ts';
export { settleCoursesOfExam, settleCoursesOfExamFor } from './study/study.service.ts';
export { registerStudySocket } from './study/study-socket.ts';
export { studyRoutes } from './study.routes.ts';
