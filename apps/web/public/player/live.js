// The live player of course files (type 5): /player/live.html?src=<encodeURIComponent(pull address)>.
// Plays m3u8 through hls.js (./hls.min.js, copied by the build) or natively, mp4 and other files natively.
// External script (no inline code): the site's Content-Security-Policy allows scripts of this origin only.
(() => {
  const video = document.getElementById('player');
  const tip = document.getElementById('tip');
  const say = (text) => {
    tip.textContent = text;
    tip.hidden = false;
  };
  const raw = new URLSearchParams(window.location.search).get('src') || '';
  const src = raw.trim();
  // Only http(s) or a path of this site: never javascript:, data: and the like.
  if (!src || !(/^https?:\/\//i.test(src) || src.startsWith('/'))) {
    say('直播地址无效');
    return;
  }
  const path = src.split(/[?#]/)[0].toLowerCase();
  const start = () => {
    const p = video.play();
    p?.catch?.(() => undefined);
  };
  video.addEventListener('error', () => say('直播未开始或已结束，请稍后刷新重试'));
  if (path.endsWith('.m3u8')) {
    const Hls = window.Hls;
    if (Hls?.isSupported()) {
      const hls = new Hls({ lowLatencyMode: true });
      hls.on(Hls.Events.ERROR, (_e, data) => {
        if (data?.fatal) say('直播未开始或已结束，请稍后刷新重试');
      });
      hls.loadSource(src);
      hls.attachMedia(video);
      hls.on(Hls.Events.MANIFEST_PARSED, start);
      return;
    }
    if (!video.canPlayType('application/vnd.apple.mpegurl')) {
      say('当前浏览器不支持播放此直播');
      return;
    }
  }
  // mp4, flv and the rest: the browser plays what it can; one that cannot says so through the error event
  video.src = src;
  start();
})();
