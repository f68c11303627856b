import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { fileApi } from '@web/api/file';
import type { UploadedFile } from '@xuekao/contracts';
import { App, Button, Image, Upload, type UploadFile, type UploadProps } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { compressImage } from './compress-image';
import { m } from './messages';
import {
  acceptsFile,
  COMPRESS_WIDTH,
  nameOfUrl,
  planAdd,
  shouldCompress,
  UPLOAD_TEXTS,
  urlsOfValue,
  valueOfUrls,
} from './upload-logic';

export interface FileUploadProps {
  /** The stored address (limit 1) or addresses. */
  value?: string | string[] | null;
  onChange?: (value: string | string[]) => void;
  /** Every file uploaded, with its name and size, after each successful upload. */
  onUploaded?: (files: UploadedFile[]) => void;
  /** Files the list may hold (default 1; a new file then replaces the earlier one). */
  limit?: number;
  /** '.png,.jpg' style list; checked before sending (the server checks again). */
  accept?: string;
  listType?: UploadProps['listType'];
  /** Size cap in KB; images over it are compressed in the browser first, other files refused. */
  maxSizeKB?: number;
  /** Width to compress images to (800; 3000 for avatars and face photos). */
  compress?: number;
  /** Extra form fields sent with each file. */
  data?: Record<string, string>;
  disabled?: boolean;
  /** Button text (text lists) or card text (picture cards). */
  text?: ReactNode;
  /** Shown under the list. */
  tip?: ReactNode;
}

const itemsOf = (urls: string[]): UploadFile[] =>
  urls.map((url) => ({ uid: url, name: nameOfUrl(url), status: 'done', url, thumbUrl: url }));

/**
 * The generic uploader of docs/REQUIREMENTS.md#uploads over `/api/common/file/upload`: limit (default 1, a new file
 * replaces the old one), accept and size checks, browser compression of large images, removal with
 * 确定移除文件吗？, 上传成功！ after each file. The form value is the address (or addresses).
 */
export function FileUpload({
  value,
  onChange,
  onUploaded,
  limit = 1,
  accept,
  listType = 'text',
  maxSizeKB,
  compress = COMPRESS_WIDTH,
  data,
  disabled,
  text,
  tip,
}: FileUploadProps) {
  const { message, modal } = App.useApp();
  const [items, setItems] = useState<UploadFile[]>(() => itemsOf(urlsOfValue(value)));
  const [preview, setPreview] = useState<string | null>(null);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  // A value set from outside (form reset, detail loaded) replaces the list when it differs.
  const valueKey = urlsOfValue(value).join('\n');
  useEffect(() => {
    const done = itemsRef.current.filter((i) => i.status === 'done').map((i) => i.url ?? '');
    if (done.join('\n') !== valueKey) setItems(itemsOf(valueKey ? valueKey.split('\n') : []));
  }, [valueKey]);

  const emit = (list: UploadFile[]) => {
    const urls = list.filter((i) => i.status === 'done' && i.url).map((i) => i.url as string);
    onChange?.(valueOfUrls(urls, limit));
  };

  const beforeUpload: UploadProps['beforeUpload'] = async (file, batch) => {
    const current = itemsRef.current.filter((i) => i.status !== 'error').length;
    const plan = planAdd(current, batch.length, limit);
    if (plan.kind === 'exceed') {
      if (file === batch[0]) message.warning(plan.message);
      return Upload.LIST_IGNORE;
    }
    if (!acceptsFile(file.name, accept)) {
      message.error(UPLOAD_TEXTS.badType(accept ?? ''));
      return Upload.LIST_IGNORE;
    }
    let out: File = file;
    if (shouldCompress(file, maxSizeKB)) {
      try {
        out = await compressImage(file, { width: compress, maxSizeKB });
      } catch {
        out = file;
      }
    }
    if (maxSizeKB && out.size > maxSizeKB * 1024) {
      message.error(UPLOAD_TEXTS.tooLarge(maxSizeKB));
      return Upload.LIST_IGNORE;
    }
    return out;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    fileApi
      .upload([file as File], data)
      .then((res) => onSuccess?.(res))
      .catch((e: Error) => onError?.(e));
  };

  const onListChange: UploadProps['onChange'] = ({ file, fileList }) => {
    const list = fileList.map((f) => {
      const res = f.response as UploadedFile | undefined;
      return f.status === 'done' && res?.url ? { ...f, url: res.url, thumbUrl: res.url } : f;
    });
    const kept = list.filter((f) => f.status !== 'error');
    setItems(kept);
    if (file.status === 'done') {
      message.success(UPLOAD_TEXTS.success);
      emit(kept);
      onUploaded?.(
        kept
          .filter((f) => f.status === 'done' && f.url)
          .map((f) => ({ url: f.url as string, name: f.name, size: f.size ?? 0 })),
      );
    } else if (file.status === 'removed') {
      emit(kept);
    }
  };

  const onRemove = () =>
    new Promise<boolean>((resolve) => {
      modal.confirm({
        title: m('prompt'),
        content: UPLOAD_TEXTS.removeConfirm,
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      });
    });

  const full = items.length >= limit && limit !== 1;
  const card = listType === 'picture-card' || listType === 'picture-circle';
  const trigger = card ? (
    full ? null : (
      <div>
        <PlusOutlined />
        <div style={{ marginTop: 8 }}>{text ?? m('upload')}</div>
      </div>
    )
  ) : (
    <Button icon={<UploadOutlined />} disabled={disabled || full}>
      {text ?? m('chooseFile')}
    </Button>
  );

  return (
    <>
      <Upload
        fileList={items}
        listType={listType}
        accept={accept}
        multiple={limit > 1}
        maxCount={limit === 1 ? 1 : undefined}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onChange={onListChange}
        onRemove={onRemove}
        onPreview={(f) => f.url && (card ? setPreview(f.url) : window.open(f.url, '_blank', 'noopener'))}
      >
        {trigger}
      </Upload>
      {tip && <div style={{ color: 'rgba(0,0,0,0.62)', fontSize: 12, marginTop: 4 }}>{tip}</div>}
      {preview && (
        <Image
          style={{ display: 'none' }}
          src={preview}
          preview={{ open: true, src: preview, onOpenChange: (open) => !open && setPreview(null) }}
        />
      )}
    </>
  );
}
