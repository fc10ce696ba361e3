/**
 * The stand-in for the PC website. On a desktop the app's route guard sends the browser to
 * `VITE_PC_SITE_URL` + pcUrl + params + query (docs/product.md「首页与导航」); the simulator has no
 * internet, so the host answers that origin itself with a page that shows the exact URL it was
 * reached with.
 */
import type { BrowserContext } from 'playwright';

/** The app's default PC site (renderer/src/lib/config.ts) when the build sets no `VITE_PC_SITE_URL`. */
export const DEFAULT_PC_SITE_URL = 'https://www.shuiwutong.com';

/** The path of the same stand-in on the simulator's static server, for builds that point there. */
export const PC_STAND_IN_PATH = '/pc';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A plain page naming the PC URL it answers (title `PC 站（模拟）`, the URL in a `<code id="pc-url">`). */
export function pcStandInHtml(url: string): string {
  const safe = escapeHtml(url);
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>PC 站（模拟）</title>
<style>body{font:16px/1.6 system-ui,sans-serif;margin:48px;color:#1f2329}code{background:#f2f3f5;padding:4px 8px;border-radius:4px;word-break:break-all}</style>
</head><body>
<h1>PC 站（模拟）</h1>
<p>桌面浏览器已被跳转到 PC 站。模拟器没有外网，这里显示跳转到的地址：</p>
<p><code id="pc-url">${safe}</code></p>
</body></html>`;
}

/**
 * No internet here: the PC site is answered in `context` with a local page naming the exact URL
 * the app sent the desktop to.
 */
export async function answerPcSite(context: BrowserContext, pcSiteUrl: string): Promise<void> {
  const pcSite = pcSiteUrl.replace(/\/+$/, '');
  await context.route(
    (url) => url.toString() === pcSite || url.toString().startsWith(`${pcSite}/`),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: pcStandInHtml(route.request().url()),
      }),
  );
}
