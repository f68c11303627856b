export { ATTACHMENT_KINDS, checkAttachments, insertAttachments } from './attachments';
export { Audio, Video } from './media-nodes';
export { RICH_EDITOR_HEIGHT, RichEditor, type RichEditorProps } from './rich-editor';
