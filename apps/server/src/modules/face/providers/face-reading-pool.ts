import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ReadingJob, ReadingReply } from './face-reading.worker.ts';
import { LOCAL_TITLE } from './local-model.ts';
import { type FaceReading, readFaceHere } from './local-reading.ts';
import { FaceServiceError } from './types.ts';

/**
 * Local face readings off the event loop (issue 29; docs/decisions/face.md "Local face provider"): a pool of
 * worker threads of this process (`FACE_WORKERS`, default one per core less one, at least one; 0 reads in
 * this thread), each with its own copy of the model, reading one photo at a time. Readings wait in one queue
 * in order of arrival; with `FACE_QUEUE_MAX` waiting the next is an outage (服务器繁忙, not counted as a face
 * failure) instead of an ever longer wait. A worker that cannot start or dies makes the pool read in this
 * thread from then on (logged once through the listeners' onError).
 */

export interface FaceReadingSettings {
  workers?: number;
  queueMax?: number;
}
/** Seconds a reading waited for a worker and seconds it took there (the /metrics histograms). */
export type ReadingListener = (waitSeconds: number, readSeconds: number) => void;

const DEFAULT_QUEUE_MAX = 300;

interface Job {
  photo: Buffer;
  mirrored: boolean;
  queuedAt: number;
  /** Seconds from arrival to the start of its reading. */
  wait?: number;
  resolve: (r: FaceReading) => void;
  reject: (e: Error) => void;
}
interface Slot {
  worker: Worker;
  job: Job | null;
  id: number;
}

const defaultWorkers = () => Math.max(1, (os.availableParallelism?.() ?? os.cpus().length) - 1);

export class FaceReadingPool {
  private settings: Required<FaceReadingSettings> = { workers: defaultWorkers(), queueMax: DEFAULT_QUEUE_MAX };
  private slots: Slot[] = [];
  private queue: Job[] = [];
  private running = 0;
  private seq = 0;
  private broken = false;
  private started = false;
  /** In-thread readings run one at a time (pool off or broken). */
  private here: Promise<unknown> = Promise.resolve();
  readonly listeners = new Set<ReadingListener>();
  onError: (err: unknown) => void = () => {};

  configure(s: FaceReadingSettings): void {
    if (s.workers !== undefined && !this.started) this.settings.workers = s.workers;
    if (s.queueMax !== undefined) this.settings.queueMax = s.queueMax;
  }

  /** Readings waiting or running. */
  get load(): number {
    return this.queue.length + this.running;
  }

  get workers(): number {
    return this.slots.length;
  }

  /** Stops the workers (a pool of its own in a test); readings waiting or running are refused. */
  async close(): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    this.broken = true;
    const refused = [...this.queue.splice(0), ...slots.flatMap((s) => (s.job ? [s.job] : []))];
    for (const job of refused) job.reject(new Error('face reading pool closed'));
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  read(photo: Buffer, mirrored: boolean): Promise<FaceReading> {
    if (this.queue.length >= this.settings.queueMax) {
      return Promise.reject(
        new FaceServiceError(LOCAL_TITLE, '服务器繁忙，请稍后重试', `${this.queue.length} readings waiting`),
      );
    }
    this.start();
    return new Promise<FaceReading>((resolve, reject) => {
      this.queue.push({ photo, mirrored, queuedAt: performance.now(), resolve, reject });
      this.dispatch();
    });
  }

  private start(): void {
    if (this.started) return;
    this.started = true;
    if (this.settings.workers <= 0) return;
    const ts = import.meta.url.endsWith('.ts');
    // The bundle's dist/face-reading.worker.js, or the source through tsx.
    const url = new URL(ts ? './face-reading.worker-dev.mjs' : './face-reading.worker.js', import.meta.url);
    try {
      for (let i = 0; i < this.settings.workers; i++) {
        const worker = new Worker(url);
        worker.unref();
        const slot: Slot = { worker, job: null, id: 0 };
        worker.on('message', (m: ReadingReply) => this.answer(slot, m));
        worker.on('error', (err) => this.fail(err));
        worker.on('exit', (code) => {
          if (this.slots.includes(slot)) this.fail(new Error(`face reading worker exited (${code})`));
        });
        this.slots.push(slot);
      }
    } catch (err) {
      this.fail(err);
    }
  }

  private dispatch(): void {
    if (this.broken || this.slots.length === 0) {
      while (this.queue.length) this.readHere(this.queue.shift() as Job);
      return;
    }
    for (const slot of this.slots) {
      if (slot.job || this.queue.length === 0) continue;
      const job = this.queue.shift() as Job;
      this.observeWait(job);
      slot.job = job;
      slot.id = ++this.seq;
      this.running++;
      const bytes = new Uint8Array(job.photo.byteLength);
      bytes.set(job.photo);
      slot.worker.postMessage({ id: slot.id, photo: bytes, mirrored: job.mirrored } satisfies ReadingJob, [
        bytes.buffer,
      ]);
    }
  }

  private answer(slot: Slot, m: ReadingReply): void {
    const job = slot.job;
    if (!job || m.id !== slot.id) return;
    slot.job = null;
    this.running--;
    if ('reading' in m) {
      this.emit(job, m.ms / 1000);
      job.resolve(m.reading);
    } else if (m.service) {
      job.reject(new FaceServiceError(m.service.provider, m.service.reason, m.service.detail));
    } else {
      job.reject(new Error(m.error));
    }
    this.dispatch();
  }

  private readHere(job: Job): void {
    this.running++;
    const run = this.here.then(async () => {
      this.observeWait(job);
      const started = performance.now();
      const reading = await readFaceHere(job.photo, job.mirrored);
      this.emit(job, (performance.now() - started) / 1000);
      return reading;
    });
    this.here = run.catch(() => undefined);
    run.then(job.resolve, job.reject).finally(() => {
      this.running--;
    });
  }

  private observeWait(job: Job): void {
    job.wait = (performance.now() - job.queuedAt) / 1000;
  }

  private emit(job: Job, readSeconds: number): void {
    for (const l of this.listeners) l(job.wait ?? 0, readSeconds);
  }

  /** A worker failed: its reading and every later one are done in this thread. */
  private fail(err: unknown): void {
    if (!this.broken) this.onError(err);
    this.broken = true;
    const slots = this.slots;
    this.slots = [];
    for (const s of slots) {
      void s.worker.terminate();
      if (s.job) {
        this.running--;
        this.queue.unshift(s.job);
      }
    }
    this.dispatch();
  }
}

const pool = new FaceReadingPool();

/** Sets the pool's size and queue bound (config FACE_WORKERS, FACE_QUEUE_MAX); the size applies before the first reading. */
export function configureFaceReadings(s: FaceReadingSettings, onError?: (err: unknown) => void): void {
  pool.configure(s);
  if (onError) pool.onError = onError;
}

/** Reads a photo (or its mirror image) on a worker thread, in order of arrival. */
export const readFaceInPool = (photo: Buffer, mirrored = false) => pool.read(photo, mirrored);

/** Readings of this process waiting or running (the /metrics gauge). */
export const faceReadingsWaiting = () => pool.load;

/** Worker threads reading now (0 before the first reading, or reading in the main thread). */
export const faceReadingWorkers = () => pool.workers;

/** Calls `listener` after every reading; answers the function that stops it. */
export function onFaceReading(listener: ReadingListener): () => void {
  pool.listeners.add(listener);
  return () => pool.listeners.delete(listener);
}
