import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { saveStudyFace } from './checks/course-face.service.ts';
import {
  answerExercise,
  deleteExercises,
  drawExercise,
  listExercises,
  remainingExercises,
} from './checks/exercise.service.ts';
import { fetchFile, fixProcess, pageMyLearning } from './study/study.service.ts';

const E = endpoints.course;

export const studyRoutes = [
  route(E.learnPaging, ({ app, session, body }) => pageMyLearning(app, session, body)),
  route(E.fixProcess, ({ app, session, body }) => fixProcess(app, session, body.courseId, body.fileId)),
  route(E.fetchFile, ({ app, session, body }) => fetchFile(app, session, body.courseId, body.fileId)),
  route(E.exercisesRecord, ({ app, session, body }) => drawExercise(app, session, body.courseId, body.fileId)),
  route(E.exercisesList, ({ app, session, body }) => listExercises(app, session, body.ids)),
  route(E.isAnswer, ({ app, session, body }) => answerExercise(app, session, body)),
  route(E.remain, ({ app, session, body }) => remainingExercises(app, session, body.courseId, body.fileId)),
  route(E.exercisesDelete, async ({ app, session, body }) => {
    await deleteExercises(app, session, body.courseId, body.userIds);
    return null;
  }),
  route(E.faceSave, ({ app, session, body }) => saveStudyFace(app, session, body)),
];
