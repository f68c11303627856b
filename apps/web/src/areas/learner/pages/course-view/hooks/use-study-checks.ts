import { useQuery } from '@tanstack/react-query';
import { call } from '@web/api/request';
import { type CourseDetail, type CourseFileEntry, endpoints } from '@xuekao/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { StudyDue } from './use-study-socket';
import { exerciseIntervalSec, faceIntervalSec, useStudyTimer } from './use-study-timer';

/** True while the page is shown (the check timers stand still in a hidden tab, as study credit does). */
function useDocumentVisible(): boolean {
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  );
  useEffect(() => {
    const on = () => setVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', on);
    return () => document.removeEventListener('visibilitychange', on);
  }, []);
  return visible;
}

export interface StudyChecksOptions {
  course: CourseDetail | undefined;
  file: CourseFileEntry | undefined;
  /** Study was broken off: no more checks. */
  broken: boolean;
}

/**
 * When the study camera, the reading check and the in-course exercise open (spec §4, §9): each on its own
 * study-time period (counted while the page is shown and no dialog is open), and at once when the study
 * socket says it is `due`. `blocked` pauses the player while one is open.
 */
export function useStudyChecks({ course, file, broken }: StudyChecksOptions) {
  const [faceOpen, setFaceOpen] = useState(false);
  const [checkOpen, setCheckOpen] = useState(false);
  const [exerciseOpen, setExerciseOpen] = useState(false);
  const [faceCount, setFaceCount] = useState(0);
  const visible = useDocumentVisible();
  const blocked = faceOpen || checkOpen || exerciseOpen;
  const running = Boolean(course && file) && !broken && !blocked && visible;
  const courseId = course?.id ?? '';
  const fileId = file?.fileId ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file starts its own checks
  useEffect(() => {
    setFaceCount(0);
    setFaceOpen(false);
    setExerciseOpen(false);
  }, [fileId]);

  // study camera: faceCam compares faceInterval photos per file; uploadPhoto alone sends one every faceIntervalTime minutes
  const faceOn = Boolean(course && (course.faceCam || course.uploadPhoto));
  const faceLeft = !course?.faceCam || course.faceInterval <= 0 || faceCount < course.faceInterval;
  const face = useStudyTimer({
    running: running && faceOn && faceLeft,
    periodSec: course && file ? faceIntervalSec(course, file.needLearn) : 0,
    onDue: () => setFaceOpen(true),
  });

  const check = useStudyTimer({
    running: running && Boolean(course?.checkOn),
    periodSec: course?.checkOn ? Math.max(0, course.checkSec) * 60 : 0,
    onDue: () => setCheckOpen(true),
  });

  const exercisesOn = Boolean(course?.exercises && file && file.exercisesIdList.length > 0);
  const remain = useQuery({
    queryKey: ['course', 'exercise-remain', courseId, fileId],
    queryFn: () => call(endpoints.course.remain, { courseId, fileId }, { silent: true }),
    enabled: exercisesOn && !broken,
    staleTime: 0,
  });
  const exercise = useStudyTimer({
    running: running && exercisesOn && (remain.data ?? 0) > 0,
    periodSec: file ? exerciseIntervalSec(file.needLearn - file.learnSec, remain.data ?? 0) : 0,
    onDue: () => setExerciseOpen(true),
  });

  /** The socket says what the server waits for: open its dialog unless it is open already. */
  const onDue = useCallback(
    (due: StudyDue) => {
      if (broken) return;
      if (due === 'face') setFaceOpen(true);
      else if (due === 'check') setCheckOpen(true);
      else if (due === 'exercise') setExerciseOpen(true);
    },
    [broken],
  );

  const facePassed = useCallback(() => {
    setFaceOpen(false);
    setFaceCount((n) => n + 1);
    face.reset();
  }, [face]);
  const checkPassed = useCallback(() => {
    setCheckOpen(false);
    check.reset();
  }, [check]);
  const exerciseDone = useCallback(() => {
    setExerciseOpen(false);
    exercise.reset();
    void remain.refetch();
  }, [exercise, remain]);

  // One dialog at a time (camera, then reading check, then exercise): one that falls due while another is
  // open (the socket's `due`, or two periods ending together) waits and opens when that one closes.
  return {
    blocked,
    faceOpen: faceOpen && !broken,
    checkOpen: checkOpen && !faceOpen && !broken,
    exerciseOpen: exerciseOpen && !faceOpen && !checkOpen && !broken,
    onDue,
    facePassed,
    checkPassed,
    exerciseDone,
  };
}
