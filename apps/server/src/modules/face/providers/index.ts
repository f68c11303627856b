import type { AppContext } from '@server/app-context.ts';
import { CONFIG_PROP_SCHEMAS } from '@xuekao/contracts';
import type { z } from 'zod';
import { aliyunFace } from './aliyun.ts';
import { baiduFace } from './baidu.ts';
import { localFace } from './local.ts';
import { qcloudFace } from './qcloud.ts';
import type { FaceProvider, FaceProviderFactory } from './types.ts';

/** Face providers by the name the system configuration stores. Adding one: a file like baidu.ts and a line here. */
const FACTORIES: Record<string, FaceProviderFactory> = {
  local: localFace,
  baidu: baiduFace,
  qcloud: qcloudFace,
  aliyun: aliyunFace,
};

/**
 * The provider of the active face configuration (系统配置 > 人脸配置), built from its settings on every
 * call (the settings are cached and reloaded after a save), or null when face recognition is not set up:
 * settings that do not pass their schema, or nothing saved yet while FACE_LOCAL_DEFAULT is 'off' (with
 * 'on', the default, the local provider compares until an administrator saves another one).
 */
export async function activeFaceProvider(app: AppContext): Promise<FaceProvider | null> {
  const { provider, data } = await app.providers.active('face');
  const factory = Object.hasOwn(FACTORIES, provider) ? FACTORIES[provider] : undefined;
  const schemas = CONFIG_PROP_SCHEMAS.face as Record<string, z.ZodType<Record<string, string>>>;
  const schema = Object.hasOwn(schemas, provider) ? schemas[provider] : undefined;
  if (!factory || !schema) return null;
  if (provider === 'local' && app.config.FACE_LOCAL_DEFAULT === 'off' && !(await app.providers.detail('face')).id) {
    return null;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) return null;
  return factory(parsed.data, { endpoint: app.config.FACE_ENDPOINT, kv: app.kv });
}
