import { Perm } from '../permissions.ts';
import {
  ConfigDetailBodySchema,
  SiteDataSchema,
  SwitchConfigDetailSchema,
  SwitchSaveBodySchema,
} from '../schemas/config.ts';
import {
  ConfigPropDetailBodySchema,
  ConfigPropDetailSchema,
  ConfigPropSaveBodySchema,
} from '../schemas/config-prop.ts';
import { SaveSiteConfigBodySchema } from '../schemas/config-save.ts';
import { endpoint, NoAnswer, NoInput } from './define.ts';

/** System configuration: site data, switches and provider settings (docs/REQUIREMENTS.md#config). */
export const config = {
  detail: endpoint({
    path: '/api/sys/config/detail',
    auth: 'public',
    request: ConfigDetailBodySchema,
    answer: SiteDataSchema,
    summary: '站点配置（公开；持有 sys:config:view 时另含 tmpDir）',
  }),
  save: endpoint({
    path: '/api/sys/config/save',
    auth: Perm.config.save,
    request: SaveSiteConfigBodySchema,
    answer: NoAnswer,
    summary: '保存基础配置',
  }),
  switchDetail: endpoint({
    path: '/api/sys/config/switch/detail',
    auth: Perm.config.view,
    request: NoInput,
    answer: SwitchConfigDetailSchema,
    summary: '功能开关配置',
  }),
  switchSave: endpoint({
    path: '/api/sys/config/switch/save',
    auth: Perm.config.save,
    request: SwitchSaveBodySchema,
    answer: NoAnswer,
    summary: '保存功能开关配置',
  }),
  propDetail: endpoint({
    path: '/api/sys/config/prop/detail',
    auth: Perm.config.view,
    request: ConfigPropDetailBodySchema,
    answer: ConfigPropDetailSchema,
    summary: '上传、人脸识别、直播服务商配置（密钥脱敏）',
  }),
  propSave: endpoint({
    path: '/api/sys/config/prop/save',
    auth: Perm.config.save,
    request: ConfigPropSaveBodySchema,
    answer: NoAnswer,
    summary: '保存服务商配置并设为当前方案',
  }),
};
