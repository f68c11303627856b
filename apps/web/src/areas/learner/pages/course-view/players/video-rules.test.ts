import { describe, expect, it } from 'vitest';
import { exerciseIntervalSec, faceIntervalSec } from '../hooks/use-study-timer';
import {
  advanceFurthest,
  heartbeatText,
  isStreamUrl,
  playbackRates,
  resumePosition,
  safeMediaUrl,
  snapSeek,
} from './video-rules';

describe('video rules', () => {
  it('snaps a seek more than 2 s ahead of the furthest point back when dragging is off', () => {
    expect(snapSeek(100, 50, false)).toBe(50);
    expect(snapSeek(52, 50, false)).toBe(52);
    expect(snapSeek(52.5, 50, false)).toBe(50);
    expect(snapSeek(10, 50, false)).toBe(10);
    expect(snapSeek(100, 50, true)).toBe(100);
  });

  it('moves the furthest point only by natural playback', () => {
    expect(advanceFurthest(10, 10, 10.25)).toBe(10.25);
    expect(advanceFurthest(10, 10, 40)).toBe(10);
    expect(advanceFurthest(30, 5, 6)).toBe(30);
    expect(advanceFurthest(10, 10, 14, 2)).toBe(14);
    expect(advanceFurthest(10, 12, 11)).toBe(10);
  });

  it('resumes a saved position only over 5 s and under the duration', () => {
    expect(resumePosition(4, 100)).toBe(0);
    expect(resumePosition(5, 100)).toBe(0);
    expect(resumePosition(30, 100)).toBe(30);
    expect(resumePosition(100, 100)).toBe(0);
    expect(resumePosition(30, Number.NaN)).toBe(30);
  });

  it('offers 1, 1.5 and 2 only with tripleSpeed', () => {
    expect(playbackRates(true)).toEqual([1, 1.5, 2]);
    expect(playbackRates(false)).toEqual([1]);
  });

  it('knows HLS addresses', () => {
    expect(isStreamUrl('https://a/live/x.m3u8')).toBe(true);
    expect(isStreamUrl('/v/x.M3U8?token=1')).toBe(true);
    expect(isStreamUrl('/v/x.mp4')).toBe(false);
    expect(isStreamUrl('/v/m3u8.mp4')).toBe(false);
  });

  it('sends the position in whole seconds, else ping', () => {
    expect(heartbeatText(12.7)).toBe('pos:12');
    expect(heartbeatText(null)).toBe('ping');
    expect(heartbeatText(Number.NaN)).toBe('ping');
  });

  it('loads only http(s) and local addresses', () => {
    expect(safeMediaUrl('/upload/a.mp4')).toBe('/upload/a.mp4');
    expect(safeMediaUrl('https://cdn/a.pdf')).toBe('https://cdn/a.pdf');
    expect(safeMediaUrl(' javascript:alert(1)')).toBe('');
    expect(safeMediaUrl('data:text/html,x')).toBe('');
    expect(safeMediaUrl('JaVaScRiPt:x')).toBe('');
    expect(safeMediaUrl('')).toBe('');
  });
});

describe('check intervals', () => {
  const course = { faceCam: false, faceInterval: 0, faceIntervalTime: 3 };
  it('takes study photos every faceIntervalTime minutes without faceCam, needLearn / faceInterval with it', () => {
    expect(faceIntervalSec(course, 600)).toBe(180);
    expect(faceIntervalSec({ ...course, faceCam: true, faceInterval: 4 }, 600)).toBe(150);
    expect(faceIntervalSec({ ...course, faceCam: true, faceInterval: 0 }, 600)).toBe(120);
    expect(faceIntervalSec({ ...course, faceCam: true, faceInterval: 4 }, 0)).toBe(120);
  });
  it('spreads exercises over the time left, at most 600 s apart', () => {
    expect(exerciseIntervalSec(900, 3)).toBe(300);
    expect(exerciseIntervalSec(6000, 2)).toBe(600);
    expect(exerciseIntervalSec(900, 0)).toBe(0);
    expect(exerciseIntervalSec(0, 2)).toBe(10);
  });
});
