import { dictTitles } from '@web/i18n/dictionaries';
import { DEFAULT_TIME_RANGE } from '@web/shared/components/time-range-input';
import type { UserRange } from '@web/shared/components/user-range-picker';
import type { BattleDetail, BattleMode, SaveBattleBody } from '@xuekao/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { m } from './messages';

/** Open types of a contest (as exams, without the password type). */
export const battleOpenTypes = () =>
  ([1, 2, 3] as const).map((value) => ({ value, label: dictTitles(`open_type.${value}` as const) }));
/** The question types a contest draws (objective) and its levels, as the built-in dictionaries name them. */
export const battleQuTypeOptions = () =>
  ([1, 2, 3] as const).map((value) => ({ value, label: dictTitles(`qu_type.${value}` as const) }));
export const battleLevelOptions = () =>
  ([1, 2] as const).map((value) => ({ value, label: dictTitles(`qu_level.${value}` as const) }));

const MODE_KEYS = { pk: 'modePk', room: 'modeRoom', solo: 'modeSolo' } as const;

/** A contest mode's name in the current locale (zh-CN: contracts' BATTLE_MODE_TEXT). */
export const battleModeText = (mode: BattleMode) => m(MODE_KEYS[mode]);

/** The contest form: the save body with a time range and a user range. */
export interface BattleFormValues {
  title: string;
  cover: string;
  content: string;
  timeRange?: [Dayjs, Dayjs];
  openType: number;
  range: UserRange;
  repoIds: string[];
  quTypes: number[];
  levels: number[];
  chapterIds: string[];
  quCount: number;
  seconds: number;
  modes: BattleMode[];
  roomSize: number;
  dailyLimit: number;
  /** Daily open hours, 'HH:mm\nHH:mm' (the time-range picker). */
  openHours: string;
  pointsWin: number;
  pointsDraw: number;
  pointsLoss: number;
  pointsSolo: number;
  topN: number;
  pointsTop: number;
  state: number;
}

/** A new contest: from the next full hour for a week, 5 questions of 15 s, 1v1 and solo, 10 a day. */
export function defaultBattleValues(now: Dayjs = dayjs()): BattleFormValues {
  const start = now.startOf('hour');
  return {
    title: '',
    cover: '',
    content: '',
    timeRange: [start, start.add(7, 'day')],
    openType: 1,
    range: { deptCodes: [], users: [] },
    repoIds: [],
    quTypes: [],
    levels: [],
    chapterIds: [],
    quCount: 5,
    seconds: 15,
    modes: ['pk', 'solo'],
    roomSize: 4,
    dailyLimit: 10,
    openHours: DEFAULT_TIME_RANGE,
    pointsWin: 10,
    pointsDraw: 5,
    pointsLoss: 2,
    pointsSolo: 3,
    topN: 0,
    pointsTop: 0,
    state: 0,
  };
}

/** The edit form of a saved contest. */
export function battleValuesOf(d: BattleDetail): BattleFormValues {
  return {
    title: d.title,
    cover: d.cover,
    content: d.content,
    timeRange: [dayjs(d.startTime), dayjs(d.endTime)],
    openType: d.openType,
    range: { deptCodes: d.deptCodes, users: d.users.map((u) => ({ userId: u.id, realName: u.realName })) },
    repoIds: d.repoIds,
    quTypes: d.quTypes,
    levels: d.levels,
    chapterIds: d.chapterIds,
    quCount: d.quCount,
    seconds: d.seconds,
    modes: d.modes,
    roomSize: d.roomSize,
    dailyLimit: d.dailyLimit,
    openHours: d.openHours,
    pointsWin: d.pointsWin,
    pointsDraw: d.pointsDraw,
    pointsLoss: d.pointsLoss,
    pointsSolo: d.pointsSolo,
    topN: d.topN,
    pointsTop: d.pointsTop,
    state: d.state,
  };
}

/** Form values -> the save body (the range only for its open type). */
export function battleBodyOf(v: BattleFormValues, id?: string): SaveBattleBody {
  const [start, end] = v.timeRange ?? [];
  const { timeRange: _t, range, ...rest } = v;
  return {
    ...rest,
    id,
    title: v.title.trim(),
    startTime: start ? start.toISOString() : '',
    endTime: end ? end.toISOString() : '',
    deptCodes: v.openType === 2 ? range.deptCodes : [],
    userIds: v.openType === 3 ? range.users.map((u) => u.userId) : [],
  };
}
