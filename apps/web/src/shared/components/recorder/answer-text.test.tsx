import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
