import type pg from 'pg';
import type { Api } from './client.ts';
import { forEachLimited } from './client.ts';
import type { Learner } from './data.ts';
import { ErrorCounts, Latencies, type LatencySummary, round } from './stats.ts';

const CREATE = '/api/paper/paper/create-paper';
const FILL = '/api/paper/paper/fill-answer';

export interface CallsResult {
  calls: number;
  ok: number;
  errors: number;
  errorSamples: Array<{ msg: string; count: number }>;
  latency: LatencySummary;
  wallMs: number;
  /** Completed calls per second over the wall time. */
  perSec: number;
}

function callsResult(lat: Latencies, errs: ErrorCounts, calls: number, wallMs: number): CallsResult {
  return {
    calls,
    ok: calls - errs.total,
    errors: errs.total,
    errorSamples: errs.top(),
    latency: lat.summary(),
    wallMs: Math.round(wallMs),
    perSec: Math.round((calls / Math.max(1, wallMs)) * 1000),
  };
}

async function createPaperOf(api: Api, l: Learner, examId: string, lat: Latencies, errs: ErrorCounts) {
  const t0 = performance.now();
  try {
    const res = await api.post<{ id: string }>(l.server, CREATE, { examId }, l.token);
    lat.add(performance.now() - t0);
    if (res.code === 0) l.paperId = res.data.id;
    else errs.add(`${res.code} ${res.msg}`);
  } catch (e) {
    lat.add(performance.now() - t0);
    errs.add(`network: ${(e as Error).message}`);
  }
}

/**
 * Start storm: every learner calls create-paper once; `even` spreads the calls evenly over the window
 * (call i at i * window / n), `burst` sends them all at once. Wall time: first send to last answer.
 */
export async function startStorm(
  api: Api,
  learners: Learner[],
  examId: string,
  mode: 'even' | 'burst',
  windowSec: number,
): Promise<CallsResult> {
  const lat = new Latencies();
  const errs = new ErrorCounts();
  const t0 = performance.now();
  const gap = mode === 'even' && learners.length > 1 ? (windowSec * 1000) / learners.length : 0;
  await Promise.all(
    learners.map(async (l, i) => {
      const at = t0 + i * gap;
      const wait = at - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await createPaperOf(api, l, examId, lat, errs);
    }),
  );
  return callsResult(lat, errs, learners.length, performance.now() - t0);
}

/** Every fill learner creates a paper of the fill exam (closed loop, `concurrency` at once). */
export async function createFillPapers(
  api: Api,
  learners: Learner[],
  examId: string,
  concurrency: number,
): Promise<CallsResult> {
  const lat = new Latencies();
  const errs = new ErrorCounts();
  const t0 = performance.now();
  await forEachLimited(learners, concurrency, (l) => createPaperOf(api, l, examId, lat, errs));
  return callsResult(lat, errs, learners.length, performance.now() - t0);
}

/** The questions of every paper, read from el_paper_qu (what paper-detail would show the learner). */
export async function loadPaperQus(db: pg.Client, learners: Learner[]): Promise<number> {
  const byPaper = new Map(learners.filter((l) => l.paperId).map((l) => [l.paperId, l]));
  const { rows } = await db.query<{ paper_id: string; qu_id: string }>(
    'select paper_id, qu_id from el_paper_qu where paper_id = any($1::varchar[]) order by paper_id, sort',
    [[...byPaper.keys()]],
  );
  for (const r of rows) byPaper.get(r.paper_id)?.quIds.push(r.qu_id);
  return rows.length;
}

/** Per (paper, question) slot: what the client knows of the answers it sent. */
export interface Slots {
  learners: Learner[];
  perLearner: number;
  inFlight: Uint8Array;
  /** Sequence number of the last acknowledged answer (0: none). */
  acked: Float64Array;
  /** Answers sent after the last ack whose outcome is unknown (error or timeout): may or may not be stored. */
  unknown: Map<number, number[]>;
}

export interface FillResult extends CallsResult {
  targetRate: number;
  seconds: number;
  /** Calls sent / s (the offered load actually achieved by the client). */
  sentPerSec: number;
  /**
   * Acknowledged (code 0) answers per second: all of them over the time from the first send to the last
   * acknowledgement (so calls still in flight when the window closes count, and so does their drain).
   */
  sustained: number;
  acked: number;
  /** Sends skipped because too many calls were in flight (client-side backlog cap). */
  skipped: number;
  maxInFlight: number;
  /** Calls still in flight when the window closed and how long they took to drain. */
  drainMs: number;
  /** Per second of the window (by response time): answers, errors, p99 and max latency. */
  perSecond: Array<{ s: number; n: number; errors: number; p99: number; max: number }>;
}

/** Sequence numbers are global, so every write is distinguishable: optionIds ['s<seq>'] is stored verbatim. */
const answerOf = (seq: number) => `{"optionIds":["s${seq}"]}`;

/**
 * Fill storm: an open-loop sender at `rate` calls/s for `seconds`. Each call picks a random learner and
 * one of their questions that has no call in flight (so acknowledgements of one slot never cross).
 * Latency: from handing the call to the HTTP pool until its response body is read.
 */
export async function fillStorm(
  api: Api,
  learners: Learner[],
  rate: number,
  seconds: number,
  maxInFlight: number,
): Promise<{ result: FillResult; slots: Slots }> {
  const ready = learners.filter((l) => l.paperId && l.quIds.length);
  if (!ready.length) throw new Error('no paper to answer');
  const perLearner = Math.max(...ready.map((l) => l.quIds.length));
  const n = ready.length * perLearner;
  const slots: Slots = {
    learners: ready,
    perLearner,
    inFlight: new Uint8Array(n),
    acked: new Float64Array(n),
    unknown: new Map(),
  };
  const lat = new Latencies();
  const errs = new ErrorCounts();
  let seq = 0;
  let sent = 0;
  let inFlight = 0;
  let peak = 0;
  let skipped = 0;
  let acked = 0;
  let lastAckAt = 0;
  const windowMs = seconds * 1000;
  const bySecond = Array.from({ length: Math.ceil(seconds) + 1 }, () => ({ lat: new Latencies(), errors: 0 }));
  let storm0 = 0;
  const record = (sentAt: number, ok: boolean) => {
    const now = performance.now();
    const ms = now - sentAt;
    lat.add(ms);
    const b = bySecond[Math.min(bySecond.length - 1, Math.floor((now - storm0) / 1000))]!;
    b.lat.add(ms);
    if (!ok) b.errors++;
  };

  const pickSlot = (): number => {
    for (let tries = 0; tries < 20; tries++) {
      const li = Math.floor(Math.random() * ready.length);
      const qi = Math.floor(Math.random() * ready[li]!.quIds.length);
      const s = li * perLearner + qi;
      if (!slots.inFlight[s]) return s;
    }
    return -1;
  };

  const unknownOutcome = (slot: number, mySeq: number) => {
    const list = slots.unknown.get(slot) ?? [];
    list.push(mySeq);
    slots.unknown.set(slot, list);
  };

  const send = (slot: number) => {
    const l = ready[Math.floor(slot / perLearner)]!;
    const quId = l.quIds[slot % perLearner]!;
    const mySeq = ++seq;
    slots.inFlight[slot] = 1;
    inFlight++;
    if (inFlight > peak) peak = inFlight;
    sent++;
    const body = `{"paperId":${JSON.stringify(l.paperId)},"quId":${JSON.stringify(quId)},"answer":${answerOf(mySeq)}}`;
    const t0 = performance.now();
    api.post<{ quId: string; answered: boolean }>(l.server, FILL, body, l.token).then(
      (res) => {
        const ok = res.code === 0 && res.data?.answered === true;
        record(t0, ok);
        if (ok) {
          slots.acked[slot] = mySeq;
          slots.unknown.delete(slot);
          acked++;
          lastAckAt = performance.now();
        } else {
          errs.add(`${res.code} ${res.msg}`);
          unknownOutcome(slot, mySeq);
        }
        slots.inFlight[slot] = 0;
        inFlight--;
      },
      (e: Error) => {
        record(t0, false);
        errs.add(`network: ${e.message}`);
        unknownOutcome(slot, mySeq);
        slots.inFlight[slot] = 0;
        inFlight--;
      },
    );
  };

  const t0 = performance.now();
  storm0 = t0;
  let due = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - t0;
      if (elapsed >= windowMs) {
        resolve();
        return;
      }
      const target = Math.floor((elapsed / 1000) * rate);
      while (due < target) {
        due++;
        if (inFlight >= maxInFlight) {
          skipped++;
          continue;
        }
        const s = pickSlot();
        if (s < 0) skipped++;
        else send(s);
      }
      setTimeout(tick, 1);
    };
    tick();
  });
  const windowEnd = performance.now();
  while (inFlight > 0 && performance.now() - windowEnd < 60_000) await new Promise((r) => setTimeout(r, 5));
  const drainMs = performance.now() - windowEnd;
  const base = callsResult(lat, errs, sent, windowEnd - t0);
  return {
    slots,
    result: {
      ...base,
      targetRate: rate,
      seconds,
      sentPerSec: Math.round(sent / seconds),
      sustained: Math.round(acked / Math.max(seconds, (lastAckAt - t0) / 1000)),
      acked,
      skipped,
      maxInFlight: peak,
      drainMs: Math.round(drainMs),
      perSecond: bySecond.map((b, i) => ({
        s: i,
        n: b.lat.count,
        errors: b.errors,
        p99: round(b.lat.pct(99)),
        max: round(b.lat.max()),
      })),
    },
  };
}

export interface VerifyResult {
  /** Slots with at least one acknowledged answer. */
  ackedSlots: number;
  /** The database holds exactly the last acknowledged answer. */
  found: number;
  /** The database holds a later answer whose call failed or timed out (written after all: not lost). */
  laterUnknown: number;
  /** Acknowledged but the database holds something older or nothing: lost. */
  lost: number;
  lostSamples: string[];
  /** Rows marked answered = false although an answer was acknowledged. */
  notAnswered: number;
}

/** Compares the last acknowledged answer of every slot with el_paper_qu. */
export async function verifyAnswers(db: pg.Client, slots: Slots): Promise<VerifyResult> {
  const { rows } = await db.query<{ paper_id: string; qu_id: string; v: string | null; answered: boolean }>(
    `select paper_id, qu_id, answer->'optionIds'->>0 as v, answered
     from el_paper_qu where paper_id = any($1::varchar[])`,
    [slots.learners.map((l) => l.paperId)],
  );
  const db2 = new Map<string, { v: string | null; answered: boolean }>();
  for (const r of rows) db2.set(`${r.paper_id}/${r.qu_id}`, r);
  const out: VerifyResult = { ackedSlots: 0, found: 0, laterUnknown: 0, lost: 0, lostSamples: [], notAnswered: 0 };
  slots.learners.forEach((l, li) => {
    l.quIds.forEach((quId, qi) => {
      const s = li * slots.perLearner + qi;
      const acked = slots.acked[s]!;
      if (!acked) return;
      out.ackedSlots++;
      const row = db2.get(`${l.paperId}/${quId}`);
      const v = row?.v ?? null;
      if (row && !row.answered) out.notAnswered++;
      if (v === `s${acked}`) out.found++;
      else if (v && (slots.unknown.get(s) ?? []).some((u) => v === `s${u}`)) out.laterUnknown++;
      else {
        out.lost++;
        if (out.lostSamples.length < 5) out.lostSamples.push(`${l.paperId}/${quId}: acked s${acked}, db ${v}`);
      }
    });
  });
  return out;
}
