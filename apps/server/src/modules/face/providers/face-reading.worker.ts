/**
 * A face reading worker (worker thread) of face-reading-pool.ts: loads the local model once and reads one
 * photo at a time, off the main event loop. Compiled to dist/face-reading.worker.js by scripts/build.ts.
 */
import { parentPort } from 'node:worker_threads';
import { type FaceReading, readFaceHere } from './local-reading.ts';

export interface ReadingJob {
  id: number;
  photo: Uint8Array;
  mirrored: boolean;
}
/** The reading, or the failure (`service`: a FaceServiceError's parts, else a bug's message). */
export type ReadingReply =
  | { id: number; reading: FaceReading; ms: number }
  | { id: number; error: string; service?: { provider: string; reason: string; detail?: string } };

parentPort?.on('message', (job: ReadingJob) => {
  const started = performance.now();
  readFaceHere(Buffer.from(job.photo.buffer, job.photo.byteOffset, job.photo.byteLength), job.mirrored)
    .then((reading) => {
      parentPort?.postMessage({ id: job.id, reading, ms: performance.now() - started } satisfies ReadingReply);
    })
    .catch((err: unknown) => {
      const e = err as { name?: string; provider?: string; reason?: string; detail?: string; message?: string };
      const service =
        e?.name === 'FaceServiceError' && e.provider && e.reason
          ? { provider: e.provider, reason: e.reason, detail: e.detail }
          : undefined;
      parentPort?.postMessage({ id: job.id, error: e?.message ?? String(err), service } satisfies ReadingReply);
    });
});
