import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AudioRecorder } from './audio-recorder';

function setMedia(getUserMedia: () => Promise<MediaStream>) {
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
}

/** A stand-in AudioContext whose ScriptProcessor is fed by the test. */
class FakeContext {
  static last: FakeContext | null = null;
  sampleRate = 48_000;
  destination = {};
  node: { onaudioprocess: ((e: unknown) => void) | null; connect: () => void; disconnect: () => void } = {
    onaudioprocess: null,
    connect: () => undefined,
    disconnect: () => undefined,
  };
  constructor() {
    FakeContext.last = this;
  }
  createMediaStreamSource() {
    return { connect: () => undefined, disconnect: () => undefined };
  }
  createScriptProcessor() {
    return this.node;
  }
  close() {
    return Promise.resolve();
  }
  feed(samples: number) {
    const data = new Float32Array(samples).fill(0.1);
    this.node.onaudioprocess?.({ inputBuffer: { getChannelData: () => data } });
  }
}

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('AudioRecorder', () => {
  it('shows the spec text with the error name and message when the microphone fails', async () => {
    setMedia(() => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')));
    render(
      <App>
        <AudioRecorder onSaved={() => undefined} />
      </App>,
    );
    fireEvent.click(screen.getByRole('button', { name: /开始录音/ }));
    const text = '操作失败，请检查设备是否具备录音功能！NotFoundError：Requested device not found';
    await waitFor(() => expect(screen.getAllByText(text).length).toBeGreaterThan(0));
    expect(screen.getByTestId('audio-recorder').dataset.state).toBe('0');
    expect(screen.getByRole('button', { name: /保存/ })).toHaveProperty('disabled', true);
  });

  it('records, stops with the same button, previews, clears and saves record.wav', async () => {
    const track = { stop: vi.fn() };
    setMedia(() => Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream));
    vi.stubGlobal('AudioContext', FakeContext);
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    const upload = vi.fn(async (_wav: Blob) => '/upload/2026/11/25/record.wav');
    const onSaved = vi.fn();
    render(
      <App>
        <AudioRecorder onSaved={onSaved} upload={upload} />
      </App>,
    );
    const box = screen.getByTestId('audio-recorder');
    fireEvent.click(screen.getByRole('button', { name: /开始录音/ }));
    await waitFor(() => expect(box.dataset.state).toBe('1'));
    FakeContext.last?.feed(48_000);
    FakeContext.last?.feed(48_000);
    fireEvent.click(screen.getByRole('button', { name: /停止录音/ }));
    await waitFor(() => expect(box.dataset.state).toBe('2'));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByTestId('recorder-seconds').textContent).toBe('2 秒');
    expect(screen.getByTestId('recorder-preview').getAttribute('src')).toBe('blob:preview');

    fireEvent.click(screen.getByRole('button', { name: /清除/ }));
    await waitFor(() => expect(box.dataset.state).toBe('0'));
    expect(screen.queryByTestId('recorder-preview')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /开始录音/ }));
    await waitFor(() => expect(box.dataset.state).toBe('1'));
    FakeContext.last?.feed(24_000);
    fireEvent.click(screen.getByRole('button', { name: /停止录音/ }));
    await waitFor(() => expect(box.dataset.state).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('/upload/2026/11/25/record.wav'));
    const wav = upload.mock.calls[0]?.[0] as Blob;
    expect(wav.type).toBe('audio/wav');
    expect(wav.size).toBe(44 + 24_000 * 2);
    expect(await screen.findByText('录音上传成功！')).toBeTruthy();
    expect(box.dataset.state).toBe('0');
  });
});
