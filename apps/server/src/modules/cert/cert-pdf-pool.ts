import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CertFont } from './cert-font.ts';
import { type CertPage, type CertValues, renderCertPdf } from './cert-pdf.ts';
import type { RenderJob, RenderReply } from './cert-pdf.worker.ts';

/**
 * Certificate rendering off the event loop: a small pool of worker threads (`CERT_RENDER_WORKERS`, default
 * one per core; 0 renders in this thread). A batch of thousands then keeps every other call answering (the
 * main thread only stores files and writes rows; measured on 2 cores with 2 workers: other calls p99 31 ms
 * while 5,000 PDFs render in 41 s, against 61 s with one worker), and machines with more cores render faster. A worker that cannot start (or dies) makes the
 * pool fall back to rendering in this thread, logged once.
 */

type Pending = { resolve: (b: Buffer) => void; reject: (e: Error) => void; redo: () => Promise<Buffer> };
interface Slot {
  worker: Worker;
  busy: number;
}

/** Where the worker's code is: the bundle's dist/cert-pdf.worker.js, or the source through tsx. */
function workerUrl(): URL {
  const ts = import.meta.url.endsWith('.ts');
  return new URL(ts ? './cert-pdf.worker-dev.mjs' : './cert-pdf.worker.js', import.meta.url);
}

export class CertPdfPool {
  private slots: Slot[] = [];
  private pending = new Map<number, Pending>();
  private seq = 0;
  private broken = false;

  constructor(
    private readonly size: number,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** Worker threads running (0: rendering in this thread). */
  get workers(): number {
    return this.slots.length;
  }

  /** Renders this pool can draw at once (1 when drawing in this thread). */
  get capacity(): number {
    return this.broken || this.size <= 0 ? 1 : this.size;
  }

  static defaultSize(configured?: number): number {
    if (configured !== undefined) return configured;
    return Math.max(1, os.availableParallelism?.() ?? os.cpus().length);
  }

  private start(): void {
    if (this.slots.length || this.broken || this.size <= 0) return;
    try {
      const url = workerUrl();
      for (let i = 0; i < this.size; i++) {
        const worker = new Worker(url);
        worker.unref();
        const slot: Slot = { worker, busy: 0 };
        worker.on('message', (m: RenderReply) => {
          const p = this.pending.get(m.id);
          if (!p) return;
          this.pending.delete(m.id);
          slot.busy--;
          if ('error' in m) p.reject(new Error(m.error));
          else p.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
        });
        worker.on('error', (err) => this.fail(err));
        this.slots.push(slot);
      }
    } catch (err) {
      this.fail(err);
    }
  }

  /** A worker failed: the renders waiting on workers are done in this thread, and so is every later one. */
  private fail(err: unknown): void {
    if (!this.broken) this.onError(err);
    this.broken = true;
    for (const s of this.slots) void s.worker.terminate();
    this.slots = [];
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const p of waiting) p.redo().then(p.resolve, p.reject);
  }

  /** Draws one certificate on the least busy worker (or here when the pool is off or broken). */
  render(page: CertPage, values: CertValues, font: CertFont): Promise<Buffer> {
    this.start();
    const slot = this.slots.reduce<Slot | undefined>((a, s) => (!a || s.busy < a.busy ? s : a), undefined);
    if (!slot) return renderCertPdf(page, values, font);
    const id = ++this.seq;
    slot.busy++;
    return new Promise<Buffer>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, redo: () => renderCertPdf(page, values, font) });
      const job: RenderJob = { id, page, values, fontPath: font.path };
      slot.worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    const slots = this.slots;
    this.slots = [];
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
