import { randomBytes } from 'node:crypto';

/**
 * Keys of stored files, below both the storages and the services that name and sign files: a cloud storage
 * signs the addresses of private keys itself, private-files.ts signs local ones (`signedUrl`), and the file,
 * face, cert and course services name new files with these helpers.
 *
 * Private files of learners (exam captures, face reference photos, certificate PDFs) live under these top
 * folders of the upload storage. They are served only through signed addresses, which the server hands to
 * the photo's owner and to staff allowed to see them; a bare /upload/capture/... address answers 404.
 */
export const PRIVATE_FOLDERS = ['capture', 'face', 'cert'] as const;

export const isPrivateKey = (key: string): boolean => PRIVATE_FOLDERS.some((f) => key.startsWith(`${f}/`));

/** A file name nobody can guess: 128 random bits as 32 hex digits. */
export const randomName = (): string => randomBytes(16).toString('hex');

/** Date folders: '2026/06/14'. */
export function dateFolder(d = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}/${p(d.getMonth() + 1)}/${p(d.getDate())}`;
}
