/**
 * A learner answering through nginx the way the exam page does (docs/EXAMS.md "Answer journal"), for
 * `npm run deploy:check`: every answer gets a growing number `seq` and waits in a journal until the server
 * acknowledged it; waiting answers go out in order, one at a time, and a failed send (a process stopped or
 * killed under it: nginx answers 502, or the connection drops) is retried. While the processes are stopped and
 * killed the learner keeps answering; afterwards the server must hold the last answer given to every question
 * (nothing acknowledged lost, nothing typed lost), and the hand-in grades it.
 */
import { api, call, expect, type Report } from './deploy-probe.ts';

const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

interface Question {
  quId: string;
  /** Option ids: the right one (content '2', see deploy-exam.ts) and a wrong one. */
  right: string;
  wrong: string;
}

interface Entry {
  seq: number;
  quId: string;
  optionId: string;
}

export interface AnswerFigures {
  given: number;
  acknowledged: number;
  /** Acknowledged as already held (a retry of an answer the server had applied before the answer was lost). */
  stale: number;
  /** Sends that failed and were retried, by what failed. */
  retried: Map<string, number>;
}

export class AnsweringLearner {
  private readonly call = <T>(path: string, body: unknown) => call<T>(this.origin, path, body, this.token);
  private readonly questions: Question[] = [];
  private readonly waiting: Entry[] = [];
  /** The last answer given per question: what the server must hold once the journal is empty. */
  private readonly lastGiven = new Map<string, string>();
  private lastSeq = 0;
  private answering = false;
  private sending: Promise<void> | null = null;
  /** Why the sender stopped for good (a refusal that is not a failed connection), or ''. */
  failure = '';
  readonly figures: AnswerFigures = { given: 0, acknowledged: 0, stale: 0, retried: new Map() };

  constructor(
    private readonly origin: string,
    private readonly token: string,
    readonly paperId: string,
  ) {}

  /** Reads the paper's questions (qu-detail: options without keys; the check knows the right content). */
  async load(): Promise<number> {
    const detail = await this.call<{ groups: { quList: { quId: string }[] }[] }>('/api/paper/paper/paper-detail', {
      id: this.paperId,
    });
    for (const { quId } of detail.groups.flatMap((g) => g.quList)) {
      const q = await this.call<{ qu: { answerList: { id: string; content: string }[] } }>(
        '/api/paper/paper/qu-detail',
        { paperId: this.paperId, quId },
      );
      const right = q.qu.answerList.find((o) => o.content === '2');
      const wrong = q.qu.answerList.find((o) => o.content !== '2');
      expect(right && wrong, `question ${quId}: no options '2' and another`);
      this.questions.push({ quId, right: right.id, wrong: wrong.id });
    }
    return this.questions.length;
  }

  /** Answers a question every `gapMs`, alternating right and wrong, until `stop`. */
  start(gapMs: number): void {
    this.answering = true;
    void (async () => {
      for (let i = 0; this.answering; i++) {
        const q = this.questions[i % this.questions.length] as Question;
        this.give(q.quId, Math.floor(i / this.questions.length) % 2 === 0 ? q.wrong : q.right);
        await sleep(gapMs);
      }
    })();
  }

  stop(): void {
    this.answering = false;
  }

  /** One answer into the journal (numbered like the page: above the last, at least the clock). */
  give(quId: string, optionId: string): void {
    this.lastSeq = Math.max(this.lastSeq + 1, Date.now());
    this.waiting.push({ seq: this.lastSeq, quId, optionId });
    this.lastGiven.set(quId, optionId);
    this.figures.given++;
    this.sending ??= this.send()
      .catch((e: Error) => {
        this.failure = e.message;
      })
      .finally(() => {
        this.sending = null;
      });
  }

  /** Gives every question its right answer (the hand-in then scores them all). */
  answerAllRight(): void {
    for (const q of this.questions) this.give(q.quId, q.right);
  }

  /** Waits until the server acknowledged everything given; false when `timeoutMs` passed first. */
  async drained(timeoutMs: number): Promise<boolean> {
    const until = performance.now() + timeoutMs;
    while (this.waiting.length > 0 && !this.failure && performance.now() < until) await sleep(50);
    return this.waiting.length === 0;
  }

  get pending(): number {
    return this.waiting.length;
  }

  private async send(): Promise<void> {
    while (this.waiting.length > 0) {
      const e = this.waiting[0] as Entry;
      const res = await api<{ seq?: number; stale?: boolean }>(
        this.origin,
        '/api/paper/paper/fill-answer',
        { paperId: this.paperId, quId: e.quId, answer: { optionIds: [e.optionId] }, seq: e.seq, at: Date.now() },
        this.token,
      ).catch((err: Error) => ({ code: -1, msg: err.message, data: null }));
      if (res.code === 0) {
        this.waiting.shift();
        this.figures.acknowledged++;
        if (res.data?.stale) this.figures.stale++;
        continue;
      }
      // A refusal for good (not a failed connection or a proxy's 502-504) would lose the answer: stop here.
      const transient = res.code === -1 || res.code === -502 || res.code === -503 || res.code === -504;
      if (!transient) throw new Error(`fill-answer refused: ${res.code} ${res.msg}`);
      const kind = res.code === -1 ? 'connection' : `HTTP ${-res.code}`;
      this.figures.retried.set(kind, (this.figures.retried.get(kind) ?? 0) + 1);
      await sleep(200);
    }
  }

  /** Questions whose stored answer is not the last one given (read back through nginx). */
  async notHeld(): Promise<string[]> {
    const wrong: string[] = [];
    for (const [quId, optionId] of this.lastGiven) {
      const q = await this.call<{ answer: { optionIds?: string[] } | null }>('/api/paper/paper/qu-detail', {
        paperId: this.paperId,
        quId,
      });
      const held = q.answer?.optionIds ?? [];
      if (held.length !== 1 || held[0] !== optionId) wrong.push(`${quId}: holds ${held.join(',') || 'nothing'}`);
    }
    return wrong;
  }

  handIn(): Promise<{ userScore: number; totalScore: number; rightCount: number; quCount: number; state: number }> {
    return this.call('/api/paper/paper/hand-exam', { id: this.paperId });
  }
}

export const retriedText = (f: AnswerFigures) =>
  f.retried.size ? [...f.retried].map(([k, n]) => `${n} × ${k}`).join(', ') : 'none';

/** After the stops and the kill: every answer delivered, the server holds the last of each, the hand-in grades. */
export async function checkAnswersKept(r: Report, learner: AnsweringLearner): Promise<void> {
  await r.check('every answer given during the stops acknowledged', async () => {
    const ok = await learner.drained(30_000);
    expect(!learner.failure, learner.failure);
    expect(ok, `${learner.pending} answers still waiting 30 s after the last stop`);
    const f = learner.figures;
    return `${f.given} given, ${f.acknowledged} acknowledged (${f.stale} as already held); retried: ${retriedText(f)}`;
  });
  await r.check('no acknowledged answer lost: the server holds the last answer of every question', async () => {
    const wrong = await learner.notHeld();
    expect(wrong.length === 0, wrong.join('; '));
    return 'read back through nginx (qu-detail)';
  });
  await r.check('hand-in through nginx grades the answers', async () => {
    learner.answerAllRight();
    expect(await learner.drained(15_000), 'the right answers were not acknowledged');
    const res = await learner.handIn();
    expect(
      res.state !== 0 && res.rightCount === res.quCount,
      `state ${res.state}, ${res.rightCount}/${res.quCount} right`,
    );
    expect(res.userScore === res.totalScore, `score ${res.userScore} of ${res.totalScore}`);
    return `${res.rightCount}/${res.quCount} right, ${res.userScore} of ${res.totalScore} points`;
  });
}
