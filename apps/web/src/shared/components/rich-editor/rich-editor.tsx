import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { fileApi } from '@web/api/file';
import type { UploadKind } from '@xuekao/contracts';
import { App, Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LIST_TEXTS } from '../../list-page/types';
import { m } from '../admin-widgets/messages';
import { ATTACHMENT_KINDS, checkAttachments, insertAttachments } from './attachments';
import { Audio, Video } from './media-nodes';
import { Toolbar } from './toolbar';
import './rich-editor.css';

export const RICH_EDITOR_HEIGHT = 360;

export interface RichEditorProps {
  /** HTML; the server sanitizes it when saved. */
  value?: string | null;
  onChange?: (html: string) => void;
  /** Height of the writing area in px (default 360, docs/REQUIREMENTS.md#uploads). */
  height?: number;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3, 4] },
    link: { openOnClick: false, autolink: true, HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' } },
  }),
  Image.configure({ inline: false }),
  Video,
  Audio,
];

/**
 * The rich-text editor of docs/REQUIREMENTS.md#uploads on tiptap: formatting toolbar plus image, video, audio and file
 * attachments uploaded through `/api/common/file/upload` (up to 100 at once) and inserted as <img>,
 * <video controls>, <audio controls> and links. The value is HTML ('' when empty).
 */
export function RichEditor({
  value,
  onChange,
  height = RICH_EDITOR_HEIGHT,
  disabled,
  placeholder,
  id,
}: RichEditorProps) {
  const { message, modal } = App.useApp();
  const [uploading, setUploading] = useState<UploadKind | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const pendingKind = useRef<UploadKind>('image');
  const emitted = useRef<string>(value ?? '');
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const editor = useEditor({
    extensions,
    content: value ?? '',
    editable: !disabled,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChangeRef.current?.(html);
    },
  });

  const empty = useEditorState({ editor, selector: ({ editor: e }) => e?.isEmpty ?? true });

  // A value from outside (form reset, detail loaded) replaces the document; our own echoes do not.
  useEffect(() => {
    const next = value ?? '';
    if (!editor || next === emitted.current) return;
    emitted.current = next;
    editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const attach = (kind: UploadKind) => {
    pendingKind.current = kind;
    const input = fileInput.current;
    if (!input) return;
    input.accept = ATTACHMENT_KINDS.find((k) => k.kind === kind)?.accept ?? '';
    input.value = '';
    input.click();
  };

  const onFiles = async (list: FileList | null) => {
    if (!editor || !list || list.length === 0) return;
    const files = Array.from(list);
    const kind = pendingKind.current;
    const problem = checkAttachments(files, kind);
    if (problem) {
      message.warning(problem);
      return;
    }
    setUploading(kind);
    const hide = message.loading(m('uploadingN', { n: files.length }), 0);
    try {
      const res = await fileApi.upload(files);
      insertAttachments(editor, res.files);
      message.success(m('uploaded'));
    } catch {
      // the request helper has shown the server's message
    } finally {
      hide();
      setUploading(null);
    }
  };

  const editLink = () => {
    if (!editor) return;
    const current = (editor.getAttributes('link').href as string | undefined) ?? '';
    let input: InputRef | null = null;
    modal.confirm({
      title: m('insertLink'),
      icon: null,
      content: (
        <Input
          ref={(r) => {
            input = r;
          }}
          defaultValue={current}
          placeholder="https://"
          autoFocus
        />
      ),
      okText: LIST_TEXTS.ok,
      cancelText: LIST_TEXTS.cancel,
      onOk: () => {
        const href = (input?.input?.value ?? '').trim();
        const chain = editor.chain().focus().extendMarkRange('link');
        if (!href) chain.unsetLink().run();
        else if (!/^(https?:\/\/|\/)/i.test(href)) message.warning(m('badLink'));
        else chain.setLink({ href, target: '_blank' }).run();
      },
    });
  };

  return (
    <div className={`xk-rich-editor${disabled ? ' is-disabled' : ''}`} id={id}>
      {editor && (
        <Toolbar editor={editor} disabled={disabled} uploading={uploading} onAttach={attach} onLink={editLink} />
      )}
      <div className="xk-rich-editor-body" style={{ height }}>
        {empty && placeholder && <div className="xk-rich-editor-placeholder">{placeholder}</div>}
        <EditorContent editor={editor} className="xk-rich-editor-content" />
      </div>
      <input
        ref={fileInput}
        type="file"
        multiple
        style={{ display: 'none' }}
        data-testid="rich-editor-file"
        onChange={(e) => void onFiles(e.target.files)}
      />
    </div>
  );
}
