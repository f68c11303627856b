import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { checkAttachments, insertAttachments } from './attachments';
import { Audio, Video } from './media-nodes';

describe('checkAttachments', () => {
  const f = (name: string, size = 10) => ({ name, size });
  it('takes up to 100 files of the button kind within its cap', () => {
    expect(checkAttachments([f('a.png'), f('b.JPG'), f('c.gif'), f('d.jpeg')], 'image')).toBeNull();
    expect(
      checkAttachments(
        Array.from({ length: 100 }, (_, i) => f(`${i}.pdf`)),
        'file',
      ),
    ).toBeNull();
    expect(
      checkAttachments(
        Array.from({ length: 101 }, (_, i) => f(`${i}.pdf`)),
        'file',
      ),
    ).toBe('每次只能上传 100 个文件');
  });

  it('names the allowed types and the size cap', () => {
    expect(checkAttachments([f('a.webm')], 'video')).toBe('只能上传 mp4 格式的视频！');
    expect(checkAttachments([f('a.mp3'), f('b.flac')], 'audio')).toBe('只能上传 mp3/wav/ogg 格式的音频！');
    expect(checkAttachments([f('x.exe')], 'file')).toBe(
      '只能上传 rar/zip/psd/pdf/xls/xlsx/doc/docx/ppt/pptx 格式的文件！',
    );
    expect(checkAttachments([f('big.png', 11 * 1024 * 1024)], 'image')).toBe('图片“big.png”大小不能超过 10 MB！');
  });
});

describe('insertAttachments', () => {
  it('inserts <img>, <video controls>, <audio controls> and links, and reads them back', () => {
    const editor = new Editor({ extensions: [StarterKit, Image, Video, Audio], content: '<p>开头</p>' });
    insertAttachments(editor, [
      { url: '/upload/1.png', name: '图.png', size: 1 },
      { url: '/upload/2.mp4', name: '课.mp4', size: 1 },
      { url: '/upload/3.mp3', name: '音.mp3', size: 1 },
      { url: '/upload/4.pdf', name: '讲义.pdf', size: 1 },
    ]);
    const html = editor.getHTML();
    expect(html).toContain('<img src="/upload/1.png" alt="图.png">');
    expect(html).toContain('<video src="/upload/2.mp4" controls="controls"></video>');
    expect(html).toContain('<audio src="/upload/3.mp3" controls="controls"></audio>');
    expect(html).toMatch(/<a target="_blank"[^>]* href="\/upload\/4\.pdf">讲义\.pdf<\/a>/);
    const again = new Editor({ extensions: [StarterKit, Image, Video, Audio], content: html });
    expect(again.getHTML()).toBe(html);
    const source = new Editor({
      extensions: [StarterKit, Image, Video, Audio],
      content: '<video controls><source src="/v.mp4"></video>',
    });
    expect(source.getHTML()).toContain('<video src="/v.mp4" controls="controls"></video>');
    editor.destroy();
    again.destroy();
    source.destroy();
  });
});
