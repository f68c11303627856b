import {
  AudioOutlined,
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PaperClipOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import type { UploadKind } from '@xuekao/contracts';
import { Button, Divider, Select, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { m } from '../admin-widgets/messages';

const headings = () => [
  { value: 0, label: m('paragraph') },
  ...[1, 2, 3, 4].map((n) => ({ value: n, label: m('headingN', { n }) })),
];

const ATTACH_ICONS: Record<UploadKind, ReactNode> = {
  image: <PictureOutlined />,
  video: <VideoCameraOutlined />,
  audio: <AudioOutlined />,
  file: <PaperClipOutlined />,
};
const ATTACH_TITLES = {
  image: 'insertImage',
  video: 'insertVideo',
  audio: 'insertAudio',
  file: 'insertFile',
} as const satisfies Record<UploadKind, string>;

interface ToolProps {
  title: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
}

function Tool({ title, icon, active, disabled, onClick }: ToolProps) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.6}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={false}
        icon={icon}
        aria-label={title}
        aria-pressed={active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export interface ToolbarProps {
  editor: Editor;
  disabled?: boolean;
  uploading: UploadKind | null;
  onAttach: (kind: UploadKind) => void;
  onLink: () => void;
}

/** Formatting buttons, headings, lists, quote, code, link, undo/redo and the four attachment buttons. */
export function Toolbar({ editor, disabled, uploading, onAttach, onLink }: ToolbarProps) {
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      heading: ([1, 2, 3, 4] as const).find((level) => e.isActive('heading', { level })) ?? 0,
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const off = disabled || uploading !== null;
  return (
    <div className="xk-rich-editor-toolbar" role="toolbar" aria-label={m('toolbar')}>
      <Select
        size="small"
        value={s.heading}
        options={headings()}
        style={{ width: 88 }}
        disabled={disabled}
        onChange={(level) =>
          level === 0
            ? chain().setParagraph().run()
            : chain()
                .toggleHeading({ level: level as 1 | 2 | 3 | 4 })
                .run()
        }
      />
      <Tool
        title={m('bold')}
        icon={<BoldOutlined />}
        active={s.bold}
        disabled={disabled}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        title={m('italic')}
        icon={<ItalicOutlined />}
        active={s.italic}
        disabled={disabled}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        title={m('underline')}
        icon={<UnderlineOutlined />}
        active={s.underline}
        disabled={disabled}
        onClick={() => chain().toggleUnderline().run()}
      />
      <Tool
        title={m('strike')}
        icon={<StrikethroughOutlined />}
        active={s.strike}
        disabled={disabled}
        onClick={() => chain().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      <Tool
        title={m('bulletList')}
        icon={<UnorderedListOutlined />}
        active={s.bullet}
        disabled={disabled}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        title={m('orderedList')}
        icon={<OrderedListOutlined />}
        active={s.ordered}
        disabled={disabled}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        title={m('quote')}
        icon={<span className="xk-rich-editor-glyph">❝</span>}
        active={s.quote}
        disabled={disabled}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Tool
        title={m('codeBlock')}
        icon={<CodeOutlined />}
        active={s.codeBlock}
        disabled={disabled}
        onClick={() => chain().toggleCodeBlock().run()}
      />
      <Tool title={m('link')} icon={<LinkOutlined />} active={s.link} disabled={disabled} onClick={onLink} />
      <Divider orientation="vertical" />
      {(['image', 'video', 'audio', 'file'] as const).map((kind) => (
        <Tool
          key={kind}
          title={m(ATTACH_TITLES[kind])}
          icon={ATTACH_ICONS[kind]}
          active={uploading === kind}
          disabled={off}
          onClick={() => onAttach(kind)}
        />
      ))}
      <Divider orientation="vertical" />
      <Tool
        title={m('undo')}
        icon={<UndoOutlined />}
        disabled={disabled || !s.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        title={m('redo')}
        icon={<RedoOutlined />}
        disabled={disabled || !s.canRedo}
        onClick={() => chain().redo().run()}
      />
    </div>
  );
}
