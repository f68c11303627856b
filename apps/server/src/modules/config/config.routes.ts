import {
  ConfigDetailBodySchema,
  ConfigPropDetailBodySchema,
  ConfigPropSaveBodySchema,
  Perm,
  SaveSiteConfigBodySchema,
  SwitchConfigSchema,
} from '@xuekao/contracts';
import { route } from '../../plugins/route-table.ts';
import { siteDetailFor, toSiteProps } from './config.service.ts';

export const configRoutes = [
  route({
    url: '/api/sys/config/detail',
    auth: 'public',
    body: ConfigDetailBodySchema,
    summary: '站点配置（公开；持有 sys:config:view 时另含 tmpDir）',
    handler: ({ app, session }) => siteDetailFor(app, session),
  }),
  route({
    url: '/api/sys/config/save',
    auth: Perm.config.save,
    body: SaveSiteConfigBodySchema,
    summary: '保存基础配置',
    handler: async ({ app, body }) => {
      const current = await app.settings.row();
      const { props, ...base } = body;
      await app.settings.saveBase({ ...base, props: { ...toSiteProps(current.props), ...props } });
    },
  }),
  route({
    url: '/api/sys/config/switch/detail',
    auth: Perm.config.view,
    summary: '功能开关配置',
    handler: ({ app }) => app.settings.switches(),
  }),
  route({
    url: '/api/sys/config/switch/save',
    auth: Perm.config.save,
    body: SwitchConfigSchema,
    summary: '保存功能开关配置',
    handler: ({ app, body }) => app.settings.saveSwitches(body),
  }),
  route({
    url: '/api/sys/config/prop/detail',
    auth: Perm.config.view,
    body: ConfigPropDetailBodySchema,
    summary: '上传、人脸识别、直播服务商配置（密钥脱敏）',
    handler: ({ app, body }) => app.providers.detail(body.type, body.provider),
  }),
  route({
    url: '/api/sys/config/prop/save',
    auth: Perm.config.save,
    body: ConfigPropSaveBodySchema,
    summary: '保存服务商配置并设为当前方案',
    handler: ({ app, body }) => app.providers.save(body),
  }),
];
