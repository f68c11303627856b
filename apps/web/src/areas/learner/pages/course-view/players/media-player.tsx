import { Radio, Space, Typography } from 'antd';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { m } from '../messages';
import { advanceFurthest, isStreamUrl, playbackRates, resumePosition, snapSeek } from './video-rules';

/** Rewind delay after the end (spec §9). */
export const END_REWIND_MS = 1000;

export interface MediaPlayerProps {
  kind: 'video' | 'audio';
  src: string;
  /** Saved position (resumed over 5 s and under the duration). */
  lastPos: number;
  /** A finished file may be dragged freely. */
  finished: boolean;
  videoDrag: boolean;
  tripleSpeed: boolean;
  /** A check dialog or the camera is shown: playback is paused and held. */
  blocked: boolean;
  /** Where the heartbeat reads the position. */
  positionRef: RefObject<(() => number | null) | null>;
  /** The media reached its end (the page sends `end`). */
  onEnded: () => void;
}

type HlsLike = { destroy: () => void };

/** Plays an HLS address through hls.js (loaded only when needed), or natively where the browser can. */
async function attachStream(media: HTMLMediaElement, src: string): Promise<HlsLike | null> {
  if (media.canPlayType('application/vnd.apple.mpegurl')) {
    media.src = src;
    return null;
  }
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    media.src = src;
    return null;
  }
  const hls = new Hls();
  hls.loadSource(src);
  hls.attachMedia(media);
  return hls;
}

/**
 * The video (16:9) and audio player of a course file (spec §4 Video): resumes the saved position, snaps
 * a drag ahead back when dragging is off, offers 1/1.5/2 only with tripleSpeed, pauses when the page is
 * hidden or a check is shown, and at the end reports it and rewinds to 0 after 1 s.
 */
export function MediaPlayer(props: MediaPlayerProps) {
  const { kind, src, finished, videoDrag, tripleSpeed, blocked, positionRef } = props;
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [rate, setRate] = useState(1);
  const latest = useRef(props);
  latest.current = props;
  const blockedRef = useRef(blocked);
  blockedRef.current = blocked;
  const rates = playbackRates(tripleSpeed);

  useEffect(() => {
    const media = ref.current;
    if (!media || !src) return;
    let gone = false;
    let hls: HlsLike | null = null;
    let furthest = 0;
    let prev = 0;
    let rewind: ReturnType<typeof setTimeout> | undefined;
    const drag = () => latest.current.videoDrag || latest.current.finished;

    if (isStreamUrl(src)) {
      void attachStream(media, src).then((h) => {
        if (gone) h?.destroy();
        else hls = h;
      });
    } else media.src = src;

    const onMeta = () => {
      const at = resumePosition(latest.current.lastPos, media.duration);
      furthest = latest.current.finished ? Number.POSITIVE_INFINITY : at;
      prev = at;
      if (at > 0) media.currentTime = at;
    };
    const onSeeking = () => {
      const to = snapSeek(media.currentTime, furthest, drag());
      if (to !== media.currentTime) media.currentTime = to;
    };
    const onTime = () => {
      if (media.seeking) return;
      furthest = advanceFurthest(furthest, prev, media.currentTime, media.playbackRate);
      prev = media.currentTime;
    };
    const onEnded = () => {
      latest.current.onEnded();
      rewind = setTimeout(() => {
        media.currentTime = 0;
        prev = 0;
      }, END_REWIND_MS);
    };
    const onPlay = () => {
      if (blockedRef.current) media.pause();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') media.pause();
    };
    media.addEventListener('loadedmetadata', onMeta);
    media.addEventListener('seeking', onSeeking);
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('ended', onEnded);
    media.addEventListener('play', onPlay);
    document.addEventListener('visibilitychange', onVisibility);
    positionRef.current = () => (Number.isFinite(media.currentTime) ? media.currentTime : null);

    return () => {
      gone = true;
      clearTimeout(rewind);
      media.removeEventListener('loadedmetadata', onMeta);
      media.removeEventListener('seeking', onSeeking);
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('ended', onEnded);
      media.removeEventListener('play', onPlay);
      document.removeEventListener('visibilitychange', onVisibility);
      positionRef.current = null;
      hls?.destroy();
      media.pause();
      media.removeAttribute('src');
    };
  }, [src, positionRef]);

  useEffect(() => {
    if (blocked) ref.current?.pause();
  }, [blocked]);

  useEffect(() => {
    const media = ref.current;
    if (media) media.playbackRate = rates.includes(rate) ? rate : 1;
  }, [rate, rates]);

  const common = {
    ref,
    controls: true,
    controlsList: 'nodownload noplaybackrate',
    preload: 'metadata',
    'data-testid': `${kind}-player`,
    onContextMenu: (e: { preventDefault: () => void }) => e.preventDefault(),
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {kind === 'video' ? (
        <div style={{ position: 'relative', width: '100%', aspectRatio: '16 / 9', background: '#000' }}>
          <video {...common} playsInline style={{ width: '100%', height: '100%' }} />
        </div>
      ) : (
        <audio {...common} style={{ width: '100%' }} />
      )}
      <Space>
        <Typography.Text type="secondary">{m('speed')}</Typography.Text>
        <Radio.Group
          size="small"
          optionType="button"
          value={rate}
          onChange={(e) => setRate(e.target.value as number)}
          options={rates.map((r) => ({ label: `${r}x`, value: r }))}
        />
        {!videoDrag && !finished && <Typography.Text type="secondary">{m('noDrag')}</Typography.Text>}
      </Space>
    </Space>
  );
}
