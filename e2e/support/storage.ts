/**
 * The cloud storage stand-ins of the browser tests (apps/server/test/stand-ins/storage): the keys the e2e
 * server starts them with, and the upload settings staff type into 上传配置 for each vendor. The stand-ins'
 * address is asked of the e2e harness (support/server.ts, PORT + 1: /storage), which also says whether a
 * stand-in holds an object (/storage/object?vendor=&key=), looking into its store as an operator would look
 * into the bucket's console.
 */

export const STAND_IN_KEYS = {
  oss: { accessKeyId: 'LTAIe2eOssKeyId', accessKeySecret: 'e2eOssSecret', bucket: 'xk-e2e-oss' },
  qiniu: { accessKeyId: 'e2eQiniuAccessKey', accessKeySecret: 'e2eQiniuSecretKey', bucket: 'xk-e2e-qiniu' },
  cos: { secretId: 'AKIDe2eCosSecretId', secretKey: 'e2eCosSecretKey', bucket: 'xk-e2e-1250000000' },
};

export type CloudProvider = 'aliyun' | 'qiniu' | 'qcloud';
export type Vendor = 'oss' | 'qiniu' | 'cos';

export const VENDOR_OF: Record<CloudProvider, Vendor> = { aliyun: 'oss', qiniu: 'qiniu', qcloud: 'cos' };

/** The form of 上传配置 for a provider: field label -> value (the stand-ins at `base`). */
export function uploadForm(provider: CloudProvider, base: string): Record<string, string> {
  if (provider === 'aliyun') {
    const k = STAND_IN_KEYS.oss;
    return {
      存储节点: 'oss-cn-hangzhou.aliyuncs.com',
      存储空间: k.bucket,
      AccessKeyId: k.accessKeyId,
      AccessKeySecret: k.accessKeySecret,
      访问URL: `${base}/oss/`,
    };
  }
  if (provider === 'qiniu') {
    const k = STAND_IN_KEYS.qiniu;
    return {
      存储区域: 'z0',
      存储空间: k.bucket,
      AccessKey: k.accessKeyId,
      SecretKey: k.accessKeySecret,
      访问URL: `${base}/qiniu/dl/`,
    };
  }
  const k = STAND_IN_KEYS.cos;
  return {
    存储地域: 'ap-guangzhou',
    存储桶: k.bucket,
    SecretId: k.secretId,
    SecretKey: k.secretKey,
    访问URL: `${base}/cos/`,
  };
}
