import type { UserRange } from '@web/shared/components/user-range-picker';
import type { BattleDetail, BattleMode, SaveBattleBody } from '@xuekao/contracts';
import dayjs, { type Dayjs } from 'dayjs';

/** 开放类型 of a contest (as exams, without the password type). */
export const BATTLE_OPEN_TYPES = [
  { value: 1, label: '完全公开' },
  { value: 2, label: '部门开放' },
  { value: 3, label: '指定人员' },
];
export const BATTLE_QU_TYPE_OPTIONS = [
  { value: 1, label: '单选题' },
  { value: 2, label: '多选题' },
  { value: 3, label: '判断题' },
];
export const BATTLE_LEVEL_OPTIONS = [
  { value: 1, label: '普通' },
  { value: 2, label: '较难' },
];

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
