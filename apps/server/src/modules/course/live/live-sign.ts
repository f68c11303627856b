import { createHash } from 'node:crypto';

/**
 * Aliyun ApsaraVideo Live URL authentication, type A (鉴权方式A): the address gets
 * `auth_key={timestamp}-{rand}-{uid}-{md5hash}` with md5hash = md5("/{path}-{timestamp}-{rand}-{uid}-{key}"),
 * where timestamp is the expiry in Unix seconds, rand a random string (0 or a UUID without dashes), uid 0,
 * and path the URI of the stream (/AppName/StreamName, with .flv or .m3u8 for HTTP playback). The push key
 * signs push addresses; the pull key signs playback addresses.
 */

export interface AuthKeyInput {
  /** The URI, starting with '/': /AppName/StreamName[.flv|.m3u8]. */
  uri: string;
  key: string;
  /** Expiry, Unix seconds. */
  expires: number;
  rand?: string;
  uid?: string;
}

export function aliyunAuthKey({ uri, key, expires, rand = '0', uid = '0' }: AuthKeyInput): string {
  const hash = createHash('md5').update(`${uri}-${expires}-${rand}-${uid}-${key}`, 'utf8').digest('hex');
  return `${expires}-${rand}-${uid}-${hash}`;
}

/** The address with auth_key appended (unchanged when no key is set: authentication off). */
export function signLiveUrl(url: string, key: string, expires: number, rand = '0'): string {
  if (!key) return url;
  const u = new URL(url);
  u.searchParams.delete('auth_key');
  const authKey = aliyunAuthKey({ uri: decodeURIComponent(u.pathname), key, expires, rand });
  const query = u.searchParams.size ? `${u.searchParams.toString()}&` : '';
  return `${u.protocol}//${u.host}${u.pathname}?${query}auth_key=${authKey}`;
}

/** The application name of this site's streams. */
export const LIVE_APP = 'xuekao';

export interface LiveSettings {
  pushDomain: string;
  pushKey: string;
  pullDomain: string;
  pullKey: string;
}

/** The push address for OBS: server (rtmp://pushDomain/App/) and stream key (Stream?auth_key=...). */
export function livePush(s: LiveSettings, stream: string, expires: number) {
  const url = signLiveUrl(`rtmp://${s.pushDomain}/${LIVE_APP}/${stream}`, s.pushKey, expires);
  return {
    url,
    server: `rtmp://${s.pushDomain}/${LIVE_APP}/`,
    streamKey: url.slice(`rtmp://${s.pushDomain}/${LIVE_APP}/`.length),
  };
}

/** Playback addresses of a stream: RTMP, HTTP-FLV and HLS, each signed with the pull key. */
export function livePull(s: LiveSettings, stream: string, expires: number, scheme = 'https') {
  const base = `${LIVE_APP}/${stream}`;
  return {
    rtmp: signLiveUrl(`rtmp://${s.pullDomain}/${base}`, s.pullKey, expires),
    flv: signLiveUrl(`${scheme}://${s.pullDomain}/${base}.flv`, s.pullKey, expires),
    m3u8: signLiveUrl(`${scheme}://${s.pullDomain}/${base}.m3u8`, s.pullKey, expires),
  };
}
