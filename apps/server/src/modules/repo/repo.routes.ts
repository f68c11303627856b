import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
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

const E = endpoints.repo;

export const repoRoutes = [
  route(E.paging, ({ app, session, body }) => pageRepos(app, session, body)),
  route(E.detail, ({ app, session, body }) => repoDetail(app, session, body.id)),
  route(E.save, ({ app, session, body }) => saveRepo(app, session, body)),
  route(E.delete, async ({ app, body }) => {
    await deleteRepos(app, body.ids);
    return null;
  }),
  route(E.chapterList, ({ app, session, body }) => listChapters(app, session, body.repoId, body.title)),
  route(E.chapterSave, ({ app, body }) => saveChapter(app, body)),
  route(E.chapterDelete, async ({ app, body }) => {
    await deleteChapters(app, body.ids);
    return null;
  }),
  route(E.chapterSort, async ({ app, body }) => {
    await moveChapter(app, body.id, body.sort);
    return null;
  }),
  route(E.chapterGroup, ({ app, session, body }) => chapterGroup(app, session, body.repoId)),
];
