import { z } from 'zod';

const url = z.string().max(512).default('');

/** `/api/sys/config/save`: the base tab of system configuration. */
export const SaveSiteConfigBodySchema = z.object({
  siteName: z.string({ error: '系统名称不能为空！' }).trim().min(1, '系统名称不能为空！').max(128),
  frontLogo: url,
  backLogo: url,
  mpCode: url,
  h5Host: z
    .string()
    .max(256)
    .regex(/^(https?:\/\/[^\s]+\/)?$/, 'H5地址必须以 http:// 或 https:// 开头，以 / 结尾！')
    .default(''),
  tmpDir: z
    .string()
    .max(256)
    .regex(/^(([A-Za-z]:[\\/]|\/).*[\\/])?$/, '临时目录必须以 / 或盘符开头，以 / 结尾！')
    .default(''),
  copyRight: z.string().max(4000).default(''),
  props: z
    .object({
      moduleExam: z.boolean(),
      moduleCourse: z.boolean(),
      moduleBattle: z.boolean(),
      moduleCert: z.boolean(),
    })
    .partial()
    .optional(),
});
export type SaveSiteConfigBody = z.infer<typeof SaveSiteConfigBodySchema>;
