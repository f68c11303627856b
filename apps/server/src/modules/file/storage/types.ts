import type { Readable } from 'node:stream';

/** What a provider stores: a stream under a key such as '2026/06/14/<id>.png'. */
export interface PutInput {
  key: string;
  body: Readable;
  contentType: string;
}

/**
 * A place uploads go to. `local` writes to a directory this server serves at /upload/*; a cloud provider
 * (Aliyun OSS, Tencent COS, Qiniu) is one more file implementing this interface plus one
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
  /**
   * The first `n` bytes of a stored file (a ranged read: `Range: bytes=0-(n-1)` at the vendors), fewer when
   * the file is shorter; null when there is no such file. Record-time content checks of direct uploads.
   */
  readHead(key: string, n: number): Promise<Buffer | null>;
  /** A stored file's size, asked of the storage itself (a signed HEAD for cloud vendors); null when absent. */
  stat(key: string): Promise<{ size: number } | null>;
  /**
   * Local storage: the file's path on this server's disk, for readers that need only parts of a file (the
   * courseware media probe); null when the key would leave the upload directory. Cloud vendors have none.
   */
  pathOf?(key: string): string | null;
  /**
   * Cloud vendors: a read address signed by the vendor's own scheme, valid until `expires` (Unix seconds).
   * Local storage has none (private-files.ts signs its /upload addresses itself).
   */
  signedUrl?(key: string, expires: number): string;
}

export interface StorageOptions {
  /** Base URL replacing the vendor's hosts (config STORAGE_ENDPOINT: the stand-ins). */
  endpoint?: string;
  /** Time limit of one vendor call. */
  timeoutMs?: number;
}

/** Builds a provider from its saved settings (`sys_config_prop` data of type 'upload'). */
export type StorageFactory = (settings: Record<string, string>, options?: StorageOptions) => StorageProvider;
