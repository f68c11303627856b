import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { CONFIG_PROP_SCHEMAS } from '@xuekao/contracts';
import type { z } from 'zod';
import { cosStorage } from './cos.ts';
import { localStorage } from './local.ts';
import { ossStorage } from './oss.ts';
import { qiniuStorage } from './qiniu.ts';
import type { StorageFactory, StorageProvider } from './types.ts';

/** Providers that store uploads on the server side. Adding one: a file like local.ts and a line here. */
const FACTORIES: Record<string, StorageFactory> = {
  local: localStorage,
  aliyun: ossStorage,
  qiniu: qiniuStorage,
  qcloud: cosStorage,
};

const TITLES: Record<string, string> = { aliyun: '阿里云OSS', qiniu: '七牛云', qcloud: '腾讯云COS' };

/** The storage of the active upload provider (system configuration, 上传配置). */
export async function activeStorage(app: AppContext): Promise<StorageProvider> {
  return (await activeUpload(app)).storage;
}

/**
 * The active upload provider: its name, saved settings (checked against the provider's schema, so a cloud
 * provider chosen but not filled in is refused with a message instead of calling the vendor with blank keys)
 * and storage.
 */
export async function activeUpload(
  app: AppContext,
): Promise<{ provider: string; settings: Record<string, string>; storage: StorageProvider }> {
  const { provider, data } = await app.providers.active('upload');
  const factory = Object.hasOwn(FACTORIES, provider) ? FACTORIES[provider] : undefined;
  if (!factory) {
    throw AppError.fail(
      `当前上传方案（${TITLES[provider] ?? provider}）暂不支持服务器上传，请在系统配置的上传配置中切换为本地存储！`,
    );
  }
  const schemas = CONFIG_PROP_SCHEMAS.upload as Record<string, z.ZodType<Record<string, string>>>;
  const parsed = Object.hasOwn(schemas, provider) ? schemas[provider]?.safeParse(data) : undefined;
  if (provider !== 'local' && !parsed?.success) {
    throw AppError.fail(`上传方案（${TITLES[provider] ?? provider}）的配置不完整，请在系统配置的上传配置中补全！`);
  }
  const settings = parsed?.success ? parsed.data : data;
  return { provider, settings, storage: factory(settings, { endpoint: app.config.STORAGE_ENDPOINT }) };
}

/**
 * The storage of `provider` with its saved settings, active or not (the sweep of expired direct-upload
 * grants deletes objects where they were granted, also after a switch of provider).
 */
export async function storageOf(
  app: AppContext,
  provider: string,
): Promise<{ settings: Record<string, string>; storage: StorageProvider }> {
  const factory = Object.hasOwn(FACTORIES, provider) ? FACTORIES[provider] : undefined;
  if (!factory) throw AppError.fail(`未知的上传方案：${provider}`);
  const settings = await app.providers.settings('upload', provider);
  return { settings, storage: factory(settings, { endpoint: app.config.STORAGE_ENDPOINT }) };
}

/**
 * The storage that wrote an upload and the upload's key, by its public address (query string ignored):
 * the active upload storage when the address is one of its own, else local storage (files written while it
 * was active stay readable after switching, as they stay served). Null when no storage here owns it.
 */
export async function locateUpload(
  app: AppContext,
  url: string,
): Promise<{ storage: StorageProvider; key: string } | null> {
  const { provider, data } = await app.providers.active('upload');
  const candidates: StorageProvider[] = [];
  const factory = Object.hasOwn(FACTORIES, provider) ? FACTORIES[provider] : undefined;
  if (factory) candidates.push(factory(data, { endpoint: app.config.STORAGE_ENDPOINT }));
  if (provider !== 'local') candidates.push(localStorage(await app.providers.settings('upload', 'local')));
  for (const storage of candidates) {
    const key = storage.keyOf(url);
    if (key) return { storage, key };
  }
  return null;
}

/**
 * The bytes of an upload by its public address (e.g. a user's face photo), read through the storage that
 * wrote it (`locateUpload`). Null when the address belongs to no storage this server can read or the file
 * is gone.
 */
export async function readUpload(app: AppContext, url: string, maxBytes?: number): Promise<Buffer | null> {
  const found = await locateUpload(app, url);
  return found ? found.storage.read(found.key, maxBytes) : null;
}
