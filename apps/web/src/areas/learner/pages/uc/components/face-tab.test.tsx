import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FaceTab } from './face-tab';

const SIGNED = '/upload/face/2026/01/02/0123456789abcdef0123456789abcdef.png?exp=1800000000&sig=abc';
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, msg: '操作成功！', data, success: true }), {
    headers: { 'Content-Type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (String(url).endsWith('/common/file/upload')) return ok({ url: SIGNED, name: 'me.png', size: 9, files: [] });
    if (String(url).endsWith('/sys/user/info')) return ok({ face: SIGNED });
    return ok(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('人脸照片', { timeout: 20_000 }, () => {
  it('uploads the photo as a private face photo (biz=face) and saves the signed address it got back', async () => {
    const { container } = render(
      <App>
        <FaceTab face="" />
      </App>,
    );
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/update-face'))).toBe(true));
    const [, uploadInit] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/common/file/upload')) ?? [];
    const form = uploadInit?.body as FormData;
    expect([...form.keys()]).toEqual(['biz', 'file']);
    expect(form.get('biz')).toBe('face');
    const [, saveInit] = fetchMock.mock.calls.find(([u]) => String(u).endsWith('/update-face')) ?? [];
    expect(JSON.parse(String(saveInit?.body))).toEqual({ face: SIGNED });
    expect(await screen.findByText('人脸照片已保存！')).toBeTruthy();
  });
});
