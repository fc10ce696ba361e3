import type * as HlsTypes from 'hls.js';

const HLS_MIME = 'application/vnd.apple.mpegurl';

/** Undoes an attach: stops loading and frees the stream. */
export type Detach = () => void;

/** Whether the browser plays HLS itself (iOS Safari and WKWebView, recent Chrome). */
const playsHlsNatively = (video: HTMLVideoElement): boolean => video.canPlayType(HLS_MIME) !== '';

/**
 * Gives `video` an HLS stream: natively where the browser can, else through hls.js (MSE), which
 * is downloaded only then, so browsers with native HLS never load it. hls.js "light" leaves out
 * subtitles, alternate audio and DRM, none of which the courses use.
 */
export async function attachHls(
  video: HTMLVideoElement,
  url: string,
  onFatal: (message: string) => void,
): Promise<Detach> {
  if (playsHlsNatively(video)) {
    video.src = url;
    return () => {
      video.removeAttribute('src');
      video.load();
    };
  }
  // hls.js types only its full build; "light" has the same API, hence the cast.
  const { default: Hls } = (await import('hls.js/light' as string)) as typeof HlsTypes;
  if (!Hls.isSupported()) throw new Error('当前浏览器无法播放该视频，请升级浏览器后再试');
  const hls = new Hls({ maxBufferLength: 30, backBufferLength: 30 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) onFatal('视频加载失败，请检查网络后重试');
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return () => hls.destroy();
}
