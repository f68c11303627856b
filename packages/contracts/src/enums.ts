/** Enumerations of docs/REQUIREMENTS.md#platform. */
export const RoleType = { LEARNER: 1, STAFF: 2 } as const;
export const UserState = { NORMAL: 0, DISABLED: 1, PENDING: 2 } as const;
export const MenuType = { MENU: 1, FUNCTION: 2, ROUTE: 3 } as const;
export const DataScope = { SELF: 1, DEPT: 2, DEPT_AND_BELOW: 3, ALL: 4 } as const;
export const QuType = {
  SINGLE: 1,
  MULTIPLE: 2,
  JUDGE: 3,
  SHORT: 4,
  FILL: 5,
  MATCH: 6,
  COMPOSITE: 99,
} as const;
export const QuLevel = { NORMAL: 1, HARD: 2 } as const;
export const OpenType = { PUBLIC: 1, DEPT: 2, PERSON: 3, PASSWORD: 9 } as const;
export const PaperState = { IN_EXAM: 0, AWAITING_MARK: 1, FINISHED: 2, ABANDONED: 3 } as const;
export const ReadState = { UNREAD: 0, READ: 1 } as const;
/** Site modules switched by site properties. */
export const MODULES = ['exam', 'course', 'battle', 'cert'] as const;
export type ModuleName = (typeof MODULES)[number];
