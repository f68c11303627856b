import { isModuleOn } from '@web/core/modules';
import { Perm, type SiteData } from '@xuekao/contracts';
import { m } from './messages';

/** One quick-entry card of the dashboard (docs/REQUIREMENTS.md#statistics); title and desc translate when read. */
export interface QuickEntry {
  key: string;
  title: string;
  desc: string;
  path: string;
  /** Icon name from the shared icon registry. */
  icon: string;
  color: string;
  permission: string;
  /** Site module that must be on (moduleExam...); none for notices. */
  module?: 'exam' | 'course' | 'cert';
}

export const QUICK_ENTRIES: readonly QuickEntry[] = [
  {
    key: 'exam',
    get title() {
      return m('entryExam');
    },
    get desc() {
      return m('entryExamDesc');
    },
    path: '/admin/exam/add/0',
    icon: 'exam',
    color: '#409EFF',
    permission: Perm.exam.add,
    module: 'exam',
  },
  {
    key: 'course',
    get title() {
      return m('entryCourse');
    },
    get desc() {
      return m('entryCourseDesc');
    },
    path: '/admin/course/add',
    icon: 'course',
    color: '#11a983',
    permission: Perm.course.add,
    module: 'course',
  },
  {
    key: 'repo',
    get title() {
      return m('entryRepo');
    },
    get desc() {
      return m('entryRepoDesc');
    },
    path: '/admin/repo',
    icon: 'repo',
    color: '#6959CD',
    permission: Perm.repo.list,
    module: 'exam',
  },
  {
    key: 'cert',
    get title() {
      return m('entryCert');
    },
    get desc() {
      return m('entryCertDesc');
    },
    path: '/admin/cert',
    icon: 'cert',
    color: '#f5a623',
    permission: Perm.cert.list,
    module: 'cert',
  },
  {
    key: 'notice',
    get title() {
      return m('entryNotice');
    },
    get desc() {
      return m('entryNoticeDesc');
    },
    path: '/admin/sys/notice',
    icon: 'notice',
    color: '#f5222d',
    permission: Perm.notice.list,
  },
];

/** The entries this user sees: the permission is held and the entry's module is switched on. */
export function visibleEntries(
  site: SiteData | null | undefined,
  can: (key: string) => boolean,
  entries: readonly QuickEntry[] = QUICK_ENTRIES,
): QuickEntry[] {
  return entries.filter((e) => can(e.permission) && isModuleOn(site ?? null, e.module));
}

/**
 * Cards per row for `cards` cards in the quick-entry grid ("3, 4, 2 or 1 per row depending on entry
 * count"). The grid is meant to hold the quick entries plus, when the entry count is odd or under 3, the
 * system-notice card (see `showsNoticeCard`), so that rows come out even:
 *   6 cards (5 entries + notice) -> 3 per row (2 rows of 3)
 *   5 cards                      -> 3 per row (3 + 2)
 *   4 cards (4 entries, or 3 + notice) -> 4 per row
 *   3 cards (2 entries + notice) -> 3 per row
 *   2 cards (1 entry + notice)   -> 2 per row
 *   1 card                       -> 1 per row
 * Until the notice card exists (a later issue) the grid counts the entries alone.
 */
export function cardsPerRow(cards: number): 1 | 2 | 3 | 4 {
  if (cards >= 5) return 3;
  if (cards <= 1) return 1;
  return cards as 2 | 3 | 4;
}

/** Spec: the notice card is shown when the entry count is odd or under 3. */
export const showsNoticeCard = (entries: number): boolean => entries % 2 === 1 || entries < 3;
