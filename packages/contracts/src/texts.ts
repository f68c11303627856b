/**
 * Texts the specs quote in English. The product shows them in Chinese; the English stays for an en-US
 * locale. Texts the specs give in Chinese are used verbatim where they are needed and are not repeated here.
 */
export const TEXTS = {
  noAccess: {
    'zh-CN': '您没有访问本系统的权限，请联系管理员授权菜单！',
    'en-US': 'You have no access to this system, please ask the administrator to authorise menus',
  },
  mobileFormat: { 'zh-CN': '手机号码格式不正确！', 'en-US': 'Mobile number format incorrect!' },
  passwordRule: {
    'zh-CN': '密码必须包含数字和字母，且至少6位！',
    'en-US': 'Password must contain digits and letters and be at least 6 characters!',
  },
  passwordMismatch: { 'zh-CN': '两次输入的密码不一致！', 'en-US': 'The two passwords do not match!' },
  oldPasswordEmpty: { 'zh-CN': '旧密码不能为空！', 'en-US': 'Old password cannot be empty!' },
  profileUpdated: { 'zh-CN': '资料修改成功！', 'en-US': 'Profile updated!' },
  passwordChanged: {
    'zh-CN': '密码修改成功，请重新登录！',
    'en-US': 'Password changed, please log in again',
  },
  statusChanged: { 'zh-CN': '状态修改成功!', 'en-US': 'Status changed!' },
  deleteSucceeded: { 'zh-CN': '删除成功！', 'en-US': 'Delete succeeded!' },
  uploadConfigSaved: { 'zh-CN': '上传配置保存成功！', 'en-US': 'Upload config saved!' },
  timeRangeEmpty: { 'zh-CN': '时间段不能为空！', 'en-US': 'Time period cannot be empty!' },
  justNow: { 'zh-CN': '刚刚', 'en-US': 'just now' },
  minutesAgo: { 'zh-CN': '{n}分钟前', 'en-US': '{n} minutes ago' },
  hoursAgo: { 'zh-CN': '{n}小时前', 'en-US': '{n} hours ago' },
  oneDayAgo: { 'zh-CN': '1天前', 'en-US': '1 day ago' },
  dirEmpty: { 'zh-CN': '目录不能为空！', 'en-US': 'Directory cannot be empty!' },
  urlEmpty: { 'zh-CN': 'URL不能为空！', 'en-US': 'URL cannot be empty!' },
  storageNodeEmpty: { 'zh-CN': '存储节点不能为空', 'en-US': 'Storage node cannot be empty' },
  storageSpaceEmpty: { 'zh-CN': '存储空间不能为空', 'en-US': 'Storage space cannot be empty' },
  accessKeyIdEmpty: { 'zh-CN': 'AccessKeyId不能为空', 'en-US': 'AccessKeyId cannot be empty' },
  accessKeySecretEmpty: { 'zh-CN': 'AccessKeySecret不能为空', 'en-US': 'AccessKeySecret cannot be empty' },
  secretIdEmpty: { 'zh-CN': 'SecretId不能为空', 'en-US': 'SecretId cannot be empty' },
  secretKeyEmpty: { 'zh-CN': 'SecretKey不能为空', 'en-US': 'SecretKey cannot be empty' },
  appIdEmpty: { 'zh-CN': 'AppId不能为空', 'en-US': 'AppId cannot be empty' },
  appKeyEmpty: { 'zh-CN': 'AppKey不能为空', 'en-US': 'AppKey cannot be empty' },
  faceGroupEmpty: { 'zh-CN': '人脸库分组不能为空', 'en-US': 'Face group cannot be empty' },
  groupIdEmpty: { 'zh-CN': '人员库ID不能为空', 'en-US': 'Group ID cannot be empty' },
  regionEmpty: { 'zh-CN': '地域不能为空', 'en-US': 'Region cannot be empty' },
  dbNameEmpty: { 'zh-CN': '人脸库名称不能为空', 'en-US': 'Face database name cannot be empty' },
  noPaste: { 'zh-CN': '考试过程中不允许复制粘贴！', 'en-US': 'No copy and paste during the exam' },
  logoutConfirm: { 'zh-CN': '确定注销并退出系统吗？', 'en-US': 'Are you sure to log out?' },
  fullscreenUnsupported: { 'zh-CN': 'you browser can not work', 'en-US': 'you browser can not work' },
  /** Exam camera: the standing prompt while the exam is watched. */
  examFaceKeep: {
    'zh-CN': '请诚信考试，请将人脸保持在摄像头中央！',
    'en-US': 'Please keep faith in the exam, keep your face in the centre of the camera!',
  },
  /** Exam camera: `{n}` failures so far, `{limit}` consecutive failures hand the paper in. */
  examFaceFailed: {
    'zh-CN': '人脸识别已失败{n}次，连续失败{limit}次将自动交卷！',
    'en-US': 'Face recognition has failed {n} times, {limit} consecutive failures will auto-submit',
  },
  /** Exam camera: the forced hand-in after `{n}` consecutive failures. */
  examFaceBreak: {
    'zh-CN': '人脸识别连续失败{n}次，系统强制交卷！',
    'en-US': '{n} consecutive face failures, the system forces submission!',
  },
  faceCompareOk: { 'zh-CN': '人脸比对成功！', 'en-US': 'Face comparison succeeded!' },
  faceWindowClosed: {
    'zh-CN': '窗口已关闭，请刷新页面重新识别',
    'en-US': 'Window closed, refresh the page to recognise again',
  },
  /** Study camera: the standing prompt while a course is studied. */
  studyFaceKeep: {
    'zh-CN': '请认真学习，请将人脸保持在摄像头中央！',
    'en-US': 'Please study carefully, keep your face in the centre!',
  },
  /** Study camera: `{n}` failures so far, `{limit}` consecutive failures end study. */
  studyFaceFailed: {
    'zh-CN': '人脸识别已失败{n}次，连续失败{limit}次将退出学习！',
    'en-US': 'Face recognition has failed {n} times, {limit} consecutive failures will exit study',
  },
  /** Study camera: study ended after `{n}` consecutive failures. */
  studyFaceBreak: { 'zh-CN': '人脸识别连续失败{n}次！', 'en-US': '{n} consecutive face failures!' },
  /** Liveness (issue 15): the same image was sent twice within one face check; counts as a failed check. */
  faceReplayed: {
    'zh-CN': '活体检测未通过：照片与之前提交的完全相同，请本人正对摄像头现场拍摄，不要使用照片或截图！',
    'en-US': 'Liveness check failed: this photo was already sent. Face the camera yourself, no photos or screenshots!',
  },
  /** Liveness (issue 15): the face did not move over several captures of one check (a photo held still). */
  faceStill: {
    'zh-CN': '活体检测未通过：连续多次拍摄人脸位置完全不变，疑似使用照片，请本人正对摄像头！',
    'en-US': 'Liveness check failed: your face has not moved at all over several captures. Face the camera yourself!',
  },
} as const;

export type TextKey = keyof typeof TEXTS;
export type Locale = 'zh-CN' | 'en-US';
