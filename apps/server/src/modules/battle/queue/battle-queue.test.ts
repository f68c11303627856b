import { memoryKv } from '@server/lib/kv.ts';
import { describe, expect, it } from 'vitest';
import { closeGroup, joinQueue, leaveQueue, type Ticket } from './battle-queue.ts';

/** The matchmaking queue on the kv store: every ticket in at most one group, cancelled ones in none. */

const ticket = (i: number, userId = `u${i}`): Ticket => ({ id: `t${i}`, userId, connId: `c${i}`, at: i });

describe('matchmaking queue', () => {
  it('pairs a burst of concurrent joins, each ticket once', async () => {
    const kv = memoryKv();
    const groups = (
      await Promise.all(Array.from({ length: 200 }, (_, i) => joinQueue(kv, 'b', 'pk', ticket(i), 2)))
    ).flat();
    expect(groups).toHaveLength(100);
    const ids = groups.flat().map((t) => t.id);
    expect(new Set(ids).size).toBe(200);
    for (const g of groups) expect(g[0].userId).not.toBe(g[1].userId);
  });

  it('never groups a cancelled ticket or a learner with themself', async () => {
    const kv = memoryKv();
    expect(await joinQueue(kv, 'b', 'pk', ticket(1), 2)).toEqual([]);
    expect(await leaveQueue(kv, 't1')).toBe(true);
    expect(await joinQueue(kv, 'b', 'pk', ticket(2), 2)).toEqual([]);
    expect(await joinQueue(kv, 'b', 'pk', ticket(3, 'u2'), 2)).toEqual([]);
    const [group] = await joinQueue(kv, 'b', 'pk', ticket(4), 2);
    expect(group.map((t) => t.id).sort()).toEqual(['t3', 't4']);
    expect(await leaveQueue(kv, 't3')).toBe(false);
  });

  it('fills rooms of three', async () => {
    const kv = memoryKv();
    const groups = (
      await Promise.all(Array.from({ length: 9 }, (_, i) => joinQueue(kv, 'b', 'room', ticket(i), 3)))
    ).flat();
    expect(groups.map((g) => g.length)).toEqual([3, 3, 3]);
  });
});

describe('a room that waited (closeGroup)', () => {
  it('starts with those waiting when they are enough; later joins go on to the next group', async () => {
    const kv = memoryKv();
    expect(await joinQueue(kv, 'b', 'room', ticket(1), 3)).toEqual([]);
    expect(await closeGroup(kv, 'b', 'room', 3, 2)).toBeNull(); // one alone: nothing to start
    expect(await joinQueue(kv, 'b', 'room', ticket(2), 3)).toEqual([]);
    const [early] = (await closeGroup(kv, 'b', 'room', 3, 2)) ?? [];
    expect(early.map((t) => t.id)).toEqual(['t1', 't2']);
    expect(await leaveQueue(kv, 't1')).toBe(false); // matched, not cancellable
    // The third join lands on the closed group's last place: it moves on instead of being lost.
    expect(await joinQueue(kv, 'b', 'room', ticket(3), 3)).toEqual([]);
    expect(await joinQueue(kv, 'b', 'room', ticket(4), 3)).toEqual([]);
    const [full] = await joinQueue(kv, 'b', 'room', ticket(5), 3);
    expect(full.map((t) => t.id).sort()).toEqual(['t3', 't4', 't5']);
    expect(await closeGroup(kv, 'b', 'room', 3, 2)).toBeNull(); // the group is full and collected
  });

  it('skips cancelled tickets and puts the rest back when too few are left', async () => {
    const kv = memoryKv();
    await joinQueue(kv, 'b', 'room', ticket(1), 4);
    await joinQueue(kv, 'b', 'room', ticket(2), 4);
    expect(await leaveQueue(kv, 't1')).toBe(true);
    expect(await closeGroup(kv, 'b', 'room', 4, 2)).toEqual([]);
    // t2 waits in the next group and can still be matched or cancelled.
    await joinQueue(kv, 'b', 'room', ticket(3), 4);
    const [g] = (await closeGroup(kv, 'b', 'room', 4, 2)) ?? [];
    expect(g.map((t) => t.id).sort()).toEqual(['t2', 't3']);
  });
});
