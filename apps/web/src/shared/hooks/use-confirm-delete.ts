import { t } from '@web/app/i18n';
import { App } from 'antd';
import { useCallback } from 'react';

export const DELETE_TEXTS = {
  selectAtLeastOne: '请至少选择一条数据！',
  confirm: '确实要删除吗?',
} as const;

/**
 * The delete flow of docs/REQUIREMENTS.md#lists for pages that are not a plain list (tree tables): nothing selected ->
 * 请至少选择一条数据！; otherwise 确实要删除吗?, then the call, 删除成功！ and `after()`.
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
        title: '提示',
        content: DELETE_TEXTS.confirm,
        okText: '确定',
        cancelText: '取消',
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
