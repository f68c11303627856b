import type { AppContext } from '@server/app-context.ts';
import type { Session } from '@server/plugins/auth/sessions.ts';
import { Perm, type SiteData } from '@xuekao/contracts';

/**
 * `/api/sys/config/detail`: the public site data; a caller holding `sys:config:view` also gets the admin
 * fields (tmpDir) for the base form of system configuration.
 */
export async function siteDetailFor(app: AppContext, session: Session | null): Promise<SiteData> {
  const data = await app.settings.siteData();
  if (!session || !(await app.permissions.of(session.roleIds)).has(Perm.config.view)) return data;
  return { ...data, tmpDir: (await app.settings.row()).tmpDir };
}

export { toSiteProps } from '@server/context/site-settings.ts';
