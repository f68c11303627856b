import { t } from '@web/core/i18n';
import { m } from './messages';

/** Fills `{name}` placeholders of a text (the numbered face and leave texts). */
export function fillText(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, k: string) => (k in vars ? String(vars[k]) : whole));
}

/**
 * Texts of exam monitoring (docs/REQUIREMENTS.md#proctoring): Chinese verbatim, or from TEXTS, in the current
 * locale. The plain texts are getters (read when shown), so they follow the locale chosen at start.
 */
export const examTexts = {
  leaveNotice: (limit: number) => m('leaveNotice', { limit }),
  leaveCount: (times: number, limit: number) => m('leaveCount', { times, limit }),
  get antiDebug() {
    return m('antiDebug');
  },
  get camLoadFailed() {
    return m('camLoadFailed');
  },
  get camUnsupported() {
    return m('camUnsupported');
  },
  get noFace() {
    return m('noFace');
  },
  get holdStill() {
    return m('holdStill');
  },
  get comparing() {
    return m('comparing');
  },
  get applyEmpty() {
    return m('applyEmpty');
  },
  get applySent() {
    return m('applySent');
  },
  get adminWarn() {
    return m('adminWarn');
  },
  faceKeep: () => t('examFaceKeep'),
  faceFailed: (n: number, limit: number) => fillText(t('examFaceFailed'), { n, limit }),
  faceBreak: (n: number) => fillText(t('examFaceBreak'), { n }),
  faceOk: () => t('faceCompareOk'),
  faceClosed: () => t('faceWindowClosed'),
  noPaste: () => t('noPaste'),
  fullscreenUnsupported: () => t('fullscreenUnsupported'),
};
