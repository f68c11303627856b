import { UPLOAD_KINDS, type UploadKind } from '@xuekao/contracts';

/** Bytes read before deciding what a file is. */
export const SNIFF_BYTES = 16;

const ascii = (head: Buffer, at: number, text: string) =>
  head.length >= at + text.length && head.toString('latin1', at, at + text.length) === text;
const bytes = (head: Buffer, at: number, list: number[]) =>
  head.length >= at + list.length && list.every((b, i) => head[at + i] === b);

/** Image formats by content; an image is stored under the extension of what it really is. */
function imageFormat(head: Buffer): 'png' | 'jpg' | 'gif' | null {
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return 'jpg';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  return null;
}

const isZip = (h: Buffer) => bytes(h, 0, [0x50, 0x4b, 0x03, 0x04]) || bytes(h, 0, [0x50, 0x4b, 0x05, 0x06]);
const isOle = (h: Buffer) => bytes(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MP4_BOXES = ['ftyp', 'moov', 'mdat', 'free', 'wide', 'skip'];

/** Content checks of the non-image types (magic numbers of each format). */
const SIGNATURES: Record<string, (h: Buffer) => boolean> = {
  mp4: (h) => MP4_BOXES.some((b) => ascii(h, 4, b)),
  mp3: (h) => ascii(h, 0, 'ID3') || (h.length >= 2 && h[0] === 0xff && (h[1] & 0xe0) === 0xe0),
  wav: (h) => ascii(h, 0, 'RIFF') && ascii(h, 8, 'WAVE'),
  ogg: (h) => ascii(h, 0, 'OggS'),
  pdf: (h) => ascii(h, 0, '%PDF'),
  zip: isZip,
  docx: isZip,
  xlsx: isZip,
  pptx: isZip,
  doc: isOle,
  xls: isOle,
  ppt: isOle,
  rar: (h) => ascii(h, 0, 'Rar!\x1a\x07'),
  psd: (h) => ascii(h, 0, '8BPS'),
};

/**
 * Checks the first bytes against the extension. Answers the extension to store the file under (an image
 * keeps the format it really has: a PNG named .jpg is stored as .png), or null when the content is not
 * what the name says.
 */
export function sniffedExt(kind: UploadKind, ext: string, head: Buffer): string | null {
  if (kind === 'image') return imageFormat(head);
  const check = SIGNATURES[ext];
  return check?.(head) ? ext : null;
}

/** Content types of the accepted extensions (serving and cloud uploads). */
export const MIME: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  pdf: 'application/pdf',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  psd: 'image/vnd.adobe.photoshop',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Every accepted extension, for messages. */
export const ALL_EXTS = Object.values(UPLOAD_KINDS).flatMap((k) => k.exts as readonly string[]);
