import { DownloadOutlined, InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { download, RequestError, upload } from '@web/api/request';
import { type ImportResult, type ImportRowError, isImportRowErrors } from '@xuekao/contracts';
import { Alert, App, Button, Modal, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { usePermission } from '../components/permission';
import { m } from './messages';
import { LIST_TEXTS } from './types';

export interface ExcelImportButtonProps {
  /** Multipart endpoint taking one `file` field, e.g. '/api/sys/user/import'. */
  url: string;
  /** POST download of the template, e.g. '/api/sys/user/import/template'. */
  templateUrl: string;
  templateName: string;
  /** Hidden without this permission key. */
  permission?: string;
  label?: string;
  title?: string;
  /** Extra multipart fields sent with the file (e.g. a repository id). */
  fields?: Record<string, string>;
  onImported?: (result: ImportResult) => void;
}

/** Is this an .xlsx file (by name)? The spec accepts .xlsx only. */
export function isXlsx(name: string): boolean {
  return /\.xlsx$/i.test(name);
}

/**
 * Excel import (docs/REQUIREMENTS.md#lists): one .xlsx file, uploaded as soon as it is chosen. Code 0 shows 数据导入成功！
 * and closes; otherwise the server message and its per-row errors stay in the dialog. 下载模板 POST-downloads
 * the template.
 */
export function ExcelImportButton(props: ExcelImportButtonProps) {
  const { url, templateUrl, templateName, permission, label, title, fields, onImported } = props;
  const { message } = App.useApp();
  const can = usePermission();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ msg: string; rows: ImportRowError[] } | null>(null);

  if (!can(permission)) return null;

  const send = async (file: File) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields ?? {})) form.append(k, v);
    form.append('file', file, file.name);
    setBusy(true);
    setFailure(null);
    try {
      const result = await upload<ImportResult>(url, form, { silent: true });
      message.success(LIST_TEXTS.importSucceeded);
      setOpen(false);
      onImported?.(result);
    } catch (e) {
      if (e instanceof RequestError) {
        const rows = isImportRowErrors(e.data) ? e.data : [];
        // the dialog lists the rows; a plain failure is also shown as a message (docs/REQUIREMENTS.md#lists)
        if (!e.shown && rows.length === 0) message.error(e.message);
        setFailure({ msg: e.message, rows });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          setFailure(null);
          setOpen(true);
        }}
      >
        {label ?? m('import')}
      </Button>
      <Modal
        open={open}
        title={title ?? m('importTitle')}
        footer={null}
        onCancel={() => setOpen(false)}
        width={560}
        destroyOnHidden
      >
        <Spin spinning={busy}>
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file, list) => {
              if (list.length > 1) {
                if (file === list[0]) message.warning(LIST_TEXTS.oneFileOnly);
              } else if (!isXlsx(file.name)) {
                message.warning(LIST_TEXTS.xlsxOnly);
              } else {
                void send(file);
              }
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{m('dropHint')}</p>
            <p className="ant-upload-hint">{m('xlsxHint')}</p>
          </Upload.Dragger>
        </Spin>
        <div style={{ marginTop: 12 }}>
          <Button
            type="link"
            icon={<DownloadOutlined />}
            style={{ paddingLeft: 0 }}
            onClick={() => void download(templateUrl, {}, templateName).catch(() => undefined)}
          >
            {m('downloadTemplate')}
          </Button>
        </div>
        {failure && (
          <Alert
            type="error"
            showIcon
            title={failure.rows.length > 0 ? m('importFailedRows', { n: failure.rows.length }) : failure.msg}
            description={
              failure.rows.length > 0 && (
                <ul
                  className="xk-import-errors"
                  style={{ maxHeight: 240, overflow: 'auto', margin: 0, paddingLeft: 18 }}
                >
                  {failure.rows.map((r) => (
                    <li key={`${r.row}-${r.message}`}>
                      <Typography.Text>{m('rowError', { row: r.row, message: r.message })}</Typography.Text>
                    </li>
                  ))}
                </ul>
              )
            }
          />
        )}
      </Modal>
    </>
  );
}
