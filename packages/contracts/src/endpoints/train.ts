import { z } from 'zod';
import { IdBodySchema } from '../envelope.ts';
import { QuDetailSchema } from '../schemas/qu.ts';
import {
  TrainAnswerBodySchema,
  TrainCardItemSchema,
  TrainCheckResultSchema,
  TrainPagingBodySchema,
  TrainQuDetailBodySchema,
  TrainQuDetailSchema,
  TrainRecordSchema,
  TrainStartBodySchema,
  WrongBookPagingBodySchema,
  WrongBookRecordSchema,
} from '../schemas/train.ts';
import { endpoint, pageOf } from './define.ts';

/**
 * Learner training and wrong-answer book (docs/REQUIREMENTS.md#training). Every call is limited to the
 * caller's rows. An answer key leaves only where `TrainQuDetailSchema` allows it (revealed questions).
 */
export const train = {
  start: endpoint({
    path: '/api/repo/train/start',
    auth: 'user',
    request: TrainStartBodySchema,
    answer: TrainRecordSchema,
    summary: '开始训练（继续未结束的训练，clear 则重新开始）',
  }),
  detail: endpoint({
    path: '/api/repo/train/detail',
    auth: 'user',
    request: IdBodySchema,
    answer: TrainRecordSchema,
    summary: '训练详情',
  }),
  card: endpoint({
    path: '/api/repo/train/card',
    auth: 'user',
    request: IdBodySchema,
    answer: z.array(TrainCardItemSchema),
    summary: '答题卡',
  }),
  quDetail: endpoint({
    path: '/api/repo/train/qu-detail',
    auth: 'user',
    request: TrainQuDetailBodySchema,
    answer: TrainQuDetailSchema,
    summary: '训练试题（作答前不含答案，背题模式除外）',
  }),
  fill: endpoint({
    path: '/api/repo/train/fill',
    auth: 'user',
    request: TrainAnswerBodySchema,
    answer: TrainCheckResultSchema,
    summary: '提交答案（判分并返回正确答案与解析，同 check）',
  }),
  check: endpoint({
    path: '/api/repo/train/check',
    auth: 'user',
    request: TrainAnswerBodySchema,
    answer: TrainCheckResultSchema,
    summary: '检查答案（判分并返回正确答案与解析）',
  }),
  finish: endpoint({
    path: '/api/repo/train/finish',
    auth: 'user',
    request: IdBodySchema,
    answer: TrainRecordSchema,
    summary: '结束训练',
  }),
  paging: endpoint({
    path: '/api/repo/train/paging',
    auth: 'user',
    request: TrainPagingBodySchema,
    answer: pageOf(TrainRecordSchema),
    summary: '我的训练记录（params.repoId）',
  }),
  bookPaging: endpoint({
    path: '/api/repo/book/paging',
    auth: 'user',
    request: WrongBookPagingBodySchema,
    answer: pageOf(WrongBookRecordSchema),
    summary: '我的错题本（params.repoId、params.examId：空或 0 为训练错题）',
  }),
  /** Only a question the learner answered in a training or holds in their book; never a sealed one. */
  quView: endpoint({
    path: '/api/repo/train/qu-view',
    auth: 'user',
    request: IdBodySchema,
    answer: QuDetailSchema,
    summary: '学员查看已作答试题（含答案与解析）',
  }),
};
