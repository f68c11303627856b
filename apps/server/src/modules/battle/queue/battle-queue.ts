import type { Kv } from '@server/lib/kv.ts';

/**
 * Matchmaking queues in the kv store (memory, or Redis shared by every process), built on two atomic steps
 * so a burst of joins never contends: a counter per contest and mode numbers the joins (`incrBy`); joins
 * 1..size form group 1, the next `size` group 2, and so on. Every join but the last of a group leaves its
 * ticket in the group's slot; the last one collects the slots and claims each ticket (`setIfAbsent` on the
 * ticket's claim key: a ticket is either claimed by one match or cancelled, never both). When a ticket is
 * missing or was cancelled, the claimed ones and the collector join again (keeping their ticket ids).
 */

export interface Ticket {
  /** Unique per queued request: its claim key decides "matched" or "cancelled" once. */
  id: string;
  userId: string;
  connId: string;
  at: number;
}

/** Tickets and claims live as long as anyone would wait in a queue. */
const TTL_SEC = 3600;
/** How long the collector waits for a slot whose join was counted just before its own. */
const COLLECT_MS = 1000;
const MAX_REJOIN_DEPTH = 5;

/** The claim of a learner's one queue (value: the socket's id), across tabs and processes. */
export const busyKey = (userId: string) => `battle:busy:${userId}`;
const counterKey = (battleId: string, mode: string) => `battle:qn:${battleId}:${mode}`;
const slotKey = (battleId: string, mode: string, g: number, p: number) => `battle:qs:${battleId}:${mode}:${g}:${p}`;
const claimKey = (ticketId: string) => `battle:qc:${ticketId}`;
/** Who collects a room's group: its last joiner, or a waiting player closing it early (`closeGroup`). */
const collectKey = (battleId: string, mode: string, g: number) => `battle:qg:${battleId}:${mode}:${g}`;

function parse(raw: string | null): Ticket | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Ticket;
  } catch {
    return null;
  }
}

async function takeWithin(kv: Kv, key: string, ms: number): Promise<Ticket | null> {
  const until = Date.now() + ms;
  for (;;) {
    const t = parse(await kv.take(key));
    if (t || Date.now() >= until) return t;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Adds the ticket to the contest's queue. Answers the groups of `size` tickets to start matches with (the
 * caller owns them: those tickets are claimed), usually none (the ticket waits) or one.
 */
export async function joinQueue(
  kv: Kv,
  battleId: string,
  mode: string,
  me: Ticket,
  size: number,
  depth = 0,
): Promise<Ticket[][]> {
  const n = await kv.incrBy(counterKey(battleId, mode), 1, 86_400);
  const g = Math.ceil(n / size);
  const p = (n - 1) % size;
  const closable = size > 2;
  if (p < size - 1) {
    await kv.set(slotKey(battleId, mode, g, p), JSON.stringify(me), TTL_SEC);
    // A room closed early takes no one after its collection: take the ticket back and join the next group
    // (nothing to take back: the closer has it). Its last joiner ('full') waits for late slots instead.
    if (!closable || (await kv.get(collectKey(battleId, mode, g))) !== 'early') return [];
    const back = parse(await kv.take(slotKey(battleId, mode, g, p)));
    return back ? joinQueue(kv, battleId, mode, me, size, depth) : [];
  }
  if (closable && !(await kv.setIfAbsent(collectKey(battleId, mode, g), 'full', TTL_SEC)))
    return joinQueue(kv, battleId, mode, me, size, depth);
  const claimed: Ticket[] = [];
  for (let i = 0; i < size - 1; i++) {
    const t = await takeWithin(kv, slotKey(battleId, mode, g, i), COLLECT_MS);
    if (!t || t.userId === me.userId || claimed.some((c) => c.userId === t.userId)) continue;
    if (await kv.setIfAbsent(claimKey(t.id), 'match', TTL_SEC)) claimed.push(t);
  }
  if (claimed.length === size - 1) return [[...claimed, me]];
  if (depth >= MAX_REJOIN_DEPTH) return [];
  for (const t of claimed) await kv.del(claimKey(t.id));
  const groups: Ticket[][] = [];
  for (const t of [...claimed, me]) groups.push(...(await joinQueue(kv, battleId, mode, t, size, depth + 1)));
  return groups;
}

/** Cancels the ticket; answers whether it was still waiting (false: a match claimed it, 'found' follows). */
export function leaveQueue(kv: Kv, ticketId: string): Promise<boolean> {
  return kv.setIfAbsent(claimKey(ticketId), 'cancel', TTL_SEC);
}

/**
 * Starts the room now if its open group holds at least `min` waiting tickets (a room that waited
 * BATTLE_ROOM_WAIT_SEC): the caller claims the group's collection, so later joins go to the next group.
 * Answers the groups to start (claimed tickets, at least `min` each; fewer join the queue again), or null
 * when there was nothing to close (too few waiting, or the group is full and collected by its last joiner).
 */
export async function closeGroup(
  kv: Kv,
  battleId: string,
  mode: string,
  size: number,
  min: number,
): Promise<Ticket[][] | null> {
  const n = await kv.incrBy(counterKey(battleId, mode), 0, 86_400);
  if (n % size === 0) return null;
  const g = Math.ceil(n / size);
  const slots = Array.from({ length: size - 1 }, (_, p) => slotKey(battleId, mode, g, p));
  let waiting = 0;
  for (const k of slots) if (await kv.get(k)) waiting++;
  if (waiting < min) return null;
  if (!(await kv.setIfAbsent(collectKey(battleId, mode, g), 'early', TTL_SEC))) return null;
  const claimed: Ticket[] = [];
  for (const k of slots) {
    const t = parse(await kv.take(k));
    if (!t || claimed.some((c) => c.userId === t.userId)) continue;
    if (await kv.setIfAbsent(claimKey(t.id), 'match', TTL_SEC)) claimed.push(t);
  }
  if (claimed.length >= min) return [claimed];
  for (const t of claimed) await kv.del(claimKey(t.id));
  const groups: Ticket[][] = [];
  for (const t of claimed) groups.push(...(await joinQueue(kv, battleId, mode, t, size)));
  return groups;
}
