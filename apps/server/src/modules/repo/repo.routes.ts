import {
  ChapterListBodySchema,
  IdBodySchema,
  IdsBodySchema,
  MoveSortBodySchema,
  Perm,
  RepoIdBodySchema,
  RepoPagingBodySchema,
  SaveChapterBodySchema,
  SaveRepoBodySchema,
} from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import {
  chapterGroup,
  deleteChapters,
  deleteRepos,
  listChapters,
  moveChapter,
  pageRepos,
  repoDetail,
  saveChapter,
  saveRepo,
} from './repo.service.ts';

export const repoRoutes = [
  route({
    url: '/api/repo/paging',
    auth: 'user',
    body: RepoPagingBodySchema,
    summary: '题库分页（题库管理员见全部并可按 isExam/isTrain 筛选；学员只见开放训练的题库）',
    handler: ({ app, session, body }) => pageRepos(app, session, body),
  }),
  route({
    url: '/api/repo/detail',
    auth: 'user',
    body: IdBodySchema,
    summary: '题库详情与题目数量（学员只能查看开放训练的题库）',
    handler: ({ app, session, body }) => repoDetail(app, session, body.id),
  }),
  route({
    url: '/api/repo/save',
    auth: { any: [Perm.repo.add, Perm.repo.edit] },
    body: SaveRepoBodySchema,
    summary: '新增（repo:add）或修改（repo:edit）题库',
    handler: ({ app, session, body }) => saveRepo(app, session, body),
  }),
  route({
    url: '/api/repo/delete',
    auth: Perm.repo.delete,
    body: IdsBodySchema,
    summary: '删除题库及其章节；题库中还有试题时拒绝',
    handler: ({ app, body }) => deleteRepos(app, body.ids),
  }),
  route({
    url: '/api/repo/chapter/list',
    auth: 'user',
    body: ChapterListBodySchema,
    summary: '题库的章节列表（按排序），含每章题目数',
    handler: ({ app, session, body }) => listChapters(app, session, body.repoId, body.title),
  }),
  route({
    url: '/api/repo/chapter/save',
    auth: Perm.repo.chapter,
    body: SaveChapterBodySchema,
    summary: '新增或修改章节',
    handler: ({ app, body }) => saveChapter(app, body),
  }),
  route({
    url: '/api/repo/chapter/delete',
    auth: Perm.repo.chapter,
    body: IdsBodySchema,
    summary: '删除章节；章节中的试题保留在题库中，变为未分章节',
    handler: ({ app, body }) => deleteChapters(app, body.ids),
  }),
  route({
    url: '/api/repo/chapter/sort',
    auth: Perm.repo.chapter,
    body: MoveSortBodySchema,
    summary: '章节上移（0）或下移（1）',
    handler: ({ app, body }) => moveChapter(app, body.id, body.sort),
  }),
  route({
    url: '/api/repo/chapter-group',
    auth: 'user',
    body: RepoIdBodySchema,
    summary: '按章节与题型统计题目数（训练页选择章节/题型）',
    handler: ({ app, session, body }) => chapterGroup(app, session, body.repoId),
  }),
];
