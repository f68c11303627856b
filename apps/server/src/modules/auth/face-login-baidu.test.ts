import { faceGroupLoginSuite } from '../../../test/face-group-suite.ts';
import { baiduStandIn } from '../../../test/stand-ins/face/baidu.ts';

/** Face login through Baidu's face library: 人脸注册 (REPLACE) and 人脸搜索 with group_id_list (tokens checked). */
const keys = { appId: '11223344', appKey: 'baidu-api-key', secretKey: 'baidu-secret-key-0001', faceGroup: 'xuekao' };
faceGroupLoginSuite({
  provider: 'baidu',
  title: '百度人脸识别',
  settings: keys,
  handler: () => baiduStandIn(keys),
  enrolled: (h, userId) => h.groups.get(keys.faceGroup)?.get(userId)?.persons,
});
