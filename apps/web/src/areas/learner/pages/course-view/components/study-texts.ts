import { t } from '@web/core/i18n';
import { fillText } from '@web/shared/exam/exam-texts';
import { m } from '../messages';

/** Texts of course study (spec §8), read in the current locale (getters: the object is module level). */
export const studyTexts = {
  get currentDone() {
    return m('currentDone');
  },
  get allDone() {
    return m('allDone');
  },
  get breakDefault() {
    return m('breakDefault');
  },
  get wrongAnswer() {
    return m('wrongAnswer');
  },
  get noAnswer() {
    return m('noAnswer');
  },
  get captchaWrong() {
    return m('captchaWrong');
  },
  get captchaEmpty() {
    return m('captchaEmpty');
  },
  get checkMissed() {
    return m('checkMissed');
  },
  faceKeep: () => t('studyFaceKeep'),
  faceFailed: (n: number, limit: number) => fillText(t('studyFaceFailed'), { n, limit }),
  faceBreak: (n: number) => fillText(t('studyFaceBreak'), { n }),
};
