/**
 * WAV encoding for the audio recorder (learner-side.md: 16-bit, 48000 Hz, mono WAV, file record.wav).
 * Pure functions: Float32 PCM chunks in [-1, 1] at the capture rate -> one mono 16-bit little-endian WAV
 * at 48,000 Hz with a canonical 44-byte RIFF header.
 */

export const WAV_SAMPLE_RATE = 48_000;
export const WAV_BITS = 16;
export const WAV_CHANNELS = 1;
export const WAV_HEADER_BYTES = 44;

/** Joins capture chunks into one buffer. */
export function mergeChunks(chunks: readonly Float32Array[]): Float32Array {
  const out = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Linear-interpolation resampling from `fromRate` to `toRate`; the same buffer when the rates match. */
export function resample(samples: Float32Array, fromRate: number, toRate: number = WAV_SAMPLE_RATE): Float32Array {
  if (fromRate === toRate || samples.length === 0) return samples;
  const length = Math.max(1, Math.round((samples.length * toRate) / fromRate));
  const out = new Float32Array(length);
  const step = fromRate / toRate;
  const last = samples.length - 1;
  for (let i = 0; i < length; i++) {
    const pos = i * step;
    const lo = Math.min(Math.floor(pos), last);
    const hi = Math.min(lo + 1, last);
    const frac = pos - lo;
    out[i] = (samples[lo] ?? 0) * (1 - frac) + (samples[hi] ?? 0) * frac;
  }
  return out;
}

function ascii(view: DataView, at: number, text: string): void {
  for (let i = 0; i < text.length; i++) view.setUint8(at + i, text.charCodeAt(i));
}

/** Encodes mono samples (already at `sampleRate`) as a 16-bit PCM WAV file. */
export function encodeWav(samples: Float32Array, sampleRate: number = WAV_SAMPLE_RATE): ArrayBuffer {
  const blockAlign = (WAV_CHANNELS * WAV_BITS) / 8;
  const dataBytes = samples.length * blockAlign;
  const buffer = new ArrayBuffer(WAV_HEADER_BYTES + dataBytes);
  const view = new DataView(buffer);
  ascii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  ascii(view, 8, 'WAVE');
  ascii(view, 12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, WAV_CHANNELS, true);
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * blockAlign, true); // byte rate
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, WAV_BITS, true);
  ascii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  for (let i = 0, at = WAV_HEADER_BYTES; i < samples.length; i++, at += 2) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    view.setInt16(at, s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff), true);
  }
  return buffer;
}

/** Capture chunks at `inputRate` -> a 48 kHz mono 16-bit WAV blob. */
export function chunksToWav(chunks: readonly Float32Array[], inputRate: number): Blob {
  const pcm = resample(mergeChunks(chunks), inputRate, WAV_SAMPLE_RATE);
  return new Blob([encodeWav(pcm, WAV_SAMPLE_RATE)], { type: 'audio/wav' });
}
