import { faceGroupLoginSuite } from '../../../test/face-group-suite.ts';
import { qcloudStandIn } from '../../../test/stand-ins/face/qcloud.ts';

/** Face login through a Tencent Cloud person group: CreatePerson (CreateGroup, DeletePerson) and SearchFaces, TC3-signed. */
const keys = {
  region: 'ap-guangzhou',
  secretId: 'AKIDxuekaoTestSecretId0001',
  secretKey: 'xuekaoTestSecretKey0001',
  groupId: 'xuekao',
};
faceGroupLoginSuite({
  provider: 'qcloud',
  title: '腾讯云人脸识别',
  settings: keys,
  handler: () => qcloudStandIn(keys),
  enrolled: (h, userId) => {
    const p = h.groups.get(keys.groupId)?.get(userId);
    return p ? [p.person] : undefined;
  },
});
