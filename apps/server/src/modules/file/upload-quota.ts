import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ErrorCode } from '@xuekao/contracts';
import { countUploadsSince } from './file.queries.ts';

const MB = 1024 * 1024;

const quotaBytes = (maxMB: number) =>
  new AppError(ErrorCode.TOO_MANY, `今日上传已达上限（每天 ${maxMB} MB），请明天再上传！`);
const quotaFiles = (max: number) =>
  new AppError(ErrorCode.TOO_MANY, `今日上传文件数已达上限（每天 ${max} 个），请明天再上传！`);

/**
 * The user's daily upload quota as two shared counters (kv: Redis when several processes run), started
 * from `sys_upload` the first time they are needed in a day. Every file is counted before it is stored and
 * every byte before it is written, atomically, so parallel uploads cannot all pass one old reading; a refused
 * or failed request gives back what it reserved. The quota is thus never exceeded (a request may instead be
 * refused while another one that later fails holds part of the quota).
 */
export class DailyQuota {
  private files = 0;
  private bytes = 0;
  private constructor(
    private readonly app: AppContext,
    private readonly filesKey: string,
    private readonly bytesKey: string,
    private readonly maxFiles: number,
    readonly dailyMB: number,
  ) {}

  static async open(app: AppContext, userId: string): Promise<DailyQuota> {
    const { UPLOAD_DAILY_MB: dailyMB, UPLOAD_DAILY_FILES: dailyFiles } = app.config;
    const since = startOfToday();
    const day = `${since.getFullYear()}${String(since.getMonth() + 1).padStart(2, '0')}${String(since.getDate()).padStart(2, '0')}`;
    const q = new DailyQuota(app, `upload-q:n:${userId}:${day}`, `upload-q:b:${userId}:${day}`, dailyFiles, dailyMB);
    if ((await app.kv.get(q.filesKey)) === null || (await app.kv.get(q.bytesKey)) === null) {
      const used = await countUploadsSince(app.db, userId, since);
      // First writer wins: a later, older reading never overwrites counts that already hold reservations.
      await app.kv.setIfAbsent(q.filesKey, String(used.n), QUOTA_TTL_SEC);
      await app.kv.setIfAbsent(q.bytesKey, String(used.bytes), QUOTA_TTL_SEC);
    }
    return q;
  }

  /** Counts one more file of today, or refuses (10010005) when the day's file count is used up. */
  async reserveFile(): Promise<void> {
    const n = await this.app.kv.incrBy(this.filesKey, 1, QUOTA_TTL_SEC);
    if (n > this.maxFiles) {
      await this.app.kv.incrBy(this.filesKey, -1, QUOTA_TTL_SEC);
      throw quotaFiles(this.maxFiles);
    }
    this.files++;
  }

  /** Counts `len` more bytes of today before they are written, or refuses (10010005) past the day's bytes. */
  async reserveBytes(len: number): Promise<void> {
    const n = await this.app.kv.incrBy(this.bytesKey, len, QUOTA_TTL_SEC);
    if (n > Math.floor(this.dailyMB * MB)) {
      await this.app.kv.incrBy(this.bytesKey, -len, QUOTA_TTL_SEC);
      throw quotaBytes(this.dailyMB);
    }
    this.bytes += len;
  }

  /**
   * Gives back files and bytes reserved by an earlier request (a direct upload's token reserved the declared
   * size; its record gives back what the stored file did not use, or everything when refused).
   */
  async giveBack(files: number, bytes: number): Promise<void> {
    await Promise.all([
      files ? this.app.kv.incrBy(this.filesKey, -files, QUOTA_TTL_SEC) : undefined,
      bytes ? this.app.kv.incrBy(this.bytesKey, -bytes, QUOTA_TTL_SEC) : undefined,
    ]);
  }

  /** Gives back everything this request reserved (it keeps none of its files). */
  async release(): Promise<void> {
    const { files, bytes } = this;
    this.files = 0;
    this.bytes = 0;
    await Promise.all([
      files ? this.app.kv.incrBy(this.filesKey, -files, QUOTA_TTL_SEC) : undefined,
      bytes ? this.app.kv.incrBy(this.bytesKey, -bytes, QUOTA_TTL_SEC) : undefined,
    ]);
  }
}

/** The day's counters outlive the day a little (the key names the day, so a new day starts new ones). */
const QUOTA_TTL_SEC = 26 * 60 * 60;

/** Midnight of today (server time), where the daily upload quota starts again. */
function startOfToday(): Date {
  const d = new Date();
  d.setHours(0, 0, 0, 0);
  return d;
}
