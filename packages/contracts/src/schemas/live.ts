import { z } from 'zod';

/**
 * `/api/course/live/push-info`: what a staff member types into OBS for a live course file (server and
 * stream key, signed with the push key until `expire`), and the file's playback addresses signed with the
 * pull key. The stream name is the course file's id.
 */
export const LivePushInfoSchema = z.strictObject({
  /** OBS 服务器: rtmp://pushDomain/xuekao/ */
  server: z.string(),
  /** OBS 串流密钥: <fileId>?auth_key=... */
  streamKey: z.string(),
  /** The whole push address (server + stream key). */
  pushUrl: z.string(),
  /** Unix seconds after which the push address no longer works. */
  expire: z.number().int(),
  pull: z.strictObject({ rtmp: z.string(), flv: z.string(), m3u8: z.string() }),
});
export type LivePushInfo = z.output<typeof LivePushInfoSchema>;
