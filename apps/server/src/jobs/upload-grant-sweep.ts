import type { AppContext } from '../app-context.ts';
import { sweepExpiredGrants } from '../modules/file/upload-grants.ts';
import { startPeriodic } from './periodic.ts';

/**
 * The sweep of direct-upload grants never recorded (modules/file/upload-grants.ts): once when the app
 * starts and every `seconds` (0: never), objects a browser put at a vendor with a token but never reported
 * are deleted there once the grant has expired, so no unrecorded file escapes the quota or stays forever.
 * Several processes may sweep at once: each grant is ended by one of them (compare-and-set on its row).
 */
export function startUploadGrantSweeper(app: AppContext, seconds: number): () => Promise<void> {
  return startPeriodic(app, seconds, {
    run: () => sweepExpiredGrants(app),
    countKey: 'ended',
    doneMsg: '已清理过期未登记的直传文件',
    failMsg: '过期直传凭证清理失败',
  });
}
