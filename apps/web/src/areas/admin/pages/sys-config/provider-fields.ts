import type { ParseableSchema } from '@web/shared/zod-rule';
import { CONFIG_PROP_SCHEMAS, type ConfigPropType, DICTIONARIES, PROVIDERS, SECRET_FIELDS } from '@xuekao/contracts';

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
const FIELD_TEXTS: Record<ConfigPropType, Record<string, FieldText[]>> = {
  upload: {
    local: [
      [
        'localDir',
        '存储目录',
        '/data/xuekao/upload/ 或 D:/xuekao/upload/',
        '服务器上保存文件的目录，以 / 或盘符开头、以 / 结尾',
      ],
      [
        'url',
        '访问URL',
        'https://你的域名/upload/ 或 /upload/',
        '文件的访问地址前缀；本系统在 /upload/ 下提供本地文件',
      ],
    ],
    aliyun: [
      ['endpoint', '存储节点', 'oss-cn-hangzhou.aliyuncs.com'],
      ['bucket', '存储空间', 'Bucket 名称'],
      ['accessKeyId', 'AccessKeyId'],
      ['accessKeySecret', 'AccessKeySecret'],
      ['url', '访问URL', 'https://bucket.oss-cn-hangzhou.aliyuncs.com/'],
      ['project', '媒体处理项目', '选填：视频转码用'],
      ['pipeline', '转码管道', '选填：视频转码用'],
    ],
    qiniu: [
      ['endpoint', '存储区域', '如 z0（华东）'],
      ['bucket', '存储空间', 'Bucket 名称'],
      ['accessKeyId', 'AccessKey'],
      ['accessKeySecret', 'SecretKey'],
      ['url', '访问URL', 'https://cdn.example.com/'],
    ],
    qcloud: [
      ['region', '存储地域', 'ap-guangzhou'],
      ['bucket', '存储桶', 'bucket-1250000000'],
      ['secretId', 'SecretId'],
      ['secretKey', 'SecretKey'],
      ['url', '访问URL', 'https://bucket-1250000000.cos.ap-guangzhou.myqcloud.com/'],
    ],
  },
  face: {
    local: [],
    qcloud: [
      ['region', '地域', 'ap-beijing'],
      ['secretId', 'SecretId'],
      ['secretKey', 'SecretKey'],
      ['groupId', '人员库ID'],
    ],
    baidu: [
      ['appId', 'AppID'],
      ['appKey', 'API Key'],
      ['secretKey', 'Secret Key'],
      ['faceGroup', '人脸库分组'],
    ],
    aliyun: [
      ['accessKeyId', 'AccessKeyId'],
      ['accessKeySecret', 'AccessKeySecret'],
      ['dbName', '人脸数据库名称'],
    ],
  },
  live: {
    aliyun: [
      ['pushDomain', '推流域名', 'push.example.com'],
      ['pushKey', '推流鉴权Key'],
      ['pullDomain', '播放域名', 'live.example.com'],
      ['pullKey', '播放鉴权Key'],
    ],
  },
  sms: {
    dev: [],
    aliyun: [
      ['accessKeyId', 'AccessKeyId'],
      ['accessKeySecret', 'AccessKeySecret'],
      ['signName', '短信签名', '如：学考'],
      ['templateCode', '模板编号', '如：SMS_154950909', '模板中的验证码变量名须为 code'],
    ],
    qcloud: [
      ['secretId', 'SecretId'],
      ['secretKey', 'SecretKey'],
      ['sdkAppId', '短信应用ID', '如：1400006666'],
      ['signName', '短信签名', '如：学考'],
      ['templateId', '模板ID', '如：449739', '模板的第一个变量 {1} 为验证码'],
      ['region', '地域', 'ap-guangzhou'],
    ],
  },
};

interface ShapedSchema {
  shape: Record<string, ParseableSchema & { isOptional?: () => boolean }>;
}

/** The form fields of a provider, each validated by its contract schema. */
export function providerFields(type: ConfigPropType, provider: string): ProviderField[] {
  const schema = (CONFIG_PROP_SCHEMAS[type] as Record<string, ShapedSchema>)[provider];
  const texts = FIELD_TEXTS[type][provider] ?? [];
  return texts.map(([name, label, placeholder, help]) => {
    const fieldSchema = schema.shape[name];
    const emptyOk = fieldSchema.safeParse('').success;
    return {
      name,
      label,
      placeholder: placeholder ?? `请输入${label}`,
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
const TITLES: Record<string, Record<string, string>> = {
  live: { aliyun: '阿里云直播' },
  face: { local: '本地识别（无需云服务）' },
  sms: { dev: '开发模式（仅写入服务器日志）', aliyun: '阿里云短信', qcloud: '腾讯云短信' },
};

/** The providers of a type with their titles (from the built-in dictionaries). */
export function providerOptions(type: ConfigPropType): Array<{ value: string; label: string }> {
  const dict = DICTIONARIES.find((d) => d.code === DICT_OF[type]);
  return PROVIDERS[type].map((p) => ({
    value: p,
    label: dict?.values.find((v) => v.value === p)?.title ?? TITLES[type]?.[p] ?? p,
  }));
}
