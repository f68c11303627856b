import { IdBodySchema } from '../envelope.ts';
import { Perm } from '../permissions.ts';
import { LivePushInfoSchema } from '../schemas/live.ts';
import { endpoint } from './define.ts';

/** Live streaming (Aliyun ApsaraVideo Live, auth_key type A; docs/REQUIREMENTS.md#config live). */
export const live = {
  pushInfo: endpoint({
    path: '/api/course/live/push-info',
    auth: { any: [Perm.courseFile.add, Perm.courseFile.edit] },
    request: IdBodySchema,
    answer: LivePushInfoSchema,
    summary: '直播课件的推流地址（OBS 服务器与串流密钥，鉴权A签名，24小时有效）与签名的播放地址',
  }),
};
