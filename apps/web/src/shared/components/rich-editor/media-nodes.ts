import { mergeAttributes, Node } from '@tiptap/core';

function mediaNode(name: 'video' | 'audio') {
  return Node.create({
    name,
    group: 'block',
    atom: true,
    draggable: true,
    addAttributes() {
      return { src: { default: null } };
    },
    parseHTML() {
      return [
        { tag: `${name}[src]` },
        // <video><source src></video> as other editors write it
        {
          tag: name,
          getAttrs: (el) => {
            const src = (el as HTMLElement).querySelector('source')?.getAttribute('src');
            return src ? { src } : false;
          },
        },
      ];
    },
    renderHTML({ HTMLAttributes }) {
      return [name, mergeAttributes(HTMLAttributes, { controls: 'controls' })];
    },
  });
}

/** `<video controls src>`: a block the editor inserts for an uploaded .mp4. */
export const Video = mediaNode('video');
/** `<audio controls src>`: a block the editor inserts for an uploaded .mp3/.wav/.ogg. */
export const Audio = mediaNode('audio');
