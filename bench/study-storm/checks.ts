import { Latencies, type LatencySummary, round } from '../exam-storm/stats.ts';
import type { StoredLearn } from './data.ts';
import type { StudySocket } from './fleet.ts';

/** After a clean phase: the database against the replies the client received. */
export interface CreditCheck {
  learners: number;
  /** `el_course_learn.learn_sec` equals the last reply's learnSec. */
  equal: number;
  /** The database holds less than the last reply said: an acknowledged credit was LOST. */
  behind: number;
  /** The database holds more than the last reply (a heartbeat stored whose reply never came). */
  ahead: number;
  /** No `el_course_learn` row although the socket opened. */
  noRow: number;
  /** Credit above the time the socket was open (+1 s): INVENTED. */
  invented: number;
  /** The course total (`el_course_user`) differs from the file's (one file: they must agree). */
  courseMismatch: number;
  sumDbSec: number;
  sumLastReplySec: number;
  sumOpenSec: number;
  samples: string[];
}

const sample = (list: string[], text: string) => {
  if (list.length < 5) list.push(text);
};

export function checkCredit(sockets: StudySocket[], stored: Map<string, StoredLearn>, now: number): CreditCheck {
  const r: CreditCheck = {
    learners: sockets.length,
    equal: 0,
    behind: 0,
    ahead: 0,
    noRow: 0,
    invented: 0,
    courseMismatch: 0,
    sumDbSec: 0,
    sumLastReplySec: 0,
    sumOpenSec: 0,
    samples: [],
  };
  for (const s of sockets) {
    const row = stored.get(s.userId);
    const last = s.lastAck?.learnSec ?? 0;
    const openSec = ((s.closedAt || now) - s.openAt) / 1000;
    r.sumLastReplySec += last;
    r.sumOpenSec += openSec;
    if (!row) {
      r.noRow++;
      sample(r.samples, `${s.userId}: no el_course_learn row`);
      continue;
    }
    r.sumDbSec += row.fileSec;
    if (row.fileSec === last) r.equal++;
    else if (row.fileSec < last) {
      r.behind++;
      sample(r.samples, `${s.userId}: database ${row.fileSec} s < last reply ${last} s`);
    } else r.ahead++;
    if (row.fileSec > openSec + 1) {
      r.invented++;
      sample(r.samples, `${s.userId}: ${row.fileSec} s credited, socket open ${round(openSec)} s`);
    }
    if (row.courseSec !== row.fileSec) r.courseMismatch++;
  }
  r.sumOpenSec = Math.round(r.sumOpenSec);
  return r;
}

/** After kill -9: the database against the last acknowledged reply of each learner. */
export interface DurabilityCheck {
  learners: number;
  /** Learners with at least one acknowledged heartbeat before the kill. */
  acked: number;
  /** Pings sent whose reply had not come when the server died (outcome unknown). */
  unansweredAtKill: number;
  /** Database >= last acknowledged learnSec. */
  kept: number;
  /** Of those, the database holds more (a heartbeat stored, its reply lost with the server). */
  aheadOfAck: number;
  /** Database < last acknowledged learnSec: LOST. */
  lost: number;
  invented: number;
  noRow: number;
  /** Seconds a learner would have earned up to the kill but the database lacks. */
  lostSec: LatencySummary;
  /** Learners who lost more than one heartbeat interval (+2 s: the carried fraction, the reply's way). */
  overInterval: number;
  sumDbSec: number;
  sumAckedSec: number;
  sumWouldHaveSec: number;
  samples: string[];
}

/**
 * `wouldHave`: what the learner had earned when the server died: the last acknowledged learnSec plus the
 * time since that ping (a heartbeat at the kill would have credited it, at most `maxCreditSec`).
 */
export function checkDurability(
  sockets: StudySocket[],
  stored: Map<string, StoredLearn>,
  killAt: number,
  maxCreditSec: number,
  intervalSec: number,
): DurabilityCheck {
  const lostSec = new Latencies();
  const r: Omit<DurabilityCheck, 'lostSec'> = {
    learners: sockets.length,
    acked: 0,
    unansweredAtKill: 0,
    kept: 0,
    aheadOfAck: 0,
    lost: 0,
    invented: 0,
    noRow: 0,
    overInterval: 0,
    sumDbSec: 0,
    sumAckedSec: 0,
    sumWouldHaveSec: 0,
    samples: [],
  };
  for (const s of sockets) {
    r.unansweredAtKill += s.pending.length;
    const acked = s.lastAck?.learnSec ?? 0;
    if (s.lastAck) r.acked++;
    const since = s.lastAck ? s.lastAck.sentAt : s.openAt;
    const wouldHave = acked + Math.max(0, Math.min(maxCreditSec, (killAt - since) / 1000));
    r.sumAckedSec += acked;
    r.sumWouldHaveSec += wouldHave;
    const row = stored.get(s.userId);
    if (!row) {
      r.noRow++;
      sample(r.samples, `${s.userId}: no el_course_learn row`);
      continue;
    }
    r.sumDbSec += row.fileSec;
    if (row.fileSec >= acked) {
      r.kept++;
      if (row.fileSec > acked) r.aheadOfAck++;
    } else {
      r.lost++;
      sample(r.samples, `${s.userId}: database ${row.fileSec} s < acknowledged ${acked} s`);
    }
    const openSec = (killAt - s.openAt) / 1000;
    if (row.fileSec > openSec + 1) {
      r.invented++;
      sample(r.samples, `${s.userId}: ${row.fileSec} s credited, socket open ${round(openSec)} s`);
    }
    const lost = Math.max(0, wouldHave - row.fileSec);
    lostSec.add(lost);
    if (lost > intervalSec + 2) r.overInterval++;
  }
  r.sumWouldHaveSec = Math.round(r.sumWouldHaveSec);
  return { ...r, lostSec: lostSec.summary() };
}
