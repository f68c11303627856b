import { route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { siteDetailFor, toSiteProps } from './config.service.ts';

const E = endpoints.config;

export const configRoutes = [
  route(E.detail, ({ app, session }) => siteDetailFor(app, session)),
  route(E.save, async ({ app, body }) => {
    const current = await app.settings.row();
    const { props, ...base } = body;
    await app.settings.saveBase({ ...base, props: { ...toSiteProps(current.props), ...props } });
    return null;
  }),
  route(E.switchDetail, ({ app }) => app.settings.switches()),
  route(E.switchSave, async ({ app, body }) => {
    // Only the switches sent change (issue 17): a partial body keeps the other saved values.
    const sent = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    await app.settings.saveSwitches({ ...(await app.settings.switches()), ...sent });
    return null;
  }),
  route(E.propDetail, ({ app, body }) => app.providers.detail(body.type, body.provider)),
  route(E.propSave, async ({ app, body }) => {
    await app.providers.save(body);
    return null;
  }),
];
