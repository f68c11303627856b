import { z } from 'zod';
import { IdBodySchema, IdsBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import { MoveSortBodySchema } from '../schemas/depart.ts';
import {
  ChapterListBodySchema,
  ChapterRowSchema,
  RepoChapterGroupSchema,
  RepoIdBodySchema,
  RepoPagingBodySchema,
  RepoRowSchema,
  SaveChapterBodySchema,
  SaveRepoBodySchema,
} from '../schemas/repo.ts';
import { endpoint, NoAnswer, pageOf, SavedIdAnswer } from './define.ts';

/** Question banks and their chapters (docs/REQUIREMENTS.md#question-banks). Training is in train.ts. */
export const repo = {
  paging: endpoint({
    path: '/api/repo/paging',
    auth: 'user',
    request: RepoPagingBodySchema,
    answer: pageOf(RepoRowSchema),
    summary: '题库分页（题库管理员见全部并可按 isExam/isTrain 筛选；学员只见开放训练的题库）',
  }),
  detail: endpoint({
    path: '/api/repo/detail',
    auth: 'user',
    request: IdBodySchema,
    answer: RepoRowSchema,
    summary: '题库详情与题目数量（学员只能查看开放训练的题库）',
  }),
  save: endpoint({
    path: '/api/repo/save',
    auth: { any: [Perm.repo.add, Perm.repo.edit] },
    request: SaveRepoBodySchema,
    answer: SavedIdAnswer,
    summary: '新增（repo:add）或修改（repo:edit）题库',
  }),
  delete: endpoint({
    path: '/api/repo/delete',
    auth: Perm.repo.delete,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除题库及其章节；题库中还有试题时拒绝',
  }),
  chapterList: endpoint({
    path: '/api/repo/chapter/list',
    auth: 'user',
    request: ChapterListBodySchema,
    answer: z.array(ChapterRowSchema),
    summary: '题库的章节列表（按排序），含每章题目数',
  }),
  chapterSave: endpoint({
    path: '/api/repo/chapter/save',
    auth: Perm.repo.chapter,
    request: SaveChapterBodySchema,
    answer: SavedIdAnswer,
    summary: '新增或修改章节',
  }),
  chapterDelete: endpoint({
    path: '/api/repo/chapter/delete',
    auth: Perm.repo.chapter,
    request: IdsBodySchema,
    answer: NoAnswer,
    summary: '删除章节；章节中的试题保留在题库中，变为未分章节',
  }),
  chapterSort: endpoint({
    path: '/api/repo/chapter/sort',
    auth: Perm.repo.chapter,
    request: MoveSortBodySchema,
    answer: NoAnswer,
    summary: '章节上移（0）或下移（1）',
  }),
  chapterGroup: endpoint({
    path: '/api/repo/chapter-group',
    auth: 'user',
    request: RepoIdBodySchema,
    answer: RepoChapterGroupSchema,
    summary: '按章节与题型统计题目数（训练页选择章节/题型）',
  }),
};
