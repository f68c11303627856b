import { dictTitles } from '@web/i18n/dictionaries';
import type { UserRange } from '@web/shared/components/user-range-picker';
import type { ExamDetail, SaveExamBody } from '@xuekao/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { actionCheckDefaults, actionCheckOf } from './action-check-fields';
import { type CompositionValue, compositionBody, compositionOf, emptyComposition } from './composition';

/** Open types of the 开放范围 radio (the built-in titles of dictionary open_type, in the UI language). */
export const openTypes = () => [
  { value: 1, label: dictTitles('open_type.1') },
  { value: 2, label: dictTitles('open_type.2') },
  { value: 3, label: dictTitles('open_type.3') },
  { value: 9, label: dictTitles('open_type.9') },
];

/** The AddExam form: the save body with a time range, a user range and the editor's composition. */
export interface ExamFormValues {
  title: string;
  examType: number | string;
  content: string;
  timeRange?: [Dayjs, Dayjs];
  totalTime: number;
  qualifyScore: number;
  chance: number;
  lateMax: number;
  handMin: number;
  openType: number;
  range: UserRange;
  password: string;
  tmplId?: string;
  composition: CompositionValue;
  quRand: boolean;
  itemRand: boolean;
  showAnswer: boolean;
  copyPaste: boolean;
  leaveOn: boolean;
  leaveCheck: number;
  leaveCount: number;
  actionOn: boolean;
  actionInterval: number;
  actionLimit: number;
  faceOn: boolean;
  camOn: boolean;
  camInterval: number;
  faceLimit: number;
  partialPercent: number;
  points: number;
  certId?: string;
}

/** A new exam: starts at the next full hour, open for a week, 60 minutes, the contract's defaults. */
export function defaultExamValues(now: Dayjs = dayjs()): ExamFormValues {
  const start = now.add(1, 'hour').startOf('hour');
  return {
    title: '',
    examType: 1,
    content: '',
    timeRange: [start, start.add(7, 'day')],
    totalTime: 60,
    qualifyScore: 60,
    chance: 0,
    lateMax: 0,
    handMin: 0,
    openType: 1,
    range: { deptCodes: [], users: [] },
    password: '',
    tmplId: undefined,
    composition: emptyComposition(),
    quRand: false,
    itemRand: false,
    showAnswer: true,
    copyPaste: true,
    leaveOn: false,
    leaveCheck: 5,
    leaveCount: 3,
    ...actionCheckDefaults(),
    faceOn: false,
    camOn: false,
    camInterval: 5,
    faceLimit: 3,
    partialPercent: 0,
    points: 0,
    certId: undefined,
  };
}

/** An exam being edited, as the form holds it. */
export function examValuesOf(d: ExamDetail): ExamFormValues {
  return {
    title: d.title,
    examType: d.examType,
    content: d.content ?? '',
    timeRange: [dayjs(d.startTime), dayjs(d.endTime)],
    totalTime: d.totalTime,
    qualifyScore: d.qualifyScore,
    chance: d.chance,
    lateMax: d.lateMax,
    handMin: d.handMin,
    openType: d.openType,
    range: { deptCodes: d.deptCodes ?? [], users: d.users ?? [] },
    password: d.password ?? '',
    tmplId: d.tmplId || undefined,
    composition: compositionOf(d),
    quRand: d.quRand,
    itemRand: d.itemRand,
    showAnswer: d.showAnswer,
    copyPaste: d.copyPaste,
    leaveOn: d.leaveOn,
    leaveCheck: d.leaveCheck,
    leaveCount: d.leaveCount,
    ...actionCheckOf(d),
    faceOn: d.faceOn,
    camOn: d.camOn,
    camInterval: d.camInterval,
    faceLimit: d.faceLimit,
    partialPercent: d.partialPercent,
    points: d.points,
    certId: d.certId || undefined,
  };
}

/**
 * The form -> `/api/exam/exam/save`. Only the departments of open type 2 are sent, the password only for
 * 9, and only the chosen kind of composition. Persons (open type 3) are never sent: the user-reference
 * list saves them one by one, and a save without `userIds` keeps them.
 */
export function saveBodyOf(v: ExamFormValues, id?: string): SaveExamBody {
  const [start, end] = v.timeRange ?? [];
  return {
    id: id || undefined,
    title: v.title.trim(),
    content: v.content ?? '',
    examType: Number(v.examType),
    openType: v.openType,
    password: v.openType === 9 ? (v.password ?? '').trim() : '',
    deptCodes: v.openType === 2 ? v.range.deptCodes : [],
    startTime: start ? start.toISOString() : '',
    endTime: end ? end.toISOString() : '',
    totalTime: v.totalTime,
    qualifyScore: v.qualifyScore ?? 0,
    chance: v.chance ?? 0,
    lateMax: v.lateMax ?? 0,
    handMin: v.handMin ?? 0,
    quRand: v.quRand,
    itemRand: v.itemRand,
    showAnswer: v.showAnswer,
    copyPaste: v.copyPaste,
    leaveOn: v.leaveOn,
    leaveCheck: v.leaveCheck,
    leaveCount: v.leaveCount,
    ...actionCheckOf(v),
    faceOn: v.faceOn,
    camOn: v.camOn,
    camInterval: v.camInterval,
    faceLimit: v.faceLimit,
    partialPercent: v.partialPercent ?? 0,
    points: v.points ?? 0,
    certId: v.certId ?? '',
    tmplId: v.tmplId ?? '',
    ...compositionBody(v.composition),
  };
}
