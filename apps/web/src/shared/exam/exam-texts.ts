import { t } from '@web/app/i18n';

/** Fills `{name}` placeholders of a text (the numbered face and leave texts). */
export function fillText(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(vars[k]) : m));
}

/** Texts of exam monitoring (docs/REQUIREMENTS.md#proctoring), Chinese verbatim or from TEXTS in the current locale. */
export const examTexts = {
  leaveNotice: (limit: number) => `本场考试已开启切屏监控，离开${limit}次将会强制交卷，请诚信考试！`,
  leaveCount: (times: number, limit: number) => `您已经离开${times}次，离开${limit}次将自动交卷`,
  antiDebug: '不允许使用调试模式，系统将在3秒后跳转到首页！',
  camLoadFailed: '摄像头载入失败，请确认电脑上有摄像头且已允许网页访问！',
  camUnsupported: '您的浏览器不支持媒体访问，请升级浏览器！',
  noFace: '未识别到人脸，请将人脸置于摄像头中央！',
  holdStill: '很好，请保持这个姿势！',
  comparing: '正在比对，请稍候...',
  applyEmpty: '申请理由不能为空！',
  applySent: '审核已提交，管理员审核通过后可以直接开始考试！',
  adminWarn: '管理员警告',
  faceKeep: () => t('examFaceKeep'),
  faceFailed: (n: number, limit: number) => fillText(t('examFaceFailed'), { n, limit }),
  faceBreak: (n: number) => fillText(t('examFaceBreak'), { n }),
  faceOk: () => t('faceCompareOk'),
  faceClosed: () => t('faceWindowClosed'),
  noPaste: () => t('noPaste'),
  fullscreenUnsupported: () => t('fullscreenUnsupported'),
};
