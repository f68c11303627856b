import { t } from '@web/app/i18n';
import { fillText } from '@web/shared/exam/exam-texts';

/** Texts of course study (spec §8), Chinese verbatim or from TEXTS in the current locale. */
export const studyTexts = {
  currentDone: '当前课件学习完成！',
  allDone: '课程学习完成！',
  breakDefault: '学习已中断，请重新进入课程学习。',
  wrongAnswer: '回答错误，请继续答题！',
  noAnswer: '请回答问题后提交',
  captchaWrong: '验证码错误或已失效，请点击图片刷新验证码！',
  captchaEmpty: '验证码不能为空！',
  checkMissed: '未在规定时间内完成阅读检查，学习已中断！',
  faceKeep: () => t('studyFaceKeep'),
  faceFailed: (n: number, limit: number) => fillText(t('studyFaceFailed'), { n, limit }),
  faceBreak: (n: number) => fillText(t('studyFaceBreak'), { n }),
};
