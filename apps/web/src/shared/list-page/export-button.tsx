import { DownloadOutlined } from '@ant-design/icons';
import { download } from '@web/api/request';
import { App, Button } from 'antd';
import { useState } from 'react';
import { usePermission } from '../components/permission';
import { m } from './messages';
import { LIST_TEXTS } from './types';

export interface ExportButtonProps {
  /** POST download endpoint, e.g. '/api/sys/user/export'. */
  url: string;
  /** The body sent (usually the list's `ctx.query`, so the export follows the search). */
  data?: unknown;
  /** Name used when the answer carries none. */
  fileName: string;
  permission?: string;
  label?: string;
}

/** Export: POST download; a file shows 数据导出成功！, a JSON answer shows its message (docs/REQUIREMENTS.md#request-helper). */
export function ExportButton({ url, data, fileName, permission, label }: ExportButtonProps) {
  const { message } = App.useApp();
  const can = usePermission();
  const [busy, setBusy] = useState(false);
  if (!can(permission)) return null;

  const run = async () => {
    setBusy(true);
    try {
      if (await download(url, data ?? {}, fileName)) message.success(LIST_TEXTS.exportSucceeded);
    } catch {
      // the request helper has shown the error
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
      {label ?? m('export')}
    </Button>
  );
}
