import { describe, expect, it } from 'vitest';
import { chunksToWav, encodeWav, mergeChunks, resample, WAV_HEADER_BYTES, WAV_SAMPLE_RATE } from './wav';

const text = (v: DataView, at: number, n: number) =>
  String.fromCharCode(...Array.from({ length: n }, (_, i) => v.getUint8(at + i)));

describe('wav encoder (16-bit, 48000 Hz, mono)', () => {
  it('writes a canonical RIFF/WAVE header with PCM, 1 channel, 48 kHz, 16 bits', () => {
    const buf = encodeWav(new Float32Array([0, 0.5, -0.5, 1, -1]));
    const v = new DataView(buf);
    expect(buf.byteLength).toBe(WAV_HEADER_BYTES + 5 * 2);
    expect(text(v, 0, 4)).toBe('RIFF');
    expect(v.getUint32(4, true)).toBe(buf.byteLength - 8);
    expect(text(v, 8, 4)).toBe('WAVE');
    expect(text(v, 12, 4)).toBe('fmt ');
    expect(v.getUint32(16, true)).toBe(16);
    expect(v.getUint16(20, true)).toBe(1); // PCM
    expect(v.getUint16(22, true)).toBe(1); // mono
    expect(v.getUint32(24, true)).toBe(48_000);
    expect(v.getUint32(28, true)).toBe(96_000); // byte rate
    expect(v.getUint16(32, true)).toBe(2); // block align
    expect(v.getUint16(34, true)).toBe(16);
    expect(text(v, 36, 4)).toBe('data');
    expect(v.getUint32(40, true)).toBe(10);
  });

  it('stores little-endian 16-bit samples, clipped to [-1, 1]', () => {
    const v = new DataView(encodeWav(new Float32Array([0, 0.5, -0.5, 1, -1, 2, -3])));
    const s = (i: number) => v.getInt16(WAV_HEADER_BYTES + i * 2, true);
    expect([s(0), s(1), s(2), s(3), s(4), s(5), s(6)]).toEqual([0, 16384, -16384, 32767, -32768, 32767, -32768]);
  });

  it('resamples 44.1 kHz and 16 kHz captures to 48 kHz with the same duration', () => {
    const oneSecond44 = new Float32Array(44_100).fill(0.25);
    expect(resample(oneSecond44, 44_100).length).toBe(48_000);
    expect(resample(new Float32Array(16_000), 16_000).length).toBe(48_000);
    // Linear interpolation between neighbours: a ramp stays a ramp.
    const up = resample(new Float32Array([0, 1]), 24_000, 48_000);
    expect(Array.from(up)).toEqual([0, 0.5, 1, 1]);
    const same = new Float32Array([0.1, 0.2]);
    expect(resample(same, WAV_SAMPLE_RATE)).toBe(same);
  });

  it('joins capture chunks and builds a wav blob of the resampled length', async () => {
    expect(Array.from(mergeChunks([new Float32Array([1, 2]), new Float32Array([3])]))).toEqual([1, 2, 3]);
    const chunks = [new Float32Array(22_050), new Float32Array(22_050)];
    const blob = chunksToWav(chunks, 44_100);
    expect(blob.type).toBe('audio/wav');
    expect(blob.size).toBe(WAV_HEADER_BYTES + 48_000 * 2);
    const v = new DataView(await blob.arrayBuffer());
    expect(v.getUint32(24, true)).toBe(48_000);
    expect(v.getUint32(40, true)).toBe(96_000);
  });
});
