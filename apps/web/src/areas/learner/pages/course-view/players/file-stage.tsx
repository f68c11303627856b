import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { type CourseFileEntry, CourseFileType, endpoints } from '@xuekao/contracts';
import { Alert, Empty, Spin } from 'antd';
import type { RefObject } from 'react';
import { m } from '../messages';
import { MediaPlayer } from './media-player';
import { PdfPlayer } from './pdf-player';
import { DocPlayer, FilePlayer, ImagePlayer, LivePlayer } from './simple-players';
import { safeMediaUrl } from './video-rules';

export interface FileStageProps {
  courseId: string;
  file: CourseFileEntry;
  videoDrag: boolean;
  tripleSpeed: boolean;
  blocked: boolean;
  positionRef: RefObject<(() => number | null) | null>;
  onEnded: () => void;
}

/** The player of the current file, by type, with the address from /api/course/file/fetch-file. */
export function FileStage({ courseId, file, videoDrag, tripleSpeed, blocked, positionRef, onEnded }: FileStageProps) {
  const address = useQuery({
    queryKey: ['course', 'fetch-file', courseId, file.fileId],
    queryFn: () => call(endpoints.course.fetchFile, { courseId, fileId: file.fileId }),
    staleTime: 0,
    gcTime: 0,
  });
  if (address.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (address.isError || !address.data) return <Alert type="error" showIcon title={m('fileLoadFailed')} />;

  const fileUrl = safeMediaUrl(address.data.fileUrl);
  const viewUrl = safeMediaUrl(address.data.viewUrl);
  const type = address.data.fileType || file.fileType;
  switch (type) {
    case CourseFileType.VIDEO:
    case CourseFileType.AUDIO:
      return (
        <MediaPlayer
          kind={type === CourseFileType.VIDEO ? 'video' : 'audio'}
          src={fileUrl}
          lastPos={file.lastPos}
          finished={file.finished}
          videoDrag={videoDrag}
          tripleSpeed={tripleSpeed}
          blocked={blocked}
          positionRef={positionRef}
          onEnded={onEnded}
        />
      );
    case CourseFileType.PDF:
      return <PdfPlayer src={fileUrl} />;
    case CourseFileType.IMAGE:
      return <ImagePlayer src={fileUrl} title={file.title} />;
    case CourseFileType.LIVE:
      return <LivePlayer src={viewUrl || fileUrl} title={file.title} />;
    case CourseFileType.DOC:
      return <DocPlayer src={viewUrl || fileUrl} title={file.title} />;
    case CourseFileType.FILE:
      return <FilePlayer src={fileUrl} title={file.title} />;
    default:
      return <Empty description={m('unsupported')} />;
  }
}
