import { z } from 'zod';

/** Site properties: module switches. */
export interface SiteProps {
  moduleExam: boolean;
  moduleCourse: boolean;
  moduleBattle: boolean;
  moduleCert: boolean;
}

/** `/api/sys/config/detail`: public site settings plus the switches the sign-in pages need. */
export interface SiteData {
  id: string;
  siteName: string;
  frontLogo: string;
  backLogo: string;
  mpCode: string;
  h5Host: string;
  copyRight: string;
  faceLogin: boolean;
  mobileLogin: boolean;
  userReg: boolean;
  userDeptType: number;
  loginCaptcha: boolean;
  props: SiteProps;
  /** Admin fields: answered only to a caller holding `sys:config:view`. */
  tmpDir?: string;
}

/** Login and registration switches (`/api/sys/config/switch/*`). */
export const SwitchConfigSchema = z.object({
  userReg: z.boolean().default(true),
  userAudit: z.boolean().default(false),
  userDeptType: z.coerce.number().int().min(0).max(1).default(0),
  userDeptCode: z.string().max(64).default(''),
  mobileLogin: z.boolean().default(false),
  wechatLogin: z.boolean().default(false),
  faceLogin: z.boolean().default(false),
  cropLogin: z.boolean().default(false),
  dingLogin: z.boolean().default(false),
  /** 0: several logins allowed; 1: a new login ends earlier sessions. */
  loginTick: z.coerce.number().int().min(0).max(1).default(0),
  /** Our addition: ask every login for the graphic captcha (it is asked after repeated failures anyway). */
  loginCaptcha: z.boolean().default(false),
});
export type SwitchConfig = z.infer<typeof SwitchConfigSchema>;

export const ConfigDetailBodySchema = z.object({ id: z.union([z.string(), z.number()]).optional() });
