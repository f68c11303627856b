import { afterAll, describe, expect, it } from 'vitest';
import { noFacePhoto, sampleFace } from '../../../../test/face-samples.ts';
import { FaceReadingPool } from './face-reading-pool.ts';
import { descriptorDistance } from './local-model.ts';
import { readFaceHere } from './local-reading.ts';

/**
 * The worker pool of the local face provider (issue 29): readings run on worker threads, answer what the
 * same reading in this thread answers, and a full queue is an outage (服务器繁忙) rather than a long wait.
 * Route tests read in their own thread (FACE_WORKERS=0 in build-test-app.ts); this is the worker path.
 */
const pool = new FaceReadingPool();
pool.configure({ workers: 1, queueMax: 2 });
afterAll(() => pool.close());

describe('face reading pool', () => {
  it('reads on a worker thread what this thread reads, and tells the listeners how long it waited and read', async () => {
    const seen: Array<[number, number]> = [];
    pool.listeners.add((wait, read) => seen.push([wait, read]));
    const photo = sampleFace(0);
    const [there, here] = await Promise.all([pool.read(photo, false), readFaceHere(photo)]);
    expect(pool.workers).toBe(1);
    expect(there.kind).toBe('one');
    expect(here.kind).toBe('one');
    if (there.kind !== 'one' || here.kind !== 'one') return;
    expect(there.descriptor).toHaveLength(128);
    expect(descriptorDistance(there.descriptor, here.descriptor)).toBeLessThan(0.01);
    expect(seen).toHaveLength(1);
    expect(seen[0][1]).toBeGreaterThan(0);
    expect((await pool.read(noFacePhoto(), false)).kind).toBe('none');
  });

  it('refuses a reading with 服务器繁忙 when the queue is full, and answers the ones it took', async () => {
    const photo = sampleFace(1);
    // one runs on the worker, two wait (queueMax 2), the fourth is refused
    const calls = [0, 1, 2, 3].map(() => pool.read(photo, true));
    const settled = await Promise.allSettled(calls);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    const refused = settled[3] as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ reason: '服务器繁忙，请稍后重试' });
  });
});
