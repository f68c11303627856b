import { render, screen } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { MarkQuCard } from './mark-qu-card';

describe('marking a short answer', () => {
  it('lets staff hear the recording when marking', () => {
    render(
      <App>
        <MarkQuCard
          qu={{
            quId: 'q1',
            subId: '',
            sort: 3,
            content: '<p>请口述答案</p>',
            analysis: '',
            maxScore: 10,
            answerText: '见录音\n[录音] /upload/2026/11/25/record.wav',
            markedScore: null,
            remark: '',
          }}
          index={0}
          draft={{ score: null, remark: '' }}
          saving={false}
          onDraft={() => undefined}
          onSave={() => undefined}
        />
      </App>,
    );
    expect(screen.getByText('见录音')).toBeTruthy();
    expect(screen.getByTestId('answer-recording').getAttribute('src')).toBe('/upload/2026/11/25/record.wav');
    expect(screen.queryByText(/\[录音\]/)).toBeNull();
  });
});
