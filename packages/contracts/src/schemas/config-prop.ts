import { z } from 'zod';
import { TEXTS } from '../texts.ts';

/**
 * Provider settings of system configuration (`/api/sys/config/prop/detail|save`): upload storage, face
 * recognition and live streaming. One stored row per (type, provider); `data` is a JSON string whose
 * fields depend on the provider and are validated by the schemas below (docs/REQUIREMENTS.md#providers).
 */
export const CONFIG_PROP_TYPES = ['upload', 'face', 'live', 'sms'] as const;
export type ConfigPropType = (typeof CONFIG_PROP_TYPES)[number];

export const PROVIDERS = {
  upload: ['local', 'aliyun', 'qiniu', 'qcloud'],
  face: ['local', 'qcloud', 'baidu', 'aliyun'],
  live: ['aliyun'],
  sms: ['dev', 'aliyun', 'qcloud'],
} as const satisfies Record<ConfigPropType, readonly string[]>;

/** The provider a type uses until an administrator saves another one. */
export const DEFAULT_PROVIDER: Record<ConfigPropType, string> = {
  upload: 'local',
  face: 'local',
  live: 'aliyun',
  sms: 'dev',
};

const zh = (k: keyof typeof TEXTS) => TEXTS[k]['zh-CN'];

/** A required text field: missing, empty or blank gives `message`. */
const required = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(512, '内容不能超过512个字符！');
const optional = z.string().trim().max(512).default('');

/** Local directory: starts with / or a drive letter (C:\ or D:/) and ends with /. */
export const LOCAL_DIR_PATTERN = /^(?:\/|[A-Za-z]:[\\/])(?:.*\/)?$/;
export const LOCAL_DIR_MESSAGE = '目录必须以 / 或盘符（如 C:\\ 或 D:/）开头，并以 / 结尾！';
export function isValidLocalDir(v: string): boolean {
  return LOCAL_DIR_PATTERN.test(v) && v.endsWith('/');
}

/**
 * Public URL prefix: an http(s) address ending in /, or a path of this site starting and ending with /
 * (the root '/' included; '/upload/' is where the server itself serves local files).
 */
export const URL_PREFIX_PATTERN = /^(?:https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?\/|\/(?:[^\s?#]*\/)?)$/;
export const URL_PREFIX_MESSAGE = 'URL必须是以 http:// 或 https:// 开头、以 / 结尾的地址！';

const localDir = required(zh('dirEmpty')).refine(isValidLocalDir, LOCAL_DIR_MESSAGE);
const urlPrefix = required(zh('urlEmpty')).regex(URL_PREFIX_PATTERN, URL_PREFIX_MESSAGE);
const storageNode = required(zh('storageNodeEmpty'));
const bucket = required(zh('storageSpaceEmpty'));

export const UploadLocalSchema = z.object({ localDir, url: urlPrefix });
export const UploadAliyunSchema = z.object({
  endpoint: storageNode,
  bucket,
  accessKeyId: required(zh('accessKeyIdEmpty')),
  accessKeySecret: required(zh('accessKeySecretEmpty')),
  url: urlPrefix,
  /** Media-processing project and pipeline for video transcoding (optional). */
  project: optional,
  pipeline: optional,
});
export const UploadQiniuSchema = z.object({
  /** The storage area. */
  endpoint: storageNode,
  bucket,
  accessKeyId: required(zh('accessKeyIdEmpty')),
  accessKeySecret: required(zh('accessKeySecretEmpty')),
  url: urlPrefix,
});
export const UploadQcloudSchema = z.object({
  region: storageNode,
  bucket,
  secretId: required(zh('secretIdEmpty')),
  secretKey: required(zh('secretKeyEmpty')),
  url: urlPrefix,
});

/**
 * The local provider (issue 15): faces are detected and compared on this server with the model weights the
 * npm package ships (@vladmandic/face-api), no cloud account and no settings.
 */
export const FaceLocalSchema = z.object({});
export const FaceBaiduSchema = z.object({
  appId: required(zh('appIdEmpty')),
  appKey: required(zh('appKeyEmpty')),
  secretKey: required(zh('secretKeyEmpty')),
  faceGroup: required(zh('faceGroupEmpty')),
});
export const FaceQcloudSchema = z.object({
  region: required(zh('regionEmpty')),
  secretId: required(zh('secretIdEmpty')),
  secretKey: required(zh('secretKeyEmpty')),
  groupId: required(zh('groupIdEmpty')),
});
export const FaceAliyunSchema = z.object({
  accessKeyId: required(zh('accessKeyIdEmpty')),
  accessKeySecret: required(zh('accessKeySecretEmpty')),
  dbName: required(zh('dbNameEmpty')),
});

/** Live streaming has no form rules (docs/REQUIREMENTS.md#config). */
export const LiveAliyunSchema = z.object({
  pushDomain: optional,
  pushKey: optional,
  pullDomain: optional,
  pullKey: optional,
});

/**
 * SMS (短信配置): 'dev' writes codes to the server log (never in production); Aliyun SMS (SendSms) and
 * Tencent Cloud SMS (SendSms) send one template whose single parameter is the code.
 */
export const SmsDevSchema = z.object({});
export const SmsAliyunSchema = z.object({
  accessKeyId: required(zh('accessKeyIdEmpty')),
  accessKeySecret: required(zh('accessKeySecretEmpty')),
  signName: required('短信签名不能为空！'),
  /** The template code, e.g. SMS_154950909; its variable is ${code}. */
  templateCode: required('短信模板编号不能为空！'),
});
export const SmsQcloudSchema = z.object({
  secretId: required(zh('secretIdEmpty')),
  secretKey: required(zh('secretKeyEmpty')),
  /** The SMS application (SdkAppId), e.g. 1400006666. */
  sdkAppId: required('短信应用ID不能为空！'),
  signName: required('短信签名不能为空！'),
  /** The template ID; its first parameter {1} is the code. */
  templateId: required('短信模板ID不能为空！'),
  region: z.string().trim().max(64).default('ap-guangzhou'),
});

/** The data schema of every (type, provider). */
export const CONFIG_PROP_SCHEMAS = {
  upload: {
    local: UploadLocalSchema,
    aliyun: UploadAliyunSchema,
    qiniu: UploadQiniuSchema,
    qcloud: UploadQcloudSchema,
  },
  face: { local: FaceLocalSchema, baidu: FaceBaiduSchema, qcloud: FaceQcloudSchema, aliyun: FaceAliyunSchema },
  live: { aliyun: LiveAliyunSchema },
  sms: { dev: SmsDevSchema, aliyun: SmsAliyunSchema, qcloud: SmsQcloudSchema },
} as const satisfies Record<ConfigPropType, Record<string, z.ZodType>>;

/** Fields that are never answered in full (masked as the first 3 characters + '******'). */
export const SECRET_FIELDS = ['accessKeySecret', 'secretKey', 'pushKey', 'pullKey'] as const;
export const SECRET_MASK = '******';

const typeSchema = z.enum(CONFIG_PROP_TYPES, { error: '配置类型只能是 upload、face、live 或 sms！' });

/** `/api/sys/config/prop/detail`: one provider's settings; without `provider`, the active one. */
export const ConfigPropDetailBodySchema = z.object({
  type: typeSchema,
  provider: z.string().trim().max(32).optional(),
});

/** `/api/sys/config/prop/save`: stores a provider's settings and makes it the active one of its type. */
export const ConfigPropSaveBodySchema = z.object({
  type: typeSchema,
  provider: z.string({ error: '请选择服务商！' }).trim().min(1, '请选择服务商！').max(32),
  remark: z.string().max(256).default(''),
  /** The provider's fields as a JSON string (an object is accepted too). */
  data: z.union([z.string().max(20000), z.record(z.string(), z.unknown())], { error: '配置数据不能为空！' }),
});

/** A secret as detail answers it: '' when unset, else '******' or its first 3 characters and '******'. */
export const MaskedSecretSchema = z.string().regex(/^(?:[\s\S]{3})?\*{6}$|^$/, '密钥未脱敏！');

/**
 * A provider's settings as detail answers them: field -> text (the fields depend on the provider), every
 * secret field masked.
 */
export const MaskedPropDataSchema = z
  .object({
    accessKeySecret: MaskedSecretSchema.optional(),
    secretKey: MaskedSecretSchema.optional(),
    pushKey: MaskedSecretSchema.optional(),
    pullKey: MaskedSecretSchema.optional(),
  } satisfies Record<(typeof SECRET_FIELDS)[number], z.ZodType>)
  .catchall(z.string());

/** `data` of a detail: the settings as a JSON string, secrets masked (never a secret in full). */
const MaskedPropDataText = z
  .string()
  .refine((text) => {
    try {
      return MaskedPropDataSchema.safeParse(JSON.parse(text)).success;
    } catch {
      return false;
    }
  }, '配置数据必须是密钥已脱敏的 JSON！')
  .describe('服务商配置的 JSON 字符串；密钥字段（accessKeySecret、secretKey、pushKey、pullKey）已脱敏');

/** Answer of `/api/sys/config/prop/detail`; `data` is a JSON string with secrets masked. */
export const ConfigPropDetailSchema = z.strictObject({
  id: z.string().nullable(),
  type: z.enum(CONFIG_PROP_TYPES),
  provider: z.string(),
  remark: z.string(),
  data: MaskedPropDataText,
  /** This provider is the active one of its type. */
  isUsed: z.boolean(),
});
export type ConfigPropDetail = z.output<typeof ConfigPropDetailSchema>;
