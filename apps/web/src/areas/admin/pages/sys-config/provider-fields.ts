import { currentLocale } from '@web/i18n';
import type { ParseableSchema } from '@web/shared/zod-rule';
import { CONFIG_PROP_SCHEMAS, type ConfigPropType, DICTIONARIES, PROVIDERS, SECRET_FIELDS } from '@xuekao/contracts';
import { m } from './messages';

export interface ProviderField {
  name: string;
  label: string;
  placeholder?: string;
  /** Shown under the field. */
  help?: string;
  required: boolean;
  secret: boolean;
  schema: ParseableSchema;
}

type FieldText = [name: string, label: string, placeholder?: string, help?: string];

/** Labels of each provider's fields (the vendors' own names for them). */
const fieldTexts = (): Record<ConfigPropType, Record<string, FieldText[]>> => ({
  upload: {
    local: [
      ['localDir', m('localDir'), m('localDirPlaceholder'), m('localDirHelp')],
      ['url', m('url'), m('localUrlPlaceholder'), m('localUrlHelp')],
    ],
    aliyun: [
      ['endpoint', m('endpoint'), 'oss-cn-hangzhou.aliyuncs.com'],
      ['bucket', m('bucket'), m('bucketPlaceholder')],
      ['accessKeyId', 'AccessKeyId'],
      ['accessKeySecret', 'AccessKeySecret'],
      ['url', m('url'), 'https://bucket.oss-cn-hangzhou.aliyuncs.com/'],
      ['project', m('mpsProject'), m('optionalTranscode')],
      ['pipeline', m('pipeline'), m('optionalTranscode')],
    ],
    qiniu: [
      ['endpoint', m('qiniuZone'), m('qiniuZonePlaceholder')],
      ['bucket', m('bucket'), m('bucketPlaceholder')],
      ['accessKeyId', 'AccessKey'],
      ['accessKeySecret', 'SecretKey'],
      ['url', m('url'), 'https://cdn.example.com/'],
    ],
    qcloud: [
      ['region', m('cosRegion'), 'ap-guangzhou'],
      ['bucket', m('cosBucket'), 'bucket-1250000000'],
      ['secretId', 'SecretId'],
      ['secretKey', 'SecretKey'],
      ['url', m('url'), 'https://bucket-1250000000.cos.ap-guangzhou.myqcloud.com/'],
    ],
  },
  face: {
    local: [],
    qcloud: [
      ['region', m('region'), 'ap-beijing'],
      ['secretId', 'SecretId'],
      ['secretKey', 'SecretKey'],
      ['groupId', m('groupId')],
    ],
    baidu: [
      ['appId', 'AppID'],
      ['appKey', 'API Key'],
      ['secretKey', 'Secret Key'],
      ['faceGroup', m('faceGroup')],
    ],
    aliyun: [
      ['accessKeyId', 'AccessKeyId'],
      ['accessKeySecret', 'AccessKeySecret'],
      ['dbName', m('dbName')],
    ],
  },
  live: {
    aliyun: [
      ['pushDomain', m('pushDomain'), 'push.example.com'],
      ['pushKey', m('pushKey')],
      ['pullDomain', m('pullDomain'), 'live.example.com'],
      ['pullKey', m('pullKey')],
    ],
  },
  sms: {
    dev: [],
    aliyun: [
      ['accessKeyId', 'AccessKeyId'],
      ['accessKeySecret', 'AccessKeySecret'],
      ['signName', m('signName'), m('signNamePlaceholder')],
      ['templateCode', m('templateCode'), m('templateCodePlaceholder'), m('templateCodeHelp')],
    ],
    qcloud: [
      ['secretId', 'SecretId'],
      ['secretKey', 'SecretKey'],
      ['sdkAppId', m('sdkAppId'), m('sdkAppIdPlaceholder')],
      ['signName', m('signName'), m('signNamePlaceholder')],
      ['templateId', m('templateId'), m('templateIdPlaceholder'), m('qcloudTemplateHelp')],
      ['region', m('region'), 'ap-guangzhou'],
    ],
  },
});

interface ShapedSchema {
  shape: Record<string, ParseableSchema & { isOptional?: () => boolean }>;
}

/** The form fields of a provider, each validated by its contract schema. */
export function providerFields(type: ConfigPropType, provider: string): ProviderField[] {
  const schema = (CONFIG_PROP_SCHEMAS[type] as Record<string, ShapedSchema>)[provider];
  const texts = fieldTexts()[type][provider] ?? [];
  return texts.map(([name, label, placeholder, help]) => {
    const fieldSchema = schema.shape[name];
    const emptyOk = fieldSchema.safeParse('').success;
    return {
      name,
      label,
      placeholder: placeholder ?? m('enterField', { label }),
      help,
      required: !emptyOk,
      secret: (SECRET_FIELDS as readonly string[]).includes(name),
      schema: fieldSchema,
    };
  });
}

const DICT_OF: Record<ConfigPropType, string | null> = {
  upload: 'upload_provider',
  face: 'face_provider',
  live: null,
  sms: null,
};

/** Titles of providers that have no dictionary (or no entry in it). */
const titles = (): Record<string, Record<string, string>> => ({
  live: { aliyun: m('liveAliyun') },
  face: { local: m('faceLocal') },
  sms: { dev: m('smsDev'), aliyun: m('smsAliyun'), qcloud: m('smsQcloud') },
});

/** Dictionary titles of the providers in en-US (the dictionaries hold Chinese). */
const englishTitles = (): Record<string, Record<string, string>> => ({
  upload: { local: m('uploadLocal'), aliyun: m('uploadAliyun'), qiniu: m('uploadQiniu'), qcloud: m('uploadQcloud') },
  face: { qcloud: m('faceQcloud'), baidu: m('faceBaidu'), aliyun: m('faceAliyun') },
});

/** The providers of a type with their titles (from the built-in dictionaries). */
export function providerOptions(type: ConfigPropType): Array<{ value: string; label: string }> {
  const dict = DICTIONARIES.find((d) => d.code === DICT_OF[type]);
  const own = titles()[type];
  const english = currentLocale() === 'en-US' ? englishTitles()[type] : undefined;
  return PROVIDERS[type].map((p) => ({
    value: p,
    label: english?.[p] ?? dict?.values.find((v) => v.value === p)?.title ?? own?.[p] ?? p,
  }));
}
