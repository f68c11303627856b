import type { AppContext } from '../app-context.ts';
import {
  backfillFaceDescriptors,
  removeDeletedFaces,
  settleFaceDescriptors,
  sweepStaleDescriptors,
} from '../modules/face/index.ts';
import { startPeriodic } from './periodic.ts';

/**
 * The backfill of stored face descriptors (modules/face/search/face-descriptor.ts): once when the app starts and
 * every `seconds` (0: never), a few face photos without a descriptor under the current model (set before
 * descriptors were stored, or after a model change) are read and stored, so face login finds them. Only
 * while the local face provider is active. Several processes may backfill at once: a row is one per user
 * and model, the last write wins with the same numbers. Stopping also waits for the descriptors being
 * computed after face photo uploads (they write to the database). At most once an hour a pass also deletes
 * the descriptors nothing searches any more (other model, replaced photo, deleted user), whatever the provider.
 * Every pass also removes deleted users' faces from the cloud face group (face-group.ts `removeDeletedFaces`).
 */
export function startFaceDescriptorBackfill(app: AppContext, seconds: number): () => Promise<void> {
  const stop = startPeriodic(app, seconds, {
    run: async () => {
      const stored = await backfillFaceDescriptors(app);
      await sweepStaleDescriptors(app);
      await removeDeletedFaces(app);
      return stored;
    },
    countKey: 'stored',
    doneMsg: '已补算人脸特征',
    failMsg: '人脸特征补算失败',
  });
  return async () => {
    await stop();
    await settleFaceDescriptors();
  };
}
