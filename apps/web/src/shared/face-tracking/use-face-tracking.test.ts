import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FaceDetector } from './detector';
import { FACE_OUT_MS, LOOK_SPACING_MAX_MS, nextLookIn, TRACK_EVERY_MS, useFaceTracking } from './use-face-tracking';

/** A <video> with a picture (jsdom's have none). */
function videoRef() {
  const video = document.createElement('video');
  Object.defineProperty(video, 'videoWidth', { value: 640 });
  return { current: video };
}

/** A detector answering from a script of looks (the last answer repeats). */
function scripted(answers: Array<boolean | Error>) {
  let i = 0;
  const detect = vi.fn(async () => {
    const a = answers[Math.min(i++, answers.length - 1)];
    if (a instanceof Error) throw a;
    return a;
  });
  const detector: FaceDetector = { detect };
  return { detect, load: () => Promise.resolve(detector) };
}

const step = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useFaceTracking', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes tracking -> none -> found and back to none after two misses', async () => {
    const { load } = scripted([false, true, true, false, false]);
    const ref = videoRef();
    const { result } = renderHook(() => useFaceTracking(ref, { enabled: true, loadDetector: load }));
    expect(result.current).toBe('tracking');
    await step(0);
    expect(result.current).toBe('none');
    await step(TRACK_EVERY_MS);
    expect(result.current).toBe('found');
    await step(TRACK_EVERY_MS * 2);
    // one miss keeps the face (a blurred frame)
    expect(result.current).toBe('found');
    await step(TRACK_EVERY_MS);
    expect(result.current).toBe('none');
  });

  it('spaces looks out on a slow device: looking takes at most a tenth of the time, at most 5 s apart', async () => {
    expect(nextLookIn(TRACK_EVERY_MS, 20)).toBe(TRACK_EVERY_MS);
    expect(nextLookIn(TRACK_EVERY_MS, 300)).toBe(2700);
    expect(nextLookIn(TRACK_EVERY_MS, 2000)).toBe(LOOK_SPACING_MAX_MS);
    // a detector taking 300 ms a look (CPU backend): the next look comes 2.7 s later, not 0.5 s
    const detect = vi.fn(async () => {
      vi.setSystemTime(Date.now() + 300);
      return true;
    });
    const ref = videoRef();
    renderHook(() => useFaceTracking(ref, { enabled: true, loadDetector: () => Promise.resolve({ detect }) }));
    await step(0);
    expect(detect).toHaveBeenCalledTimes(1);
    await step(2699);
    expect(detect).toHaveBeenCalledTimes(1);
    await step(1);
    expect(detect).toHaveBeenCalledTimes(2);
  });

  it('fires the face-out event every 10 s while no face is in view', async () => {
    const { load } = scripted([false]);
    const onFaceOut = vi.fn();
    const ref = videoRef();
    renderHook(() => useFaceTracking(ref, { enabled: true, loadDetector: load, onFaceOut }));
    await step(0);
    await step(FACE_OUT_MS - 1);
    expect(onFaceOut).not.toHaveBeenCalled();
    await step(1);
    expect(onFaceOut).toHaveBeenCalledTimes(1);
    await step(FACE_OUT_MS * 2);
    expect(onFaceOut).toHaveBeenCalledTimes(3);
  });

  it('sends no face-out while a face is in view, and does not look while paused', async () => {
    const { load, detect } = scripted([true]);
    const onFaceOut = vi.fn();
    const ref = videoRef();
    const { result, rerender } = renderHook(
      ({ paused }) => useFaceTracking(ref, { enabled: true, paused, loadDetector: load, onFaceOut }),
      { initialProps: { paused: false } },
    );
    await step(FACE_OUT_MS * 2);
    expect(result.current).toBe('found');
    expect(onFaceOut).not.toHaveBeenCalled();
    const looks = detect.mock.calls.length;
    rerender({ paused: true });
    await step(TRACK_EVERY_MS * 4);
    expect(detect.mock.calls.length).toBe(looks);
    rerender({ paused: false });
    await step(TRACK_EVERY_MS);
    expect(detect.mock.calls.length).toBeGreaterThan(looks);
  });

  it('is error when the detector cannot load or keeps failing', async () => {
    const ref = videoRef();
    const { result } = renderHook(() =>
      useFaceTracking(ref, { enabled: true, loadDetector: () => Promise.reject(new Error('offline')) }),
    );
    await step(0);
    expect(result.current).toBe('error');

    const { load } = scripted([new Error('gl lost')]);
    const second = renderHook(() => useFaceTracking(ref, { enabled: true, loadDetector: load }));
    // three failed looks in a row (0, 500, 1000 ms) give the detector up
    await step(TRACK_EVERY_MS);
    expect(second.result.current).toBe('tracking');
    await step(TRACK_EVERY_MS);
    expect(second.result.current).toBe('error');
  });

  it('does not look while disabled (camera not ready)', async () => {
    const { load, detect } = scripted([true]);
    const ref = videoRef();
    const { result } = renderHook(() => useFaceTracking(ref, { enabled: false, loadDetector: load }));
    await step(TRACK_EVERY_MS * 4);
    expect(detect).not.toHaveBeenCalled();
    expect(result.current).toBe('tracking');
  });
});
