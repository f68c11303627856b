import { fireEvent, screen } from '@testing-library/react';
import { AudioRecorder } from '@web/shared/components/audio-recorder';
import { BindMobileDialog } from '@web/shared/components/bind-mobile-dialog';
import { GridPager } from '@web/shared/components/grid-pager';
import { MinutesSecondsInput } from '@web/shared/components/minutes-seconds-input';
import { UPLOAD_TEXTS } from '@web/shared/components/upload';
import { ExamApplyDialog } from '@web/shared/exam/exam-apply-dialog';
import { examTexts } from '@web/shared/exam/exam-texts';
import { ExamTimer } from '@web/shared/exam/exam-timer';
import { FullscreenGuard } from '@web/shared/exam/fullscreen-guard';
import { mockFetch, renderPage } from '@web/test/page-harness';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_KEY } from './core';
import './load-english';

/** The shared widgets learners meet (shared/components, shared/exam) in en-US: no Chinese character left. */
const chineseIn = () => [...new Set(document.body.textContent?.match(/[^\s]*[\u4e00-\u9fff]+[^\s]*/g) ?? [])];

beforeAll(() => localStorage.setItem(LOCALE_KEY, 'en-US'));
afterAll(() => localStorage.removeItem(LOCALE_KEY));

describe('shared widgets in en-US', { timeout: 30_000 }, () => {
  it('translates the texts objects other modules read', () => {
    expect(examTexts.noFace).toBe('No face found, please put your face in the middle of the camera!');
    expect(examTexts.leaveNotice(3)).toContain('after 3 times');
    expect(UPLOAD_TEXTS.badType('.png,.jpg')).toBe('Only png/jpg files can be uploaded!');
    expect(UPLOAD_TEXTS.tooLarge(2048)).toBe('The file cannot be larger than 2 MB!');
  });

  it('renders the pager, recorder, timer, duration input and full-screen mask in English', async () => {
    mockFetch({ '*': null });
    renderPage(
      <div>
        <GridPager current={1} pageSize={8} total={30} onChange={() => {}} />
        <AudioRecorder onSaved={() => {}} />
        <ExamTimer leftSeconds={600} onTimeout={() => {}} />
        <MinutesSecondsInput value={90} onChange={() => {}} />
        <FullscreenGuard enabled>
          <span>paper</span>
        </FullscreenGuard>
      </div>,
    );
    expect(screen.getByText('30 in total')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Start recording/ })).toBeTruthy();
    expect(screen.getByTestId('exam-timer').textContent).toContain('Time left');
    expect(chineseIn()).toEqual([]);
  });

  it('renders the apply and bind-mobile dialogs in English, their rule messages too', async () => {
    mockFetch({ '*': null });
    renderPage(
      <div>
        <ExamApplyDialog examId="e1" open onClose={() => {}} />
        <BindMobileDialog open mode="bind" onClose={() => {}} onDone={() => {}} />
      </div>,
    );
    expect(await screen.findByText('Apply for the exam')).toBeTruthy();
    expect(screen.getByText('Bind mobile')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The reason cannot be empty!')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(await screen.findByText('Mobile number cannot be empty')).toBeTruthy();
    expect(chineseIn()).toEqual([]);
  });
});
