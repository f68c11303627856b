import type { Editor, JSONContent } from '@tiptap/core';
import {
  acceptOf,
  UPLOAD_KINDS,
  UPLOAD_MAX_FILES,
  type UploadedFile,
  type UploadKind,
  uploadKindOf,
} from '@xuekao/contracts';
import { m } from '../admin-widgets/messages';

const BUTTON_LABELS = { image: 'kindImage', video: 'kindVideo', audio: 'kindAudio', file: 'attachFile' } as const;
/** A kind's name in the check messages (zh-CN: contracts' UPLOAD_KINDS labels). */
const KIND_NAMES = { image: 'kindImage', video: 'kindVideo', audio: 'kindAudio', file: 'kindFile' } as const;

/** The attachment buttons of the editor (docs/REQUIREMENTS.md#uploads) and the file types each takes. */
export const ATTACHMENT_KINDS: ReadonlyArray<{ kind: UploadKind; readonly label: string; accept: string }> = (
  ['image', 'video', 'audio', 'file'] as const
).map((kind) => ({
  kind,
  get label() {
    return m(BUTTON_LABELS[kind]);
  },
  accept: acceptOf(kind),
}));

/**
 * Checks a pick of files for one button: at most 100, each of the button's kind and within its size cap.
 * Answers the message to show, or null when the pick may be sent.
 */
export function checkAttachments(
  files: ReadonlyArray<{ name: string; size: number }>,
  kind: UploadKind,
): string | null {
  if (files.length === 0) return null;
  if (files.length > UPLOAD_MAX_FILES) return m('uploadLimit', { n: UPLOAD_MAX_FILES });
  const def = UPLOAD_KINDS[kind];
  for (const f of files) {
    const name = m(KIND_NAMES[kind]);
    if (uploadKindOf(f.name) !== kind) return m('badType', { exts: def.exts.join('/'), kind: name });
    if (f.size > def.maxMB * 1024 * 1024) return m('tooLarge', { kind: name, name: f.name, mb: def.maxMB });
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
