import { t } from '@web/core/i18n';
import { App } from 'antd';
import { useCallback } from 'react';
import { m as lm } from '../list-page/messages';

/** The flow's texts, in the current locale when read. */
export const DELETE_TEXTS = {
  get selectAtLeastOne() {
    return lm('selectAtLeastOne');
  },
  get confirm() {
    return lm('deleteConfirm');
  },
};

/**
 * The delete flow of docs/REQUIREMENTS.md#lists for pages that are not a plain list (tree tables): nothing selected ->
 * "select at least one"; otherwise "are you sure", then the call, "deleted" and `after()` (the list pattern's texts).
 */
export function useConfirmDelete(remove: (ids: string[]) => Promise<unknown>, after?: () => void) {
  const { message, modal } = App.useApp();
  return useCallback(
    (ids: string[]) => {
      if (ids.length === 0) {
        message.warning(DELETE_TEXTS.selectAtLeastOne);
        return;
      }
      modal.confirm({
        title: lm('hint'),
        content: DELETE_TEXTS.confirm,
        okText: lm('ok'),
        cancelText: lm('cancel'),
        onOk: async () => {
          try {
            await remove(ids);
            message.success(t('deleteSucceeded'));
            after?.();
          } catch {
            // the request helper has shown the error
          }
        },
      });
    },
    [message, modal, remove, after],
  );
}
