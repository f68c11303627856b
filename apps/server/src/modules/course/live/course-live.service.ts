import type { AppContext } from '@server/app-context.ts';
import { AppError } from '@server/lib/app-error.ts';
import { CourseFileType, type LivePushInfo } from '@xuekao/contracts';
import { getCourseFileById } from '../library/course-file.queries.ts';
import { type LiveSettings, livePull, livePush, signLiveUrl } from './live-sign.ts';

/** A push address lasts a day (one broadcast); playback addresses a few hours (one viewing). */
const PUSH_TTL_SEC = 24 * 3600;
const PULL_TTL_SEC = 3 * 3600;

async function liveSettings(app: AppContext): Promise<LiveSettings> {
  const { data } = await app.providers.active('live');
  return {
    pushDomain: (data.pushDomain ?? '').trim(),
    pushKey: data.pushKey ?? '',
    pullDomain: (data.pullDomain ?? '').trim(),
    pullKey: data.pullKey ?? '',
  };
}

/**
 * `/api/course/live/push-info`: the OBS server and stream key of a live course file (its stream is named
 * by the file's id) signed with the push key, and its playback addresses signed with the pull key.
 */
export async function livePushInfo(app: AppContext, id: string): Promise<LivePushInfo> {
  const file = await getCourseFileById(app.db, id);
  if (file.fileType !== CourseFileType.LIVE) throw AppError.fail('只有直播课件才有推流地址！');
  const s = await liveSettings(app);
  if (!s.pushDomain || !s.pullDomain) throw AppError.fail('请先在系统配置的直播配置中填写推流域名和播放域名！');
  const now = Math.floor(Date.now() / 1000);
  const push = livePush(s, file.id, now + PUSH_TTL_SEC);
  return {
    server: push.server,
    streamKey: push.streamKey,
    pushUrl: push.url,
    expire: now + PUSH_TTL_SEC,
    pull: livePull(s, file.id, now + PULL_TTL_SEC),
  };
}

/**
 * A live file's playback address as a learner gets it: signed with the pull key (auth_key type A, a few
 * hours) when it is an address of the configured pull domain; any other address unchanged.
 */
export async function signedPullUrl(app: AppContext, url: string): Promise<string> {
  if (!url || !URL.canParse(url)) return url;
  const s = await liveSettings(app);
  if (!s.pullDomain || !s.pullKey || new URL(url).host !== s.pullDomain) return url;
  return signLiveUrl(url, s.pullKey, Math.floor(Date.now() / 1000) + PULL_TTL_SEC);
}
