import type { AppContext } from '@server/app-context.ts';
import { newId } from '@server/lib/ids.ts';
import { solvedKey } from '@server/modules/captcha/captcha.service.ts';
import { recordCourseSeconds, recordFinished } from '@server/modules/stat/analysis-rollup.ts';
import { recordStudy, safely } from '@server/modules/stat/stat-rollup.ts';
import type { Session } from '@server/plugins/auth/session-types.ts';
import { STUDY, type StudySocketMessage } from '@xuekao/contracts';
import { countRightExercises, findLastRightAnswerTime } from '../checks/exercise.queries.ts';
import type { CourseDbRow, CourseFileDbRow } from '../courses/course-access.queries.ts';
import { saveBeat, setBreakMsg } from './study.queries.ts';
import { settleCourse } from './study.service.ts';
import { COURSE_RECHECK_MS, sharedCourseRow } from './study-course-row.ts';
import {
  type BeatState,
  cameraOn,
  creditBeat,
  type Due,
  faceIntervalSec,
  nextExerciseAt,
  parseStudyInput,
} from './study-rules.ts';

/**
 * The learner's study claim counter, across processes: each new socket takes the next number and the
 * highest number studies. A number decides even when two sockets' claims land out of order (two tabs opened
 * within milliseconds on two processes): the last id written would stop both or neither.
 */
export const claimKey = (userId: string) => `study:claim:${userId}`;
/** When the learner's last study photo passed (ms), set by `/api/course/face/save`. */
export const facePassKey = (userId: string, courseId: string) => `study:face:${userId}:${courseId}`;

/** The counter lives a day past the last heartbeat that read it (sliding): it never resets under a socket. */
const CLAIM_TTL_SEC = 86_400;
/** Extra time past the reading check's 30 s grace before the server ends study (late heartbeats). */
const CHECK_SLACK_MS = 15_000;

export const STOP_TEXTS = {
  replaced: '您已在其他页面开始学习，本页面学习已停止！',
  closed: '课程已结束或已关闭，学习已停止！',
  checkMissed: '阅读检查超时，学习已中断！',
} as const;

/**
 * One open study socket: reads heartbeats in order, credits what the rules allow (study-rules.ts), stores
 * each heartbeat before answering it, and stops itself when study must end.
 */
export class StudyConn {
  readonly id = newId();
  readonly userId: string;
  readonly courseId: string;
  private readonly deptCode: string;
  private beat: BeatState;
  private hidden = false;
  private stopped = false;
  private checkBaseAt: number;
  private faceBaseAt: number;
  private courseCheckedAt: number;
  /** This socket's claim number (0 until claimed). */
  private claimNo = 0;
  private rightCount: number | null = null;
  /** Credited seconds at which the next exercise is due (credit stops there until it is answered right). */
  private exerciseAt: number | null = null;
  /** What the last answer said was due: the time until it was satisfied is not credited. */
  private waitingFor: Due = '';
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly app: AppContext,
    session: Session,
    private course: CourseDbRow,
    private readonly file: CourseFileDbRow,
    learn: { learnSec: number; lastPos: number },
    /** `alive`: false when the socket's session is gone (the socket is then closed): nothing more is credited. */
    private readonly out: { send(m: StudySocketMessage): void; close(): void; alive(): Promise<boolean> },
    now = Date.now(),
  ) {
    this.userId = session.userId;
    this.courseId = course.id;
    this.deptCode = session.deptCode;
    this.beat = { lastBeatAt: now, lastPos: learn.lastPos, learnSec: learn.learnSec, frac: 0 };
    this.checkBaseAt = now;
    this.faceBaseAt = now;
    this.courseCheckedAt = now;
  }

  /** Claims the learner's study: answers this socket's claim number (the caller tells the other sockets). */
  async claim(): Promise<number> {
    this.claimNo = await this.app.kv.incrBy(claimKey(this.userId), 1, CLAIM_TTL_SEC);
    return this.claimNo;
  }

  /** Whether a claim numbered `no` supersedes this socket's (one still claiming finds out at its next beat). */
  claimedBefore(no: number): boolean {
    return this.claimNo > 0 && this.claimNo < no;
  }

  /** Queues a text frame; frames are handled one at a time, in order. */
  handle(text: string): void {
    this.queue = this.queue
      .then(() => this.onText(text))
      .catch((err) => this.app.log.error({ err, userId: this.userId }, 'study heartbeat failed'));
  }

  /** The message sent on connect: where the file stands. */
  status(): StudySocketMessage {
    return this.message({});
  }

  /** Ends study on this socket with a message; `asBreak` also records it as the course's break reason. */
  async stop(msg: string, asBreak = false): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    try {
      // the break reason is stored before the learner is told: a page reloaded on the message finds it
      if (asBreak) await setBreakMsg(this.app.db, this.userId, this.courseId, msg);
    } finally {
      this.out.send(this.message({ stopped: true, stopMsg: msg }));
      setTimeout(() => this.out.close(), 200).unref();
    }
  }

  /** The session ended: nothing more is handled or credited, from now on (the socket is being closed). */
  halt(): void {
    this.stopped = true;
  }

  /** The socket closed: nothing more is handled (the claim counter stays: the next socket counts on). */
  release(): void {
    this.stopped = true;
  }

  private message(m: Partial<StudySocketMessage>): StudySocketMessage {
    return { stopped: false, stopMsg: '', all: false, current: false, learnSec: this.beat.learnSec, due: '', ...m };
  }

  private async onText(text: string): Promise<void> {
    if (this.stopped || !(await this.out.alive())) return;
    const input = parseStudyInput(text);
    if (!input) return;
    const now = Date.now();
    if (input.kind === 'visible') {
      this.hidden = false;
      this.beat.lastBeatAt = now;
      return;
    }
    if (input.kind === 'check') {
      await this.passCheck(now);
      return;
    }
    if (!(await this.stillOwner()) || !(await this.courseStillOpen(now))) return;
    const due = await this.dueNow(now);
    if (
      due === 'check' &&
      now - this.checkBaseAt >= this.checkPeriodMs() + STUDY.CHECK_GRACE_SEC * 1000 + CHECK_SLACK_MS
    ) {
      await this.stop(STOP_TEXTS.checkMissed, true);
      return;
    }
    if (this.waitingFor !== '' && due === '') {
      // satisfied since the last heartbeat: credit only the time after that
      this.beat.lastBeatAt = Math.min(
        now,
        Math.max(this.beat.lastBeatAt, await this.satisfiedAt(this.waitingFor, now)),
      );
    }
    const beatInput = input.kind === 'hidden' ? ({ kind: 'ping' } as const) : input;
    const room = this.exerciseAt === null ? this.file.needLearn : Math.min(this.file.needLearn, this.exerciseAt);
    const r = creditBeat(
      this.beat,
      beatInput,
      { ...this.file, needLearn: room },
      { drag: this.course.videoDrag, rate: this.course.tripleSpeed ? 2 : 1, blocked: this.hidden || due !== '' },
      now,
    );
    const moved = r.pos !== this.beat.lastPos;
    this.beat = { ...this.beat, lastBeatAt: now, lastPos: r.pos, frac: r.frac };
    if (input.kind === 'hidden') this.hidden = true;
    let current = false;
    let all = false;
    if (r.credit > 0 || moved) {
      const before = this.beat.learnSec;
      const saved = await saveBeat(this.app.db, {
        userId: this.userId,
        courseId: this.courseId,
        fileId: this.file.id,
        credit: r.credit,
        pos: r.pos,
        needLearn: this.file.needLearn,
      });
      this.beat.learnSec = saved.learnSec;
      current = saved.finishedNow;
      const credited = Math.min(Math.trunc(r.credit), Math.max(0, saved.learnSec - before));
      if (credited > 0 || current) {
        const user = { id: this.userId, deptCode: this.deptCode };
        await safely(this.app, recordStudy(this.app, user, { learnSec: credited, finishedFile: current }));
      }
      recordCourseSeconds(this.app, { courseId: this.courseId, deptCode: this.deptCode }, r.credit);
      if (current) {
        const k = { userId: this.userId, deptCode: this.deptCode, courseId: this.courseId, fileId: this.file.id };
        await safely(this.app, recordFinished(this.app, k));
      }
      if (current) all = await settleCourse(this.app, this.userId, this.course);
    }
    const next = current ? '' : await this.dueNow(now);
    this.waitingFor = next;
    this.out.send(this.message({ current, all, due: next }));
  }

  /** When a due check was satisfied (ms): the right answer, the passing photo, the solved reading check. */
  private async satisfiedAt(due: Due, now: number): Promise<number> {
    if (due === 'face') return this.faceBaseAt;
    if (due === 'check') return this.checkBaseAt;
    if (due === 'exercise') {
      const at = await findLastRightAnswerTime(this.app.db, {
        userId: this.userId,
        courseId: this.courseId,
        fileId: this.file.id,
      });
      return at ? at.getTime() : now;
    }
    return this.beat.lastBeatAt;
  }

  /**
   * False (and stopped) when a later socket claimed the learner's study. The read also slides the counter's
   * expiry; a counter lost under this socket (Redis emptied) is raised back to this socket's number.
   */
  private async stillOwner(): Promise<boolean> {
    const key = claimKey(this.userId);
    const top = await this.app.kv.incrBy(key, 0, CLAIM_TTL_SEC);
    if (top > this.claimNo) {
      await this.stop(STOP_TEXTS.replaced);
      return false;
    }
    if (top < this.claimNo) await this.app.kv.incrBy(key, this.claimNo - top, CLAIM_TTL_SEC);
    return true;
  }

  /**
   * Every COURSE_RECHECK_MS: the course must still be open and in time. The row comes from a cache shared
   * by the process's sockets (one query per course and period, not one per socket: 10,000 sockets of one
   * course re-checking at once made a burst of seconds in bench/study-storm). The learner's range was
   * checked at connection; a range change takes effect at the next connection.
   */
  private async courseStillOpen(now: number): Promise<boolean> {
    if (now - this.courseCheckedAt < COURSE_RECHECK_MS) return true;
    this.courseCheckedAt = now;
    let fresh: CourseDbRow | undefined;
    try {
      fresh = await sharedCourseRow(this.app, this.courseId, now);
    } catch (err) {
      this.app.log.warn({ err, courseId: this.courseId }, 'course re-check failed; study goes on');
      return true;
    }
    if (fresh?.state !== 0 || fresh.startTime.getTime() > now || fresh.endTime.getTime() <= now) {
      await this.stop(STOP_TEXTS.closed);
      return false;
    }
    this.course = fresh;
    return true;
  }

  private checkPeriodMs(): number {
    return this.course.checkSec * 60_000;
  }

  /** `check`: a captcha solved since the reading check came due (or within a minute before) resets it. */
  private async passCheck(now: number): Promise<void> {
    if (!this.course.checkOn || this.course.checkSec <= 0) return;
    const solvedAt = Number((await this.app.kv.get(solvedKey(this.userId))) ?? 0);
    if (solvedAt && solvedAt >= this.checkBaseAt + this.checkPeriodMs() - 60_000) {
      await this.app.kv.del(solvedKey(this.userId));
      this.checkBaseAt = now;
      this.beat.lastBeatAt = now;
    }
  }

  /** What must happen before more time is credited (docs/COURSES.md). */
  private async dueNow(now: number): Promise<Due> {
    const c = this.course;
    if (c.checkOn && c.checkSec > 0 && now - this.checkBaseAt >= this.checkPeriodMs()) return 'check';
    if (cameraOn(c)) {
      const interval = faceIntervalSec(c, this.file.needLearn) * 1000;
      if (now - this.faceBaseAt >= interval) {
        const passedAt = Number((await this.app.kv.get(facePassKey(this.userId, this.courseId))) ?? 0);
        if (passedAt > this.faceBaseAt) this.faceBaseAt = passedAt;
        if (now - this.faceBaseAt >= interval) return 'face';
      }
    }
    if (c.exercises && c.exercisesCount > 0 && this.file.repoIds.length) {
      const key = { userId: this.userId, courseId: this.courseId, fileId: this.file.id };
      this.rightCount ??= await countRightExercises(this.app.db, key);
      let at = nextExerciseAt(c.exercisesCount, this.rightCount, this.file.needLearn);
      if (at !== null && this.beat.learnSec >= at) {
        this.rightCount = await countRightExercises(this.app.db, key);
        at = nextExerciseAt(c.exercisesCount, this.rightCount, this.file.needLearn);
      }
      this.exerciseAt = at;
      if (at !== null && this.beat.learnSec >= at) return 'exercise';
    }
    return '';
  }
}
