import { useCallback, useEffect, useRef, useState } from 'react';
import { chunksToWav, WAV_SAMPLE_RATE } from './wav';

/** Recorder states (learner-side.md enumerations): 0 ready, 1 recording, 2 finished. */
export const RecorderState = { READY: 0, RECORDING: 1, FINISHED: 2 } as const;
export type RecorderStateValue = (typeof RecorderState)[keyof typeof RecorderState];

interface Capture {
  stream: MediaStream;
  ctx: AudioContext;
  source: MediaStreamAudioSourceNode;
  node: ScriptProcessorNode;
  chunks: Float32Array[];
}

function release(c: Capture | null): void {
  if (!c) return;
  c.node.onaudioprocess = null;
  c.source.disconnect();
  c.node.disconnect();
  for (const t of c.stream.getTracks()) t.stop();
  void c.ctx.close().catch(() => undefined);
}

function newContext(): AudioContext {
  try {
    return new AudioContext({ sampleRate: WAV_SAMPLE_RATE });
  } catch {
    // A browser refusing the rate records at its own; the encoder resamples to 48 kHz.
    return new AudioContext();
  }
}

/**
 * Microphone capture: `start` asks for the microphone and records mono Float32 PCM through a
 * ScriptProcessor; `stop` ends it and builds the 48 kHz 16-bit mono WAV; `clear` returns to state 0.
 * `start` rejects with the browser's error when there is no microphone or permission is refused.
 */
export function useRecorder() {
  const [state, setState] = useState<RecorderStateValue>(RecorderState.READY);
  const [seconds, setSeconds] = useState(0);
  const [wav, setWav] = useState<Blob | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const capture = useRef<Capture | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const setPreview = useCallback((blob: Blob | null) => {
    setWav(blob);
    setPreviewUrl((old) => {
      if (old) URL.revokeObjectURL(old);
      return blob ? URL.createObjectURL(blob) : null;
    });
  }, []);

  const start = useCallback(async () => {
    setPreview(null);
    setSeconds(0);
    const stream = await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1 }, video: false });
    const ctx = newContext();
    const source = ctx.createMediaStreamSource(stream);
    const node = ctx.createScriptProcessor(4096, 1, 1);
    const chunks: Float32Array[] = [];
    node.onaudioprocess = (e) => chunks.push(new Float32Array(e.inputBuffer.getChannelData(0)));
    source.connect(node);
    node.connect(ctx.destination);
    capture.current = { stream, ctx, source, node, chunks };
    const began = Date.now();
    timer.current = setInterval(() => setSeconds(Math.floor((Date.now() - began) / 1000)), 250);
    setState(RecorderState.RECORDING);
  }, [setPreview]);

  const stop = useCallback(() => {
    clearInterval(timer.current);
    const c = capture.current;
    capture.current = null;
    if (!c) return;
    const rate = c.ctx.sampleRate;
    release(c);
    const samples = c.chunks.reduce((n, x) => n + x.length, 0);
    setSeconds(Math.round(samples / rate));
    setPreview(chunksToWav(c.chunks, rate));
    setState(RecorderState.FINISHED);
  }, [setPreview]);

  const clear = useCallback(() => {
    clearInterval(timer.current);
    release(capture.current);
    capture.current = null;
    setPreview(null);
    setSeconds(0);
    setState(RecorderState.READY);
  }, [setPreview]);

  useEffect(
    () => () => {
      clearInterval(timer.current);
      release(capture.current);
      capture.current = null;
    },
    [],
  );
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);

  return { state, seconds, wav, previewUrl, start, stop, clear };
}
