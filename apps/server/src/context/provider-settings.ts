import {
  CONFIG_PROP_SCHEMAS,
  type ConfigPropDetail,
  type ConfigPropSaveBodySchema,
  type ConfigPropType,
  DEFAULT_PROVIDER,
  ErrorCode,
  SECRET_FIELDS,
  SECRET_MASK,
} from '@xuekao/contracts';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { newId } from '../lib/ids.ts';
import { formatZodError } from '../lib/validation.ts';
import type { Bus } from '../realtime/bus.ts';
import { cached } from '../realtime/cached.ts';
import { type ConfigPropRow, findAllConfigProps, upsertActiveConfigProp } from './provider-settings.queries.ts';

export type PropData = Record<string, string>;
/** Settings a provider has before anyone saved it (e.g. local storage under DATA_DIR). */
export type PropDefaults = Partial<Record<ConfigPropType, Record<string, PropData>>>;
type SaveBody = z.output<typeof ConfigPropSaveBodySchema>;

/** A secret as detail answers it: the first 3 characters and '******' (only '******' when short). */
export function maskSecret(value: string): string {
  if (!value) return '';
  return value.length > 6 ? `${value.slice(0, 3)}${SECRET_MASK}` : SECRET_MASK;
}

function parseData(text: string): PropData {
  try {
    const v: unknown = JSON.parse(text || '{}');
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      const out: PropData = {};
      for (const [k, x] of Object.entries(v)) if (x !== null && x !== undefined) out[k] = String(x);
      return out;
    }
  } catch {
    // a damaged row reads as empty settings
  }
  return {};
}

function schemaOf(type: ConfigPropType, provider: string): z.ZodType<PropData> {
  const schemas = CONFIG_PROP_SCHEMAS[type] as Record<string, z.ZodType<PropData>>;
  const schema = Object.hasOwn(schemas, provider) ? schemas[provider] : undefined;
  if (!schema) throw AppError.badParams(`不支持的服务商：${provider}`);
  return schema;
}

/**
 * Provider settings of upload, face and live (`sys_config_prop`), cached in process and reloaded
 * everywhere after a save (bus), so a new storage directory or provider applies to the next upload.
 */
export function providerSettings(db: Db, bus: Bus, defaults: PropDefaults = {}) {
  const rows = cached<ConfigPropRow[]>(bus, 'config-prop', () => findAllConfigProps(db));
  const find = async (type: ConfigPropType, provider: string) =>
    (await rows.get()).find((r) => r.type === type && r.provider === provider);
  const activeProvider = async (type: ConfigPropType) =>
    (await rows.get()).find((r) => r.type === type && r.isUsed)?.provider ?? DEFAULT_PROVIDER[type];
  const dataOf = (type: ConfigPropType, provider: string, row?: ConfigPropRow): PropData => ({
    ...(defaults[type]?.[provider] ?? {}),
    ...(row ? parseData(row.data) : {}),
  });

  return {
    /** The provider in use for a type and its full settings (secrets included: server use only). */
    async active(type: ConfigPropType): Promise<{ provider: string; data: PropData }> {
      const provider = await activeProvider(type);
      return { provider, data: dataOf(type, provider, await find(type, provider)) };
    },

    /** A provider's full settings, whether active or not (server use only: secrets included). */
    async settings(type: ConfigPropType, provider: string): Promise<PropData> {
      return dataOf(type, provider, await find(type, provider));
    },

    /** One provider's settings for the admin form (the active provider when none is named); secrets masked. */
    async detail(type: ConfigPropType, provider?: string): Promise<ConfigPropDetail> {
      const active = await activeProvider(type);
      const name = provider || active;
      schemaOf(type, name);
      const row = await find(type, name);
      const data = dataOf(type, name, row);
      for (const k of SECRET_FIELDS) if (data[k] !== undefined) data[k] = maskSecret(data[k]);
      return {
        id: row?.id ?? null,
        type,
        provider: name,
        remark: row?.remark ?? '',
        data: JSON.stringify(data),
        isUsed: name === active,
      };
    },

    /**
     * Validates and stores a provider's settings and makes it the active one of its type. A secret sent
     * back exactly as detail masked it means "unchanged".
     */
    async save(body: SaveBody): Promise<void> {
      const schema = schemaOf(body.type, body.provider);
      let input: Record<string, unknown>;
      if (typeof body.data === 'string') {
        try {
          input = JSON.parse(body.data || '{}');
        } catch {
          throw AppError.badParams('配置数据不是合法的 JSON！');
        }
      } else input = body.data;
      if (!input || typeof input !== 'object' || Array.isArray(input)) throw AppError.badParams('配置数据必须是对象！');
      const row = await find(body.type, body.provider);
      const stored = row ? parseData(row.data) : {};
      const merged: Record<string, unknown> = { ...input };
      for (const k of SECRET_FIELDS) {
        const v = merged[k];
        if (typeof v === 'string' && stored[k] && v === maskSecret(stored[k])) merged[k] = stored[k];
      }
      const parsed = schema.safeParse(merged);
      if (!parsed.success) throw new AppError(ErrorCode.BAD_PARAMS, formatZodError(parsed.error));
      await upsertActiveConfigProp(db, {
        id: row?.id ?? newId(),
        type: body.type,
        provider: body.provider,
        remark: body.remark,
        data: JSON.stringify(parsed.data),
      });
      await rows.invalidate();
    },
  };
}

export type ProviderSettings = ReturnType<typeof providerSettings>;
