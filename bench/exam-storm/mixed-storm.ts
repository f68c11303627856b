import type pg from 'pg';
import type { Options } from './args.ts';
import type { Api } from './client.ts';
import type { Learner } from './data.ts';
import { formatHand, type HandStormResult, handStorm } from './hand-storm.ts';
import { monoUs } from './profile.ts';
import { type CpuUse, cpuBetween, ErrorCounts, Latencies, type LatencySummary, snapCpu } from './stats.ts';
import { type FillResult, fillStorm, verifyAnswers } from './storms.ts';

/**
 * Issue 27 item 4, "everything else stays as it is while a storm runs": while half of the fill learners hand
 * in (the hand-in storm), the other half keep answering (fill-answer p99 < 100 ms at 2,500/s) and staff poll
 * the admin exam list and ExamWatch's examinee list (p99 < 200 ms).
 */

const OTHER_CALLS = [
  { name: 'admin exam list', path: '/api/exam/exam/paging', body: (_: string) => ({ current: 1, size: 10 }) },
  {
    name: 'ExamWatch list',
    path: '/api/exam/watch/paging',
    body: (examId: string) => ({ current: 1, size: 10, params: { examId } }),
  },
];

export interface OtherCallsResult {
  name: string;
  calls: number;
  errors: number;
  errorSamples: Array<{ msg: string; count: number }>;
  latency: LatencySummary;
}

/** Polls each of the other calls at `rate` per second (open loop) until `stop()` resolves. */
export async function pollOtherCalls(
  api: Api,
  adminToken: string,
  examId: string,
  rate: number,
  until: Promise<unknown>,
): Promise<OtherCallsResult[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  return Promise.all(
    OTHER_CALLS.map(async (c) => {
      const lat = new Latencies();
      const errs = new ErrorCounts();
      const inFlight: Array<Promise<void>> = [];
      const t0 = performance.now();
      for (let i = 0; !done; i++) {
        const wait = t0 + (i * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        if (done) break;
        const s = performance.now();
        inFlight.push(
          api.post(0, c.path, c.body(examId), adminToken).then(
            (res) => {
              lat.add(performance.now() - s);
              if (res.code !== 0) errs.add(`${res.code} ${res.msg}`);
            },
            (e: Error) => {
              lat.add(performance.now() - s);
              errs.add(`network: ${e.message}`);
            },
          ),
        );
      }
      await Promise.all(inFlight);
      return { name: c.name, calls: lat.count, errors: errs.total, errorSamples: errs.top(), latency: lat.summary() };
    }),
  );
}

/** The summary lines of the mixed phase, each judged against its target. */
export function formatMixed(
  hand: HandStormResult,
  fill: FillResult,
  lost: number,
  others: OtherCallsResult[],
  answering: Learner[],
): string {
  const mark = (ok: boolean) => (ok ? 'met' : 'BELOW TARGET');
  const overlap = hand.wallMs >= fill.seconds * 1000 ? 'within the hand-in storm' : 'OUTLASTS the hand-in storm';
  return [
    formatHand(hand).replace('hand-in storm    ', 'hand-in (mixed) '),
    `fill (mixed)      ${answering.length} other learners answering, offered ${fill.targetRate}/s for ${fill.seconds} s (${overlap}): sustained ${fill.sustained}/s, errors ${fill.errors}, lost ${lost}`,
    `                  latency p50 ${fill.latency.p50} / p99 ${fill.latency.p99} / max ${fill.latency.max} ms    target p99 < 100 ms, 0 errors, 0 lost: ${mark(fill.latency.p99 < 100 && fill.errors === 0 && lost === 0)}`,
    ...others.map(
      (o) =>
        `${o.name.padEnd(18)}${o.calls} calls during the hand-in storm, errors ${o.errors}${o.errorSamples.length ? ` ${JSON.stringify(o.errorSamples)}` : ''}; p50 ${o.latency.p50} / p99 ${o.latency.p99} / max ${o.latency.max} ms    target p99 < 200 ms: ${mark(o.latency.p99 < 200 && o.errors === 0)}`,
    ),
  ].join('\n');
}

/**
 * The mixed phase: half of the learners hand in while the other half answer and staff poll; then the rest hand
 * in (the deadline storm after it wants every paper handed). Answers the hand-in half's figures, the summary
 * text and the profile window.
 */
export async function mixedPhase(x: {
  api: Api;
  db: pg.Client;
  adminToken: string;
  learners: Learner[];
  examId: string;
  o: Options;
  pids: number[];
  log: (msg: string) => void;
}): Promise<{
  hand: HandStormResult;
  handCpu: CpuUse;
  text: string;
  window: { name: string; fromUs: number; toUs: number };
}> {
  const { api, db, o } = x;
  const half = Math.floor(x.learners.length / 2);
  const [handers, answering] = [x.learners.slice(0, half), x.learners.slice(half)];
  x.log(`mixed: ${handers.length} hand in, ${answering.length} answer at ${o.rate}/s, staff poll ${o.otherRate}/s`);
  const a = snapCpu(x.pids);
  const from = monoUs();
  const handing = handStorm(api, db, handers, x.examId, o.createConcurrency);
  const answers = fillStorm(api, answering, o.rate, o.mixedSeconds, Math.max(1000, o.rate));
  const others = pollOtherCalls(api, x.adminToken, x.examId, o.otherRate, handing);
  const hand = await handing;
  const window = { name: 'the hand-in storm (mixed)', fromUs: from, toUs: monoUs() };
  const handCpu = cpuBetween(a, snapCpu(x.pids));
  const fill = await answers;
  const lost = (await verifyAnswers(db, fill.slots)).lost;
  const text = formatMixed(hand, fill.result, lost, await others, answering);
  x.log(`mixed: hand-in ${hand.perSec}/s p99 ${hand.latency.p99} ms; fill p99 ${fill.result.latency.p99} ms`);
  await handStorm(api, db, answering, x.examId, o.createConcurrency);
  return { hand, handCpu, text, window };
}
