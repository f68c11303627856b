import { randomBytes, randomInt } from 'node:crypto';
import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { ErrorCode, type FaceChallenge, type FaceInstruction } from '@xuekao/contracts';
import { LIVE_INSTRUCTIONS } from '../face/index.ts';

/**
 * Face login's challenge (issue 24 item 3): `/api/sys/user/face-login/challenge` answers a random one-use id
 * and an instruction; the login then sends that id with the frames taken while following it. The id is kept
 * in kv for CHALLENGE_TTL_SEC with the instruction and the asking address; the login takes it (atomic: of two
 * logins with one id only one gets it), so a challenge answers one login, from the address that asked.
 */

export const CHALLENGE_TTL_SEC = 120;
/** Challenges an address may ask for per minute (each is cheap; the login itself is throttled too). */
export const CHALLENGES_PER_MINUTE = 20;
export const CHALLENGE_FRAMES = 3;
export const CHALLENGE_INTERVAL_MS = 700;
export const CHALLENGE_GONE = '刷脸验证已失效，请重新识别！';

const TEXT: Record<FaceInstruction, string> = {
  closer: '请正对摄像头，拍照开始后慢慢靠近摄像头',
  turn: '请正对摄像头，拍照开始后缓慢地向左再向右转头',
};

const key = (id: string) => `face-login:challenge:${id}`;

export async function issueFaceChallenge(app: AppContext, ip: string): Promise<FaceChallenge> {
  if ((await app.kv.incr(`face-login:challenge-rate:${ip}`, 60)) > CHALLENGES_PER_MINUTE) {
    throw new AppError(ErrorCode.TOO_MANY, '刷脸登录过于频繁，请1分钟后再试！');
  }
  const challengeId = randomBytes(18).toString('base64url');
  const instruction = LIVE_INSTRUCTIONS[randomInt(LIVE_INSTRUCTIONS.length)];
  await app.kv.set(key(challengeId), JSON.stringify({ instruction, ip }), CHALLENGE_TTL_SEC);
  return {
    challengeId,
    instruction,
    text: TEXT[instruction],
    frames: CHALLENGE_FRAMES,
    intervalMs: CHALLENGE_INTERVAL_MS,
    ttlSec: CHALLENGE_TTL_SEC,
  };
}

/** Takes the challenge for one login: its instruction, or a refusal when unknown, used, expired or another address's. */
export async function takeFaceChallenge(app: AppContext, challengeId: string, ip: string): Promise<FaceInstruction> {
  const text = await app.kv.take(key(challengeId));
  let v: { instruction?: FaceInstruction; ip?: string } = {};
  try {
    v = text ? JSON.parse(text) : {};
  } catch {
    // A damaged entry is no challenge.
  }
  if (!v.instruction || !LIVE_INSTRUCTIONS.includes(v.instruction) || v.ip !== ip) {
    throw AppError.fail(CHALLENGE_GONE);
  }
  return v.instruction;
}
