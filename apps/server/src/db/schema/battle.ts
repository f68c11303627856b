import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn, refId, updatedAt } from './columns.ts';

/**
 * Knowledge contests (issue 14, docs/decisions/contests.md "A contest and who may manage it"): the contest with its
 * question source and rules. `repoIds`/`quTypes`/`levels`/`chapterIds`/`modes` are JSON arrays validated on save
 * (contracts `SaveBattleBodySchema`). `settled`: the top-N points were granted. state 0 open, 1 disabled.
 */
export const elBattle = pgTable(
  'el_battle',
  {
    id: idColumn(),
    title: varchar({ length: 128 }).notNull(),
    cover: varchar({ length: 1024 }).notNull().default(''),
    content: text().notNull().default(''),
    startTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    endTime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    openType: integer().notNull().default(1),
    repoIds: jsonb().$type<string[]>().notNull().default([]),
    quTypes: jsonb().$type<number[]>().notNull().default([]),
    levels: jsonb().$type<number[]>().notNull().default([]),
    chapterIds: jsonb().$type<string[]>().notNull().default([]),
    quCount: integer().notNull().default(5),
    seconds: integer().notNull().default(15),
    modes: jsonb().$type<string[]>().notNull().default(sql`'["pk"]'::jsonb`),
    roomSize: integer().notNull().default(4),
    dailyLimit: integer().notNull().default(10),
    /** Daily open hours in the site's time zone: 'HH:mm\nHH:mm' (an end before the start crosses midnight). */
    openHours: varchar({ length: 16 }).notNull().default('00:00\n23:59'),
    pointsWin: integer().notNull().default(0),
    pointsDraw: integer().notNull().default(0),
    pointsLoss: integer().notNull().default(0),
    pointsSolo: integer().notNull().default(0),
    topN: integer().notNull().default(0),
    pointsTop: integer().notNull().default(0),
    settled: boolean().notNull().default(false),
    state: integer().notNull().default(0),
    createBy: refId().notNull().default(''),
    createTime: createdAt(),
    updateTime: updatedAt(),
  },
  (t) => [index('el_battle_time').on(t.startTime, t.endTime), index('el_battle_create_time').on(t.createTime)],
);

/** Who a contest is open to: departments (open type 2; a code covers those below it) or persons (3). */
export const elBattleRange = pgTable(
  'el_battle_range',
  {
    battleId: refId().notNull(),
    /** 'dept' or 'user'. */
    kind: varchar({ length: 8 }).notNull(),
    ref: varchar({ length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.kind, t.ref] }), index('el_battle_range_ref').on(t.kind, t.ref)],
);

/**
 * A match: written when it starts (state 0 playing) and closed once (state 1 done, or 2 void when the server
 * lost it). `quIds` are the drawn questions in order; `owner` the process running it.
 */
export const elBattleMatch = pgTable(
  'el_battle_match',
  {
    id: idColumn(),
    battleId: refId().notNull(),
    mode: varchar({ length: 8 }).notNull(),
    state: integer().notNull().default(0),
    quIds: jsonb().$type<string[]>().notNull().default([]),
    seconds: integer().notNull(),
    owner: varchar({ length: 64 }).notNull().default(''),
    startTime: createdAt(),
    endTime: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (t) => [index('el_battle_match_battle').on(t.battleId, t.state), index('el_battle_match_state').on(t.state)],
);

/**
 * A player of a match. `playing` is true until the match closes: at most one row per user is playing (one
 * match at a time, across processes). `day` (YYYY-MM-DD, server time zone) counts the daily limit.
 */
export const elBattlePlayer = pgTable(
  'el_battle_player',
  {
    matchId: refId().notNull(),
    userId: refId().notNull(),
    battleId: refId().notNull(),
    seat: integer().notNull(),
    day: varchar({ length: 10 }).notNull(),
    playing: boolean().notNull().default(true),
    score: integer().notNull().default(0),
    rightCount: integer().notNull().default(0),
    rank: integer().notNull().default(0),
    /** win, draw, loss, solo ('' while playing). */
    outcome: varchar({ length: 8 }).notNull().default(''),
    left: boolean().notNull().default(false),
    points: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.matchId, t.userId] }),
    index('el_battle_player_user').on(t.userId, t.battleId, t.day),
    uniqueIndex('el_battle_player_one_playing').on(t.userId).where(sql`${t.playing}`),
  ],
);

/** One answer of a player in a round (`idx` 0-based), written with the match result. */
export const elBattleAnswer = pgTable(
  'el_battle_answer',
  {
    matchId: refId().notNull(),
    userId: refId().notNull(),
    idx: integer().notNull(),
    quId: refId().notNull(),
    optionIds: jsonb().$type<string[]>().notNull().default([]),
    isRight: boolean().notNull().default(false),
    score: integer().notNull().default(0),
    /** Milliseconds from the round's start to the answer. */
    ms: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.userId, t.idx] })],
);

/** Ranking tallies per contest, user and day (overall = the sum of the days); written at each match end. */
export const elBattleRank = pgTable(
  'el_battle_rank',
  {
    battleId: refId().notNull(),
    userId: refId().notNull(),
    day: varchar({ length: 10 }).notNull(),
    matches: integer().notNull().default(0),
    wins: integer().notNull().default(0),
    draws: integer().notNull().default(0),
    losses: integer().notNull().default(0),
    score: integer().notNull().default(0),
    points: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.battleId, t.userId, t.day] }), index('el_battle_rank_day').on(t.battleId, t.day)],
);
