/**
 * Where a link opens the phone: the app's URL scheme (`taxapp://home?x=1`, the native app opens
 * its web view at /app/home?x=1) or a universal link / App Link on the app's own origin
 * (`https://…/app/home`). In the browser there is no app to take a scheme link.
 */
import type { PhoneMode } from '../../devices';

/** The native app's URL scheme. */
const APP_URL_SCHEME = 'taxapp';

/**
 * The page a link opens, on `webOrigin`.
 * @throws Error (Chinese, for QA) for a link no phone of this mode opens.
 */
export function deepLinkTarget(link: string, webOrigin: string, mode: PhoneMode): string {
  const trimmed = link.trim();
  let url: URL;
  try {
    url = new URL(trimmed, `${webOrigin}/app/`);
  } catch {
    throw new Error(`不是合法的链接：${trimmed}`);
  }
  if (url.protocol === `${APP_URL_SCHEME}:`) {
    if (mode !== 'app')
      throw new Error(`浏览器打不开 ${APP_URL_SCHEME}:// 链接：这台手机没有安装 App`);
    // taxapp://home/x → host "home", path "/x"; taxapp:///home → path "/home".
    const route = `${url.host}${url.pathname}`.replace(/^\/+/, '');
    return `${webOrigin}/app/${route.replace(/^app\//, '')}${url.search}${url.hash}`;
  }
  if (url.origin !== webOrigin || !url.pathname.startsWith('/app/'))
    throw new Error(`只能打开本应用的链接（${APP_URL_SCHEME}://… 或 ${webOrigin}/app/…）`);
  return url.href;
}
