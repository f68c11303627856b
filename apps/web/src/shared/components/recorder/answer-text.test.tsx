import { render, screen } from '@testing-library/react';
import { forgetUploadProvider } from '@web/api/file';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSiteUploadUrl, joinAnswer, splitAnswer } from './answer-audio';
import { AnswerText } from './answer-text';

const ORIGIN = window.location.origin;

describe('voice answers stored with a short answer', () => {
  it('accepts only this site upload addresses as recordings', () => {
    expect(isSiteUploadUrl('/upload/2026/11/25/abc.wav')).toBe(true);
    expect(isSiteUploadUrl(`${ORIGIN}/upload/a/b.wav`)).toBe(true);
    expect(isSiteUploadUrl('https://evil.example/upload/a.wav')).toBe(false);
    expect(isSiteUploadUrl('//evil.example/upload/a.wav')).toBe(false);
    expect(isSiteUploadUrl('javascript:alert(1)')).toBe(false);
    expect(isSiteUploadUrl('/upload/../api/x')).toBe(false);
    expect(isSiteUploadUrl('/api/sys/user/paging')).toBe(false);
  });

  it('with a cloud provider, accepts addresses under the bases the server names, and nothing else', () => {
    const bases = ['/upload/', 'https://xk-oss.oss-cn-hangzhou.aliyuncs.com/', 'https://cdn.example.com/media/'];
    expect(isSiteUploadUrl('https://xk-oss.oss-cn-hangzhou.aliyuncs.com/2026/11/25/1.wav', bases)).toBe(true);
    expect(isSiteUploadUrl('https://cdn.example.com/media/2026/11/25/1.wav', bases)).toBe(true);
    expect(isSiteUploadUrl('/upload/2026/11/25/1.wav', bases)).toBe(true);
    // Not under a base: another host, another path of the CDN, a look-alike host, escapes, queries.
    expect(isSiteUploadUrl('https://evil.example/2026/11/25/1.wav', bases)).toBe(false);
    expect(isSiteUploadUrl('https://cdn.example.com/other/1.wav', bases)).toBe(false);
    expect(isSiteUploadUrl('https://cdn.example.com/mediax/1.wav', bases)).toBe(false);
    expect(isSiteUploadUrl('https://xk-oss.oss-cn-hangzhou.aliyuncs.com.evil.example/1.wav', bases)).toBe(false);
    expect(isSiteUploadUrl('https://cdn.example.com/media/../x/1.wav', bases)).toBe(false);
    expect(isSiteUploadUrl('https://cdn.example.com/media/%2e%2e/x/1.wav', bases)).toBe(false);
    expect(isSiteUploadUrl('https://cdn.example.com/media/1.wav?x=1', bases)).toBe(false);
    expect(isSiteUploadUrl('http://cdn.example.com/media/1.wav', bases)).toBe(false);
    // Without the server's bases only /upload/ counts; a base of the whole site never does.
    expect(isSiteUploadUrl('https://cdn.example.com/media/1.wav')).toBe(false);
    expect(isSiteUploadUrl('/api/sys/user/paging', ['/'])).toBe(false);
  });

  it('splits and joins the typed text and the recording lines', () => {
    const text = joinAnswer('第一行\n第二行', ['/upload/a.wav', '/upload/b.wav']);
    expect(text).toBe('第一行\n第二行\n[录音] /upload/a.wav\n[录音] /upload/b.wav');
    expect(splitAnswer(text)).toEqual({ body: '第一行\n第二行', recordings: ['/upload/a.wav', '/upload/b.wav'] });
    expect(splitAnswer(joinAnswer('', ['/upload/a.wav']))).toEqual({ body: '', recordings: ['/upload/a.wav'] });
    expect(splitAnswer(joinAnswer('末尾换行\n', ['/upload/a.wav'])).body).toBe('末尾换行\n');
    // Another origin stays text.
    expect(splitAnswer('[录音] https://evil.example/x.wav')).toEqual({
      body: '[录音] https://evil.example/x.wav',
      recordings: [],
    });
  });

  it('renders players for recordings and text for the rest', () => {
    render(<AnswerText text={'我的回答\n[录音] /upload/r1.wav\n[录音] https://evil.example/x.wav'} />);
    const players = screen.getAllByTestId('answer-recording');
    expect(players).toHaveLength(1);
    expect(players[0]?.getAttribute('src')).toBe('/upload/r1.wav');
    expect(screen.getByText(/我的回答/).textContent).toContain('[录音] https://evil.example/x.wav');
  });
});

describe('AnswerText with a cloud upload provider', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the server for the upload bases and plays recordings stored at the cloud provider', async () => {
    const cloud = 'https://xk-cos-1250000000.cos.ap-guangzhou.myqcloud.com/';
    forgetUploadProvider();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ code: 0, msg: '', success: true, data: { provider: 'qcloud', bases: ['/upload/', cloud] } }),
      ),
    );
    render(<AnswerText text={`口述\n[录音] ${cloud}2026/11/25/r.wav\n[录音] https://evil.example/x.wav`} />);
    const player = await screen.findByTestId('answer-recording');
    expect(player.getAttribute('src')).toBe(`${cloud}2026/11/25/r.wav`);
    expect(screen.getAllByTestId('answer-recording')).toHaveLength(1);
    expect(screen.getByText(/口述/).textContent).toContain('[录音] https://evil.example/x.wav');
  });
});
