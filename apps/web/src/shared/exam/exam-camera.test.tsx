import { act, render, screen } from '@testing-library/react';
import { fakeDetector, installFakeCamera } from '@web/shared/face-tracking/test-camera';
import { FACE_OUT_MS } from '@web/shared/face-tracking/use-face-tracking';
import type { CaptureResult } from '@xuekao/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXAM_SEEK_LIMIT_MS, ExamCamera } from './exam-camera';
import { AppWrapper } from './test-wrapper';
import { CAPTURE_HOLD_MS } from './use-capture-cycle';

const step = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The camera opens and the detector has its first look (each renders when its act ends). */
const ready = async () => {
  await step(0);
  await step(0);
};
const OK: CaptureResult = { isBreak: false, failCount: 0, faceChance: 3 };
const faceAttr = () => document.querySelector('[data-face]')?.getAttribute('data-face');

describe('ExamCamera (face tracking)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    installFakeCamera();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const mount = (send: (paperId: string, base64: string) => Promise<CaptureResult>) => {
    const { face, load } = fakeDetector();
    const onFaceOut = vi.fn();
    const reportFaceOut = vi.fn();
    const onBreak = vi.fn();
    render(
      <AppWrapper>
        <ExamCamera
          paperId="p1"
          camInterval={1}
          faceLimit={3}
          onBreak={onBreak}
          send={send}
          onFaceOut={onFaceOut}
          reportFaceOut={reportFaceOut}
          loadDetector={load}
        />
      </AppWrapper>,
    );
    return { face, onFaceOut, reportFaceOut, onBreak };
  };

  it('prompts without a face, repeats the face-out event every 10 s, and takes the photo anyway after 10 s', async () => {
    const send = vi.fn(() => Promise.resolve({ ...OK, failCount: 1 }));
    const { onFaceOut, reportFaceOut } = mount(send);
    await ready();
    expect(faceAttr()).toBe('none');
    expect(screen.getByTestId('face-prompt').textContent).toBe('未识别到人脸，请将人脸置于摄像头中央！');
    await step(FACE_OUT_MS);
    expect(onFaceOut).toHaveBeenCalledTimes(1);
    // the photo due at 1 s waits for a face for at most 10 s, then is taken anyway (2 s announced)
    await step(1000 + EXAM_SEEK_LIMIT_MS - FACE_OUT_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await step(1 + CAPTURE_HOLD_MS);
    expect(send).toHaveBeenCalledTimes(1);
    await step(FACE_OUT_MS);
    expect(onFaceOut).toHaveBeenCalledTimes(2);
    // each event is also reported to the server (ExamWatch counts it)
    expect(reportFaceOut).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('face-state').textContent).toContain('1');
  });

  it('takes the photo 2 s after a face is found and locks the video while comparing', async () => {
    let answer: ((r: CaptureResult) => void) | undefined;
    const send = vi.fn(
      () =>
        new Promise<CaptureResult>((resolve) => {
          answer = resolve;
        }),
    );
    const { face, onFaceOut } = mount(send);
    await ready();
    await step(2000);
    face.inView = true;
    await step(1000);
    expect(faceAttr()).toBe('found');
    expect(screen.getByTestId('face-prompt').textContent).toBe('很好，请保持这个姿势！');
    await step(CAPTURE_HOLD_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('face-prompt').textContent).toBe('正在比对，请稍候...');
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    await act(async () => answer?.(OK));
    expect(screen.getByTestId('face-state').textContent).toBe('照片已上传');
    expect(screen.queryByTestId('face-prompt')).toBeNull();
    // tracking again: the video plays, the next photo is due in a minute
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled();
    await step(30_000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(onFaceOut).not.toHaveBeenCalled();
  });

  it('takes photos on time when the detector cannot load', async () => {
    const send = vi.fn(() => Promise.resolve(OK));
    render(
      <AppWrapper>
        <ExamCamera
          paperId="p1"
          camInterval={1}
          faceLimit={3}
          onBreak={vi.fn()}
          send={send}
          loadDetector={() => Promise.reject(new Error('no webgl'))}
        />
      </AppWrapper>,
    );
    await ready();
    expect(faceAttr()).toBe('error');
    await step(1000 + CAPTURE_HOLD_MS - 1);
    expect(send).not.toHaveBeenCalled();
    await step(1);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
