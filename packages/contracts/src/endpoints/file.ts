import {
  CosTokenSchema,
  OssTokenSchema,
  QiniuTokenSchema,
  UploadProviderSchema,
  UploadRecordBodySchema,
  UploadResultSchema,
  UploadTokenBodySchema,
} from '../schemas/file.ts';
import { endpoint, NoInput } from './define.ts';

/** Uploads (docs/REQUIREMENTS.md#uploads). */
export const file = {
  /** Multipart: the files and form fields are read by the handler, not by `request`. */
  upload: endpoint({
    path: '/api/common/file/upload',
    auth: 'user',
    request: NoInput,
    answer: UploadResultSchema,
    summary: '上传文件（multipart：file 一个或多个，最多 100 个；答 {url, name, size, files}）',
  }),
  provider: endpoint({
    path: '/api/common/file/provider',
    auth: 'user',
    request: NoInput,
    answer: UploadProviderSchema,
    summary: '当前上传方案：local 经本站上传；aliyun、qiniu、qcloud 由浏览器凭令牌直传到云存储',
  }),
  ossToken: endpoint({
    path: '/api/common/oss/token',
    auth: 'user',
    request: UploadTokenBodySchema,
    answer: OssTokenSchema,
    summary: '阿里云OSS直传：一个文件的 PostObject policy 与签名（限定 key 前缀与大小，短时有效，计入每日上传额度）',
  }),
  qiniuToken: endpoint({
    path: '/api/common/qiniu/token',
    auth: 'user',
    request: UploadTokenBodySchema,
    answer: QiniuTokenSchema,
    summary: '七牛直传：一个文件的上传凭证（scope bucket:key、deadline、fsizeLimit，计入每日上传额度）',
  }),
  cosToken: endpoint({
    path: '/api/common/cos/token',
    auth: 'user',
    request: UploadTokenBodySchema,
    answer: CosTokenSchema,
    summary: '腾讯云COS分块直传：只对一个对象有效的临时签名（计入每日上传额度）',
  }),
  record: endpoint({
    path: '/api/common/file/record',
    auth: 'user',
    request: UploadRecordBodySchema,
    answer: UploadResultSchema,
    summary: '直传完成后登记文件：服务端向存储签名 HEAD 确认文件存在且未超出大小，答 {url, name, size, files}',
  }),
};
