import { APP_VERSION } from '@server/lib/version.ts';
import { ok, route } from '@server/plugins/route-table.ts';
import { endpoints } from '@xuekao/contracts';
import { health, readiness } from './ops.service.ts';

const E = endpoints.ops;

export const opsRoutes = [
  route(E.health, () => health(APP_VERSION)),
  route(E.ready, async ({ app, reply }) => {
    const r = await readiness(app);
    reply
      .code(r.ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(r.ready ? ok(r) : { code: 1, msg: '服务暂不可用', data: r, success: false });
  }),
];
