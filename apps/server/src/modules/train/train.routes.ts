import {
  IdBodySchema,
  TrainAnswerBodySchema,
  TrainPagingBodySchema,
  TrainQuDetailBodySchema,
  TrainStartBodySchema,
  WrongBookPagingBodySchema,
} from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { finishTrain, pageMyTrains, startTrain, trainCard, trainDetail } from './train.service.ts';
import { answerTrainQu, trainQuDetail } from './train-answer.service.ts';
import { pageMyWrongBook, viewAnsweredQu } from './wrong-book.service.ts';

/** Learner training and wrong-answer book (docs/REQUIREMENTS.md#training). Every call is limited to the caller's rows. */
export const trainRoutes = [
  route({
    url: '/api/repo/train/start',
    auth: 'user',
    body: TrainStartBodySchema,
    summary: '开始训练（继续未结束的训练，clear 则重新开始）',
    handler: ({ app, session, body }) => startTrain(app, session, body),
  }),
  route({
    url: '/api/repo/train/detail',
    auth: 'user',
    body: IdBodySchema,
    summary: '训练详情',
    handler: ({ app, session, body }) => trainDetail(app, session, body.id),
  }),
  route({
    url: '/api/repo/train/card',
    auth: 'user',
    body: IdBodySchema,
    summary: '答题卡',
    handler: ({ app, session, body }) => trainCard(app, session, body.id),
  }),
  route({
    url: '/api/repo/train/qu-detail',
    auth: 'user',
    body: TrainQuDetailBodySchema,
    summary: '训练试题（作答前不含答案，背题模式除外）',
    handler: ({ app, session, body }) => trainQuDetail(app, session, body.trainId, body.quId),
  }),
  route({
    url: '/api/repo/train/fill',
    auth: 'user',
    body: TrainAnswerBodySchema,
    summary: '提交答案（判分并返回正确答案与解析，同 check）',
    handler: ({ app, session, body }) => answerTrainQu(app, session, body),
  }),
  route({
    url: '/api/repo/train/check',
    auth: 'user',
    body: TrainAnswerBodySchema,
    summary: '检查答案（判分并返回正确答案与解析）',
    handler: ({ app, session, body }) => answerTrainQu(app, session, body),
  }),
  route({
    url: '/api/repo/train/finish',
    auth: 'user',
    body: IdBodySchema,
    summary: '结束训练',
    handler: ({ app, session, body }) => finishTrain(app, session, body.id),
  }),
  route({
    url: '/api/repo/train/paging',
    auth: 'user',
    body: TrainPagingBodySchema,
    summary: '我的训练记录（params.repoId）',
    handler: ({ app, session, body }) => pageMyTrains(app, session, body),
  }),
  route({
    url: '/api/repo/book/paging',
    auth: 'user',
    body: WrongBookPagingBodySchema,
    summary: '我的错题本（params.repoId、params.examId：空或 0 为训练错题）',
    handler: ({ app, session, body }) => pageMyWrongBook(app, session, body),
  }),
  route({
    url: '/api/repo/train/qu-view',
    auth: 'user',
    body: IdBodySchema,
    summary: '学员查看已作答试题（含答案与解析）',
    handler: ({ app, session, body }) => viewAnsweredQu(app, session, body.id),
  }),
];
