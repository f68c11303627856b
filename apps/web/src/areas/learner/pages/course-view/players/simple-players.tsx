import { DownloadOutlined } from '@ant-design/icons';
import { Button, Empty, Image, Result } from 'antd';
import { m } from '../messages';

/** A picture file. */
export function ImagePlayer({ src, title }: { src: string; title: string }) {
  return (
    <div style={{ textAlign: 'center' }} data-testid="image-player">
      <Image src={src} alt={title} style={{ maxWidth: '100%' }} />
    </div>
  );
}

/** A document (type 11) in a frame: its online view address, or the file itself. */
export function DocPlayer({ src, title }: { src: string; title: string }) {
  if (!src) return <Empty description={m('empty')} />;
  return (
    <iframe
      title={title}
      src={src}
      data-testid="doc-player"
      sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
      style={{ width: '100%', height: 640, border: '1px solid #f0f0f0' }}
    />
  );
}

/** A plain file (type 22): downloaded from its address. */
export function FilePlayer({ src, title }: { src: string; title: string }) {
  return (
    <Result
      icon={<DownloadOutlined />}
      title={title}
      subTitle={m('fileHint')}
      extra={
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          download
        >
          {m('downloadFile')}
        </Button>
      }
    />
  );
}

/** The live player page of this site (public/player/live.html) with the pull address as `src`. */
export function liveFrameUrl(viewUrl: string): string {
  return `/player/live.html?src=${encodeURIComponent(viewUrl)}`;
}

/** A live course (type 5): the live page in a frame at least 520 px high. */
export function LivePlayer({ src, title }: { src: string; title: string }) {
  return (
    <iframe
      title={title}
      src={liveFrameUrl(src)}
      data-testid="live-player"
      allow="autoplay; fullscreen"
      allowFullScreen
      style={{ width: '100%', minHeight: 520, height: 520, border: 0, background: '#000' }}
    />
  );
}
