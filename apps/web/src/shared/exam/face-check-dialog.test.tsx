import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FACE_PASS_CLOSE_MS, FaceCheckDialog } from './face-check-dialog';
import { AppWrapper } from './test-wrapper';

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

  const mount = (check: (photo: string) => Promise<{ pass: boolean; failMsg: string; faceToken: string }>) => {
    const onPass = vi.fn();
    render(
      <AppWrapper>
        <FaceCheckDialog open onPass={onPass} onCancel={vi.fn()} check={check} />
      </AppWrapper>,
    );
    return onPass;
  };

  it('says why without a camera, and hands back the token 2 s after a pass', async () => {
    const check = vi.fn((_photo: string) => Promise.resolve({ pass: true, failMsg: '', faceToken: 'tok' }));
    const onPass = mount(check);
    expect(screen.getByText('您的浏览器不支持媒体访问，请升级浏览器！')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('face-take-photo'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(check.mock.calls[0][0]).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByTestId('face-pass').textContent).toContain('人脸比对成功！');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(FACE_PASS_CLOSE_MS - 1);
    });
    expect(onPass).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(onPass).toHaveBeenCalledWith('tok');
  });

  it('shows the failure and lets the learner try again', async () => {
    const check = vi
      .fn()
      .mockResolvedValueOnce({ pass: false, failMsg: '人脸不匹配', faceToken: '' })
      .mockResolvedValueOnce({ pass: true, failMsg: '', faceToken: 't2' });
    const onPass = mount(check);
    await act(async () => {
      fireEvent.click(screen.getByTestId('face-take-photo'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByTestId('face-fail').textContent).toContain('人脸不匹配');
    await act(async () => {
      fireEvent.click(screen.getByTestId('face-take-photo'));
      await vi.advanceTimersByTimeAsync(FACE_PASS_CLOSE_MS);
    });
    expect(onPass).toHaveBeenCalledWith('t2');
  });
});
