import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { CourseDetail, CourseFileEntry } from '@xuekao/contracts';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useStudyChecks } from './use-study-checks';

/** A course whose checks open only when the study socket says they are due (no periods of their own). */
const course = {
  id: 'c1',
  faceCam: false,
  uploadPhoto: false,
  faceInterval: 0,
  checkOn: false,
  checkSec: 0,
  exercises: false,
} as unknown as CourseDetail;
const file = { fileId: 'f1', needLearn: 600, learnSec: 0, exercisesIdList: [] } as unknown as CourseFileEntry;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('useStudyChecks', () => {
  it('shows one dialog at a time: one due while another is open waits for it to close', () => {
    const { result } = renderHook(() => useStudyChecks({ course, file, broken: false }), { wrapper });
    const open = () => [result.current.faceOpen, result.current.checkOpen, result.current.exerciseOpen];
    act(() => result.current.onDue('check'));
    expect(open()).toEqual([false, true, false]);
    act(() => result.current.onDue('exercise'));
    act(() => result.current.onDue('face'));
    expect(open()).toEqual([true, false, false]); // the camera first
    expect(result.current.blocked).toBe(true);
    act(() => result.current.facePassed());
    expect(open()).toEqual([false, true, false]);
    act(() => result.current.checkPassed());
    expect(open()).toEqual([false, false, true]);
    act(() => result.current.exerciseDone());
    expect(open()).toEqual([false, false, false]);
    expect(result.current.blocked).toBe(false);
  });

  it('opens nothing once study was broken off', () => {
    const { result } = renderHook(() => useStudyChecks({ course, file, broken: true }), { wrapper });
    act(() => result.current.onDue('check'));
    expect([result.current.faceOpen, result.current.checkOpen, result.current.exerciseOpen]).toEqual([
      false,
      false,
      false,
    ]);
  });
});
