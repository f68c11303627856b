import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { finishTrain, pageMyTrains, startTrain, trainCard, trainDetail } from './train.service.ts';
import { answerTrainQu, trainQuDetail } from './train-answer.service.ts';
import { pageMyWrongBook, viewAnsweredQu } from './wrong-book.service.ts';

const E = endpoints.train;

/** Learner training and wrong-answer book (docs/REQUIREMENTS.md#training). Every call is limited to the caller's rows. */
export const trainRoutes = [
  route(E.start, ({ app, session, body }) => startTrain(app, session, body)),
  route(E.detail, ({ app, session, body }) => trainDetail(app, session, body.id)),
  route(E.card, ({ app, session, body }) => trainCard(app, session, body.id)),
  route(E.quDetail, ({ app, session, body }) => trainQuDetail(app, session, body.trainId, body.quId)),
  route(E.fill, ({ app, session, body }) => answerTrainQu(app, session, body)),
  route(E.check, ({ app, session, body }) => answerTrainQu(app, session, body)),
  route(E.finish, ({ app, session, body }) => finishTrain(app, session, body.id)),
  route(E.paging, ({ app, session, body }) => pageMyTrains(app, session, body)),
  route(E.bookPaging, ({ app, session, body }) => pageMyWrongBook(app, session, body)),
  route(E.quView, ({ app, session, body }) => viewAnsweredQu(app, session, body.id)),
];
