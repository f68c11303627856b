import { type CourseFile, ErrorCode } from '@xuekao/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app.ts';
import { loginAdmin } from '../../../../test/factories.ts';
import { oggOf, pdfOf, vbrMp3Of } from '../../../../test/media-helpers.ts';
import { uploadAs } from '../../../../test/upload-helpers.ts';

/** Saving courseware reads the stored upload by its path (media-probe.ts); what it finds, or does not. */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await loginAdmin(t)).token;
});
afterAll(() => t.close());

const save = (body: Record<string, unknown>) => t.post<{ id: string }>('/api/course/file/save', body, admin);
const detail = (id: string) => t.post<CourseFile>('/api/course/file/detail', { id }, admin);

async function upload(name: string, content: Buffer): Promise<string> {
  const res = await uploadAs(t, admin, [{ name, content }]);
  expect(res.code, res.msg).toBe(0);
  return res.data.url;
}

describe('the stored upload of a courseware file', () => {
  it('reads a variable-bitrate MP3, an Ogg stream and a PDF 1.5 kept in object streams', async () => {
    const cases: Array<[string, number, Buffer, Partial<CourseFile>]> = [
      ['vbr.mp3', 2, vbrMp3Of(75), { duration: 75, needLearn: 75 }],
      ['talk.ogg', 2, oggOf(12), { duration: 12, needLearn: 12 }],
      ['modern.pdf', 3, pdfOf(9, { objStm: true }), { pages: 9, duration: 0 }],
    ];
    for (const [name, fileType, content, read] of cases) {
      const url = await upload(name, content);
      const res = await save({ title: name, fileType, fileUrl: url, needLearn: fileType === 3 ? 60 : 0 });
      expect(res.code, res.msg).toBe(0);
      expect((await detail(res.data.id)).data, name).toMatchObject({ ...read, fileSize: content.length });
    }
  });

  it('whose content is not readable media has duration and pages 0 and needs a study time, as before', async () => {
    const cases: Array<[string, number, Buffer]> = [
      ['junk.mp4', 1, Buffer.from('\0\0\0\x10ftypjunk and more junk', 'latin1')],
      ['junk.mp3', 2, Buffer.concat([Buffer.from('ID3\x03\0\0\0\0\0\x0a', 'latin1'), Buffer.alloc(4000, 7)])],
      ['junk.wav', 2, Buffer.from('RIFF\0\0\0\0WAVEjunk', 'latin1')],
      ['junk.ogg', 2, Buffer.from('OggS and then no page at all')],
      ['junk.pdf', 3, Buffer.from('%PDF-1.7\nnothing of a document follows')],
    ];
    for (const [name, fileType, content] of cases) {
      const url = await upload(name, content);
      const refused = await save({ title: name, fileType, fileUrl: url });
      expect(refused, name).toMatchObject({ code: ErrorCode.FAIL, msg: '请设置学习时长！', success: false });
      const res = await save({ title: name, fileType, fileUrl: url, needLearn: 30 });
      expect(res.code, res.msg).toBe(0);
      expect((await detail(res.data.id)).data, name).toMatchObject({
        duration: 0,
        pages: 0,
        needLearn: 30,
        fileSize: content.length,
      });
    }
  });
});
