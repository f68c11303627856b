import { describe, expect, it } from 'vitest';
import { creditBeat, faceIntervalSec, nextExerciseAt, parseStudyInput, percentOf } from './study-rules.ts';

const doc = { fileType: 11, duration: 0, needLearn: 100 };
const video = { fileType: 1, duration: 60, needLearn: 60 };
const rules = { drag: false, rate: 1, blocked: false };
const at = (lastPos = 0, learnSec = 0) => ({ lastBeatAt: 0, lastPos, learnSec, frac: 0 });

describe('study accrual rules', () => {
  it('reads ping, positions, visibility, check and end; ignores anything else', () => {
    expect(parseStudyInput('ping')).toEqual({ kind: 'ping' });
    expect(parseStudyInput('pos:12.5')).toEqual({ kind: 'pos', pos: 12.5 });
    expect(parseStudyInput('33')).toEqual({ kind: 'pos', pos: 33 });
    expect(parseStudyInput('hidden')).toEqual({ kind: 'hidden' });
    expect(parseStudyInput('end')).toEqual({ kind: 'end' });
    for (const bad of ['pos:-1', 'pos:1e9', '{"learnSec":999}', 'pos:abc', '']) expect(parseStudyInput(bad)).toBeNull();
  });

  it('a ping credits the real time since the previous heartbeat, at most 15 s', () => {
    expect(creditBeat(at(), { kind: 'ping' }, doc, rules, 10_000).credit).toBe(10);
    expect(creditBeat(at(), { kind: 'ping' }, doc, rules, 600_000).credit).toBe(15);
    expect(creditBeat(at(), { kind: 'ping' }, doc, rules, -5_000).credit).toBe(0);
  });

  it('nothing is credited while blocked (hidden page, a due check), and never past needLearn', () => {
    expect(creditBeat(at(), { kind: 'ping' }, doc, { ...rules, blocked: true }, 10_000).credit).toBe(0);
    expect(creditBeat(at(0, 95), { kind: 'ping' }, doc, rules, 10_000).credit).toBe(5);
    expect(creditBeat(at(0, 100), { kind: 'ping' }, doc, rules, 10_000).credit).toBe(0);
  });

  it('fractions of a second carry over to the next heartbeat', () => {
    const a = creditBeat(at(), { kind: 'ping' }, doc, rules, 9_600);
    expect(a).toMatchObject({ credit: 9 });
    const b = creditBeat(
      { lastBeatAt: 9_600, lastPos: 0, learnSec: 9, frac: a.frac },
      { kind: 'ping' },
      doc,
      rules,
      19_200,
    );
    expect(b.credit).toBe(10);
  });

  it('video: credit is the position advanced, no more than real time x rate; a paused video earns nothing', () => {
    expect(creditBeat(at(10), { kind: 'pos', pos: 20 }, video, rules, 10_000)).toMatchObject({ credit: 10, pos: 20 });
    expect(creditBeat(at(10), { kind: 'pos', pos: 10 }, video, rules, 10_000)).toMatchObject({ credit: 0, pos: 10 });
    expect(creditBeat(at(10), { kind: 'ping' }, video, rules, 10_000)).toMatchObject({ credit: 0, pos: 10 });
    // rate 2 (tripleSpeed) covers 20 s of video in 10 s
    expect(creditBeat(at(10), { kind: 'pos', pos: 30 }, video, { ...rules, rate: 2 }, 10_000).credit).toBe(20);
  });

  it('video: a jump ahead earns nothing; with dragging off it is not even stored', () => {
    expect(creditBeat(at(10), { kind: 'pos', pos: 55 }, video, rules, 10_000)).toMatchObject({ credit: 0, pos: 10 });
    expect(creditBeat(at(10), { kind: 'pos', pos: 55 }, video, { ...rules, drag: true }, 10_000)).toMatchObject({
      credit: 0,
      pos: 55,
    });
    // within the 2 s tolerance it counts, capped by real time
    expect(creditBeat(at(10), { kind: 'pos', pos: 22 }, video, rules, 10_000)).toMatchObject({ credit: 10, pos: 22 });
    // end of media: read as the duration, under the same limits
    expect(creditBeat(at(52), { kind: 'end' }, video, rules, 10_000)).toMatchObject({ credit: 8, pos: 60 });
    expect(creditBeat(at(0), { kind: 'end' }, video, rules, 10_000)).toMatchObject({ credit: 0, pos: 0 });
  });

  it('a rewind stores the position and earns nothing', () => {
    expect(creditBeat(at(40), { kind: 'pos', pos: 5 }, video, rules, 10_000)).toMatchObject({ credit: 0, pos: 5 });
  });

  it('photo interval, exercise schedule and percent follow the spec', () => {
    expect(faceIntervalSec({ faceCam: true, faceInterval: 4, faceIntervalTime: 0 }, 600)).toBe(150);
    expect(faceIntervalSec({ faceCam: true, faceInterval: 0, faceIntervalTime: 0 }, 600)).toBe(120);
    expect(faceIntervalSec({ faceCam: false, faceInterval: 0, faceIntervalTime: 3 }, 600)).toBe(180);
    expect(nextExerciseAt(2, 0, 90)).toBe(30);
    expect(nextExerciseAt(2, 1, 90)).toBe(60);
    expect(nextExerciseAt(2, 2, 90)).toBeNull();
    expect(nextExerciseAt(1, 0, 7200)).toBe(600);
    expect(percentOf(30, 60)).toBe(50);
    expect(percentOf(90, 60)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });
});
