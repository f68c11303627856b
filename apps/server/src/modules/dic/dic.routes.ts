import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { deleteDics, deleteDicValues, dicDetail, dicPage, dicValueTree, saveDic, saveDicValue } from './dic.service.ts';

const E = endpoints.dic;

/**
 * Dictionaries: types (`/api/sys/dic/*`) and their values (`/api/sys/dic/value/*`). The value tree is read
 * by every dictionary select on both sides, so any signed-in user may read it.
 */
export const dicRoutes = [
  route(E.paging, ({ app, body }) => dicPage(app, body)),
  route(E.detail, ({ app, body }) => dicDetail(app, body.id)),
  route(E.save, ({ app, session, body }) => saveDic(app, session, body)),
  route(E.delete, async ({ app, body }) => {
    await deleteDics(app, body.ids);
    return null;
  }),
  route(E.valueTree, ({ app, body }) => dicValueTree(app, body.dicCode, body.excludes)),
  route(E.valueSave, ({ app, session, body }) => saveDicValue(app, session, body)),
  route(E.valueDelete, async ({ app, body }) => {
    await deleteDicValues(app, body.ids);
    return null;
  }),
];
