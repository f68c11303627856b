import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { ShortAnswerEditor } from './short-answer-editor';

const TEXT = '口述如下\n[录音] /upload/2026/11/25/record.wav';

describe('ShortAnswerEditor', () => {
  it('read-only (result page): the text and a player, no recorder', () => {
    render(
      <App>
        <ShortAnswerEditor text={TEXT} disabled onChange={() => undefined} />
      </App>,
    );
    expect((screen.getByPlaceholderText('请输入答案') as HTMLTextAreaElement).value).toBe('口述如下');
    expect(screen.getByTestId('answer-recording').getAttribute('src')).toBe('/upload/2026/11/25/record.wav');
    expect(screen.queryByTestId('audio-recorder')).toBeNull();
  });

  it('typing keeps the recordings; 删除录音 removes one', () => {
    const onChange = vi.fn();
    render(
      <App>
        <ShortAnswerEditor text={TEXT} onChange={onChange} />
      </App>,
    );
    expect(screen.getByTestId('audio-recorder')).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('请输入答案'), { target: { value: '新的文字' } });
    expect(onChange).toHaveBeenLastCalledWith('新的文字\n[录音] /upload/2026/11/25/record.wav');
    fireEvent.click(screen.getByRole('button', { name: '删除录音' }));
    expect(onChange).toHaveBeenLastCalledWith('口述如下');
  });
});
