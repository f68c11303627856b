import type { MenuRoute, SiteData } from '@xuekao/contracts';

const SWITCHES = {
  exam: 'moduleExam',
  course: 'moduleCourse',
  battle: 'moduleBattle',
  cert: 'moduleCert',
} as const;

/** Is the module switched on? Entries without a module, or with an unknown one, are always on. */
export function isModuleOn(site: SiteData | null, module: string | undefined): boolean {
  if (!module) return true;
  const key = SWITCHES[module as keyof typeof SWITCHES];
  if (!key) return true;
  return Boolean(site?.props?.[key]);
}

/** Menu entries a user should see: not hidden and their module switched on. */
export function visibleMenuChildren(route: MenuRoute | undefined, site: SiteData | null): MenuRoute[] {
  return (route?.children ?? []).filter((c) => !c.hidden && isModuleOn(site, c.meta?.module));
}
