import { act, fireEvent, render, screen } from '@testing-library/react';
import { fakeDetector, installFakeCamera } from '@web/shared/face-tracking/test-camera';
import { FACE_OUT_MS } from '@web/shared/face-tracking/use-face-tracking';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FACE_PASS_CLOSE_MS, FaceCheckDialog } from './face-check-dialog';
import { AppWrapper } from './test-wrapper';
import { CAPTURE_HOLD_MS } from './use-capture-cycle';

type Check = (photo: string) => Promise<{ pass: boolean; failMsg: string; faceToken: string }>;
const step = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('FaceCheckDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // No canvas in jsdom: photos fall back to the grey placeholder.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const mount = (check: Check, loadDetector?: ReturnType<typeof fakeDetector>['load']) => {
    const onPass = vi.fn();
    render(
      <AppWrapper>
        <FaceCheckDialog open onPass={onPass} onCancel={vi.fn()} check={check} loadDetector={loadDetector} />
      </AppWrapper>,
    );
    return onPass;
  };

  it('says why without a camera, takes a photo on 拍照, and hands back the token 2 s after a pass', async () => {
    const check = vi.fn((_photo: string) => Promise.resolve({ pass: true, failMsg: '', faceToken: 'tok' }));
    const onPass = mount(check);
    expect(screen.getByText('您的浏览器不支持媒体访问，请升级浏览器！')).toBeTruthy();
    // no camera, no photo on its own
    await step(10_000);
    expect(check).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('face-take-photo'));
    await step(CAPTURE_HOLD_MS);
    expect(check.mock.calls[0][0]).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('face-pass').textContent).toContain('人脸比对成功！');
    await step(FACE_PASS_CLOSE_MS - 1);
    expect(onPass).not.toHaveBeenCalled();
    await step(1);
    expect(onPass).toHaveBeenCalledWith('tok');
  });

  it('tracks the face: prompt without one, photo 2 s after one is found, video locked while comparing', async () => {
    installFakeCamera();
    const { face, load } = fakeDetector();
    let answer: ((r: { pass: boolean; failMsg: string; faceToken: string }) => void) | undefined;
    const check = vi.fn<Check>(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const onPass = mount(check, load);
    await step(1000);
    expect(screen.getByTestId('face-prompt').textContent).toBe('未识别到人脸，请将人脸置于摄像头中央！');
    expect(document.querySelector('[data-face]')?.getAttribute('data-face')).toBe('none');
    await step(FACE_OUT_MS);
    expect(check).not.toHaveBeenCalled();

    face.inView = true;
    await step(500);
    expect(screen.getByTestId('face-prompt').textContent).toBe('很好，请保持这个姿势！');
    expect(document.querySelector('[data-face]')?.getAttribute('data-face')).toBe('found');
    await step(CAPTURE_HOLD_MS);
    expect(check).toHaveBeenCalledTimes(1);
    expect(screen.getByText('正在比对，请稍候...')).toBeTruthy();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();

    // a failure shows why and re-arms tracking: the face still in view gives another photo
    await act(async () => answer?.({ pass: false, failMsg: '人脸不匹配', faceToken: '' }));
    expect(screen.getByTestId('face-fail').textContent).toContain('人脸不匹配');
    await step(5000 + CAPTURE_HOLD_MS + 500);
    expect(check).toHaveBeenCalledTimes(2);
    await act(async () => answer?.({ pass: true, failMsg: '', faceToken: 't2' }));
    await step(FACE_PASS_CLOSE_MS);
    expect(onPass).toHaveBeenCalledWith('t2');
  });

  it('shows the failure and lets the learner try again by hand', async () => {
    const check = vi
      .fn()
      .mockResolvedValueOnce({ pass: false, failMsg: '人脸不匹配', faceToken: '' })
      .mockResolvedValueOnce({ pass: true, failMsg: '', faceToken: 't2' });
    const onPass = mount(check);
    await step(0);
    fireEvent.click(screen.getByTestId('face-take-photo'));
    await step(CAPTURE_HOLD_MS);
    expect(screen.getByTestId('face-fail').textContent).toContain('人脸不匹配');
    fireEvent.click(screen.getByTestId('face-take-photo'));
    await step(CAPTURE_HOLD_MS + FACE_PASS_CLOSE_MS);
    expect(onPass).toHaveBeenCalledWith('t2');
  });
});
