import { App, Button, Modal, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { ListPage } from './list-page';
import { m } from './messages';
import { DIALOG_PAGE_SIZE, type ListPageProps } from './types';

export interface PickDialogProps<T extends object, P extends object> {
  open: boolean;
  title: string;
  width?: number;
  /** Warning when confirming with nothing ticked. */
  emptyWarning: string;
  /** The confirm button with n (> 0) rows ticked, e.g. `确定（已选 n 人）`. */
  okText: (n: number) => string;
  onCancel: () => void;
  onConfirm: (rows: T[]) => void;
  /** The list: url, params, search fields, columns (a dialog list: 10 a page, small, ticked across pages). */
  list: Omit<ListPageProps<T, P>, 'enabled' | 'pageSize' | 'size' | 'onSelectionChange'>;
  /** Shown left of the buttons (e.g. a score for every picked question). */
  footerExtra?: ReactNode;
}

/**
 * The picker dialog of docs/REQUIREMENTS.md#pickers (users, exams, questions ...): a paged list ticked across pages; the
 * confirm button shows how many are ticked; confirming with none warns. Cancel or confirm forgets the ticks.
 */
export function PickDialog<T extends object, P extends object = Record<string, unknown>>({
  open,
  title,
  width = 900,
  emptyWarning,
  okText,
  onCancel,
  onConfirm,
  list,
  footerExtra,
}: PickDialogProps<T, P>) {
  const { message } = App.useApp();
  const [picked, setPicked] = useState<T[]>([]);
  const cancel = () => {
    setPicked([]);
    onCancel();
  };
  const confirm = () => {
    if (picked.length === 0) {
      message.warning(emptyWarning);
      return;
    }
    onConfirm(picked);
    setPicked([]);
  };
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={cancel}
      destroyOnHidden
      footer={
        <Space>
          {footerExtra}
          <Button onClick={cancel}>{m('cancel')}</Button>
          <Button type="primary" onClick={confirm}>
            {picked.length ? okText(picked.length) : m('ok')}
          </Button>
        </Space>
      }
    >
      <ListPage<T, P>
        {...list}
        enabled={open}
        pageSize={DIALOG_PAGE_SIZE}
        size="small"
        onSelectionChange={(_ids, rows) => setPicked(rows)}
      />
    </Modal>
  );
}
