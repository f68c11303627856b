import { type SiteData, type SiteProps, type SwitchConfig, SwitchConfigSchema } from '@xuekao/contracts';
import type { Db } from '../db/client.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import type { Bus } from '../realtime/bus.ts';
import { cached } from '../realtime/cached.ts';
import { combineMaintenance, type Maintenance, maintenanceFileWatch } from './maintenance.ts';
import { type ConfigRow, getSiteConfig, SITE_CONFIG_ID, updateSiteConfig } from './site-config.queries.ts';

const MODULE_KEYS = ['moduleExam', 'moduleCourse', 'moduleBattle', 'moduleCert'] as const;

/** Module switches from the stored props; a module is on unless switched off explicitly. */
export function toSiteProps(props: Record<string, unknown>): SiteProps {
  const out = {} as SiteProps;
  for (const k of MODULE_KEYS) out[k] = props[k] !== false && props[k] !== 0 && props[k] !== '0';
  return out;
}

/**
 * Site settings and switches, cached in process and reloaded everywhere after a save, so a change takes
 * effect without a restart (site name in titles, module switches in menus, registration rules).
 */
export function siteSettings(db: Db, bus: Bus, dataDir: string) {
  const maintenanceFile = maintenanceFileWatch(dataDir);
  // The copyright is HTML shown on the login page and the learner layout: sanitized when saved, and again
  // when loaded so a value stored before that rule (or written around it) never reaches a page raw.
  const row = cached<ConfigRow>(bus, 'site-config', async () => {
    const r = await getSiteConfig(db);
    return { ...r, copyRight: sanitizeRichText(r.copyRight) };
  });
  return {
    row: () => row.get(),
    async switches(): Promise<SwitchConfig> {
      return SwitchConfigSchema.parse((await row.get()).switches ?? {});
    },
    /** Maintenance mode (context/maintenance.ts): the admin switch or the command line's file. */
    async maintenance(): Promise<Maintenance> {
      const [r, file] = await Promise.all([row.get(), maintenanceFile()]);
      return combineMaintenance(SwitchConfigSchema.parse(r.switches ?? {}), file);
    },
    async props(): Promise<SiteProps> {
      return toSiteProps((await row.get()).props);
    },
    /** The public site data of `/api/sys/config/detail`. */
    async siteData(): Promise<SiteData> {
      const [r, file] = await Promise.all([row.get(), maintenanceFile()]);
      const sw = SwitchConfigSchema.parse(r.switches ?? {});
      return {
        id: SITE_CONFIG_ID,
        siteName: r.siteName,
        frontLogo: r.frontLogo,
        backLogo: r.backLogo,
        mpCode: r.mpCode,
        h5Host: r.h5Host,
        copyRight: r.copyRight,
        faceLogin: sw.faceLogin,
        mobileLogin: sw.mobileLogin,
        userReg: sw.userReg,
        userDeptType: sw.userDeptType,
        loginCaptcha: sw.loginCaptcha,
        props: toSiteProps(r.props),
        maintenance: combineMaintenance(sw, file),
      };
    },
    async saveSwitches(sw: SwitchConfig): Promise<void> {
      await updateSiteConfig(db, { switches: sw, faceLogin: sw.faceLogin });
      await row.invalidate();
    },
    /** Saves the base form; the copyright goes through the rich-text sanitizer like every stored HTML. */
    async saveBase(patch: Partial<ConfigRow>): Promise<void> {
      const clean = patch.copyRight === undefined ? patch : { ...patch, copyRight: sanitizeRichText(patch.copyRight) };
      await updateSiteConfig(db, clean);
      await row.invalidate();
    },
  };
}

export type SiteSettings = ReturnType<typeof siteSettings>;
