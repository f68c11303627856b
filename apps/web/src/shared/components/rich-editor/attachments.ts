import type { Editor, JSONContent } from '@tiptap/core';
import {
  acceptOf,
  UPLOAD_KINDS,
  UPLOAD_MAX_FILES,
  type UploadedFile,
  type UploadKind,
  uploadKindOf,
} from '@xuekao/contracts';

/** The attachment buttons of the editor (docs/REQUIREMENTS.md#uploads) and the file types each takes. */
export const ATTACHMENT_KINDS: Array<{ kind: UploadKind; label: string; accept: string }> = [
  { kind: 'image', label: '图片', accept: acceptOf('image') },
  { kind: 'video', label: '视频', accept: acceptOf('video') },
  { kind: 'audio', label: '音频', accept: acceptOf('audio') },
  { kind: 'file', label: '附件', accept: acceptOf('file') },
];

/**
 * Checks a pick of files for one button: at most 100, each of the button's kind and within its size cap.
 * Answers the message to show, or null when the pick may be sent.
 */
export function checkAttachments(
  files: ReadonlyArray<{ name: string; size: number }>,
  kind: UploadKind,
): string | null {
  if (files.length === 0) return null;
  if (files.length > UPLOAD_MAX_FILES) return `每次只能上传 ${UPLOAD_MAX_FILES} 个文件`;
  const def = UPLOAD_KINDS[kind];
  for (const f of files) {
    if (uploadKindOf(f.name) !== kind) return `只能上传 ${def.exts.join('/')} 格式的${def.label}！`;
    if (f.size > def.maxMB * 1024 * 1024) return `${def.label}“${f.name}”大小不能超过 ${def.maxMB} MB！`;
  }
  return null;
}

/** Inserts uploaded files at the cursor: images, <video controls>, <audio controls>, or links by name. */
export function insertAttachments(editor: Editor, files: UploadedFile[]): void {
  const content = files.map((f): JSONContent => {
    switch (uploadKindOf(f.url) ?? uploadKindOf(f.name)) {
      case 'image':
        return { type: 'image', attrs: { src: f.url, alt: f.name } };
      case 'video':
        return { type: 'video', attrs: { src: f.url } };
      case 'audio':
        return { type: 'audio', attrs: { src: f.url } };
      default:
        return {
          type: 'paragraph',
          content: [
            { type: 'text', text: f.name, marks: [{ type: 'link', attrs: { href: f.url, target: '_blank' } }] },
          ],
        };
    }
  });
  // After the selection, never over it: an image just inserted stays selected and must not be replaced.
  const at = editor.state.selection.to;
  editor.chain().focus().insertContentAt(at, content).run();
}
