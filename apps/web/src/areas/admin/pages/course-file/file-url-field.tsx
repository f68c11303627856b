import { FileUpload, IMAGE_ACCEPT } from '@web/shared/components/upload';
import { CourseFileType, type UploadedFile } from '@xuekao/contracts';
import { Input, Space } from 'antd';
import { m } from './messages';

const OFFICE = '.doc,.docx,.xls,.xlsx,.ppt,.pptx,.pdf';

/** What the upload of a courseware type accepts ('' = no upload: a live file has only an address). */
export function acceptOfType(fileType: number): string {
  switch (fileType) {
    case CourseFileType.VIDEO:
      return '.mp4';
    case CourseFileType.AUDIO:
      return '.mp3,.wav';
    case CourseFileType.PDF:
      return '.pdf';
    case CourseFileType.IMAGE:
      return IMAGE_ACCEPT;
    case CourseFileType.DOC:
      return OFFICE;
    case CourseFileType.FILE:
      return `${OFFICE},.rar,.zip,.psd`;
    default:
      return '';
  }
}

export interface FileUrlFieldProps {
  fileType: number;
  value?: string;
  onChange?: (value: string) => void;
  onUploaded?: (file: UploadedFile) => void;
}

/**
 * The courseware's file: an upload limited to the type's extensions; a video may instead be an address
 * (.mp4 or an .m3u8 stream). Works inside an antd Form.Item.
 */
export function FileUrlField({ fileType, value, onChange, onUploaded }: FileUrlFieldProps) {
  const accept = acceptOfType(fileType);
  const video = fileType === CourseFileType.VIDEO;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <FileUpload
        value={value || undefined}
        accept={accept}
        onChange={(v) => onChange?.(Array.isArray(v) ? (v[0] ?? '') : v)}
        onUploaded={(files) => files[0] && onUploaded?.(files[0])}
        tip={m('supports', { types: accept.replaceAll(',', ' ') })}
      />
      {video && (
        <Input
          allowClear
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={m('videoUrlPlaceholder')}
          aria-label={m('videoUrl')}
        />
      )}
    </Space>
  );
}
