import {
  AudioOutlined,
  CheckCircleFilled,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FileTextOutlined,
  PlayCircleOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { dictTitle } from '@web/i18n/dictionaries';
import { type CourseDetail, CourseFileType } from '@xuekao/contracts';
import { Progress, Typography } from 'antd';
import type { ReactNode } from 'react';
import { filePercent, formatSeconds } from '../course-state';
import { m } from '../messages';

const TYPE_ICONS: Record<number, ReactNode> = {
  [CourseFileType.VIDEO]: <PlayCircleOutlined />,
  [CourseFileType.AUDIO]: <AudioOutlined />,
  [CourseFileType.PDF]: <FilePdfOutlined />,
  [CourseFileType.IMAGE]: <FileImageOutlined />,
  [CourseFileType.LIVE]: <VideoCameraOutlined />,
  [CourseFileType.DOC]: <FileTextOutlined />,
  [CourseFileType.FILE]: <FileOutlined />,
};

export interface CatalogueProps {
  detail: CourseDetail;
  currentId: string | undefined;
  onPick: (fileId: string) => void;
}

/** The course catalogue: chapters and their files with type, time to study, my progress and a finished mark. */
export function Catalogue({ detail, currentId, onPick }: CatalogueProps) {
  return (
    <div data-testid="catalogue">
      {detail.chapters.map((chapter) => (
        <div key={`${chapter.title}-${chapter.files[0]?.fileId ?? ''}`} style={{ marginBottom: 12 }}>
          <Typography.Text strong>{chapter.title}</Typography.Text>
          {chapter.files.map((f) => {
            const active = f.fileId === currentId;
            return (
              <button
                type="button"
                key={f.fileId}
                data-testid="catalogue-file"
                aria-current={active ? 'true' : undefined}
                onClick={() => onPick(f.fileId)}
                style={{
                  display: 'block',
                  width: '100%',
                  textAlign: 'left',
                  margin: '6px 0',
                  padding: '6px 8px',
                  borderRadius: 6,
                  cursor: 'pointer',
                  border: active ? '1px solid #1677ff' : '1px solid #f0f0f0',
                  background: active ? '#e6f4ff' : '#fff',
                }}
              >
                <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                  <span title={dictTitle('course_file_type', f.fileType, f.fileType_dictText)}>
                    {TYPE_ICONS[f.fileType] ?? <FileOutlined />}
                  </span>
                  <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {f.title}
                  </span>
                  {f.finished && <CheckCircleFilled style={{ color: '#52c41a' }} aria-label={m('finished')} />}
                </div>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 12, color: '#595959' }}>
                  <span style={{ whiteSpace: 'nowrap' }}>{m('needLearn', { time: formatSeconds(f.needLearn) })}</span>
                  <Progress
                    aria-label={m('fileProgressOf', { title: f.title })}
                    percent={filePercent(f)}
                    size="small"
                    // the ✓ beside the title already says finished: the bar shows the percent, not a second ✓
                    format={(p) => `${p ?? 0}%`}
                    style={{ flex: 1, margin: 0 }}
                  />
                </div>
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
