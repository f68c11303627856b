import { z } from 'zod';

/** Site properties: module switches. */
export const SitePropsSchema = z.strictObject({
  moduleExam: z.boolean(),
  moduleCourse: z.boolean(),
  moduleBattle: z.boolean(),
  moduleCert: z.boolean(),
});
export type SiteProps = z.output<typeof SitePropsSchema>;

/** `/api/sys/config/detail`: public site settings plus the switches the sign-in pages need. */
export const SiteDataSchema = z.strictObject({
  id: z.string(),
  siteName: z.string(),
  frontLogo: z.string(),
  backLogo: z.string(),
  mpCode: z.string(),
  h5Host: z.string(),
  copyRight: z.string(),
  faceLogin: z.boolean(),
  mobileLogin: z.boolean(),
  userReg: z.boolean(),
  userDeptType: z.number().int(),
  loginCaptcha: z.boolean(),
  props: SitePropsSchema,
  /** Maintenance mode: while on, learner pages show `msg` and no new exam, study or contest starts. */
  maintenance: z.strictObject({ on: z.boolean(), msg: z.string() }),
  /** Admin fields: answered only to a caller holding `sys:config:view`. */
  tmpDir: z.string().optional(),
});
export type SiteData = z.output<typeof SiteDataSchema>;

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
  /** Our addition: maintenance mode (no new exam starts, study sessions or contest matches) and its notice. */
  maintenance: z.boolean().default(false),
  maintenanceMsg: z.string().trim().max(200).default(''),
});
export type SwitchConfig = z.infer<typeof SwitchConfigSchema>;

/**
 * `/api/sys/config/switch/save`: the switches to change. A partial body changes only the fields sent; the
 * others keep their saved values (no defaults here, unlike SwitchConfigSchema).
 */
export const SwitchSaveBodySchema = z.object({
  userReg: z.boolean().optional(),
  userAudit: z.boolean().optional(),
  userDeptType: z.coerce.number().int().min(0).max(1).optional(),
  userDeptCode: z.string().max(64).optional(),
  mobileLogin: z.boolean().optional(),
  wechatLogin: z.boolean().optional(),
  faceLogin: z.boolean().optional(),
  cropLogin: z.boolean().optional(),
  dingLogin: z.boolean().optional(),
  loginTick: z.coerce.number().int().min(0).max(1).optional(),
  loginCaptcha: z.boolean().optional(),
  maintenance: z.boolean().optional(),
  maintenanceMsg: z.string().trim().max(200, '维护提示最多200个字符！').optional(),
});
export type SwitchSaveBody = z.input<typeof SwitchSaveBodySchema>;

/** `/api/sys/config/switch/detail`: every switch, defaults filled in. */
export const SwitchConfigDetailSchema = z.strictObject({
  userReg: z.boolean(),
  userAudit: z.boolean(),
  userDeptType: z.number().int(),
  userDeptCode: z.string(),
  mobileLogin: z.boolean(),
  wechatLogin: z.boolean(),
  faceLogin: z.boolean(),
  cropLogin: z.boolean(),
  dingLogin: z.boolean(),
  loginTick: z.number().int(),
  loginCaptcha: z.boolean(),
  maintenance: z.boolean(),
  maintenanceMsg: z.string(),
});

export const ConfigDetailBodySchema = z.object({ id: z.union([z.string(), z.number()]).optional() });
