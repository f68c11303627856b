import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppWrapper } from '@web/shared/exam/test-wrapper';
import { CAPTURE_HOLD_MS } from '@web/shared/exam/use-capture-cycle';
import { fakeDetector, installFakeCamera } from '@web/shared/face-tracking/test-camera';
import { FACE_REARM_MS } from '@web/shared/face-tracking/use-face-capture';
import { FACE_OUT_MS } from '@web/shared/face-tracking/use-face-tracking';
import type { CaptureResult } from '@xuekao/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StudyCameraDialog } from './study-camera-dialog';

const step = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
type Send = (courseId: string, fileId: string, base64: string) => Promise<CaptureResult>;

describe('StudyCameraDialog (face tracking)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const mount = (send: Send, load?: ReturnType<typeof fakeDetector>['load']) => {
    const onPassed = vi.fn();
    const onBreak = vi.fn();
    render(
      <AppWrapper>
        <StudyCameraDialog
          open
          courseId="c1"
          fileId="f1"
          onPassed={onPassed}
          onBreak={onBreak}
          send={send}
          loadDetector={load}
        />
      </AppWrapper>,
    );
    return { onPassed, onBreak };
  };

  it('waits for a face (warning every 10 s), photographs it 2 s later, re-arms after a failure', async () => {
    installFakeCamera();
    const { face, load } = fakeDetector();
    const send = vi
      .fn<Send>()
      .mockResolvedValueOnce({ isBreak: false, failCount: 1, faceChance: 2 })
      .mockResolvedValueOnce({ isBreak: false, failCount: 0, faceChance: 3 });
    const { onPassed } = mount(send, load);
    await step(0);
    await step(0);
    expect(screen.getByTestId('face-prompt').textContent).toBe('未识别到人脸，请将人脸置于摄像头中央！');
    await step(FACE_OUT_MS);
    expect(document.querySelector('.ant-message')?.textContent).toContain('请认真学习');
    expect(send).not.toHaveBeenCalled();

    face.inView = true;
    await step(500);
    expect(screen.getByTestId('face-prompt').textContent).toBe('很好，请保持这个姿势！');
    await step(CAPTURE_HOLD_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('face-fail').textContent).toContain('1');
    await step(FACE_REARM_MS - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await step(1 + CAPTURE_HOLD_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(onPassed).toHaveBeenCalledTimes(1);
  });

  it('without a camera: the reason, and 拍照 sends the placeholder; isBreak ends study', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ isBreak: true, failCount: 3, faceChance: 0 });
    const { onBreak } = mount(send);
    await step(0);
    expect(screen.getByText('您的浏览器不支持媒体访问，请升级浏览器！')).toBeTruthy();
    await step(10_000);
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /拍\s*照/ }));
    await step(CAPTURE_HOLD_MS);
    expect(send.mock.calls[0][2]).toMatch(/^data:image\/png;base64,/);
    expect(onBreak).toHaveBeenCalledTimes(1);
  });

  it('a check that cannot be made (no face photo on file) says what to do and does not photograph again by itself', async () => {
    installFakeCamera();
    const { face, load } = fakeDetector();
    const noPhoto = '您还没有上传人脸照片，本课程学习需要人脸核验，请先到个人中心上传本人正面人脸照片后再学习！';
    const send = vi.fn<Send>().mockRejectedValue(new Error(noPhoto));
    mount(send, load);
    await step(0);
    await step(0);
    face.inView = true;
    await step(500);
    await step(CAPTURE_HOLD_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('face-fail').textContent).toBe(noPhoto);
    await step(FACE_REARM_MS * 6);
    expect(send).toHaveBeenCalledTimes(1);
    // after uploading a photo, the learner asks for another one
    fireEvent.click(screen.getByRole('button', { name: /重新拍照/ }));
    await step(CAPTURE_HOLD_MS);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
