import type { Readable } from 'node:stream';

/** What a provider stores: a stream under a key such as '2026/06/14/<id>.png'. */
export interface PutInput {
  key: string;
  body: Readable;
  contentType: string;
}

/**
 * A place uploads go to. `local` writes to a directory this server serves at /upload/*; a cloud provider
 * (Aliyun OSS, Tencent COS, Qiniu: a later issue) is one more file implementing this interface plus one
 * line in `storage/index.ts`'s registry.
 */
export interface StorageProvider {
  readonly name: string;
  /** Stores the stream (rejecting with the stream's error when it fails); answers the public address. */
  put(input: PutInput): Promise<{ url: string }>;
  /** Removes a stored file (an upload request that fails part-way keeps none of its files). */
  remove(key: string): Promise<void>;
  /**
   * The key of one of this storage's public addresses (as `put` answered it), or null when the address is
   * not one of this storage's.
   */
  keyOf(url: string): string | null;
  /**
   * A stored file's bytes (for server-side use such as face comparison): null when there is no such file
   * (or it is larger than `maxBytes`); rejects only when the storage itself fails, so an outage is never
   * mistaken for a missing file.
   */
  read(key: string, maxBytes?: number): Promise<Buffer | null>;
}

/** Builds a provider from its saved settings (`sys_config_prop` data of type 'upload'). */
export type StorageFactory = (settings: Record<string, string>) => StorageProvider;
