import { APP_ORIGIN_PATH } from '@/lib/config';

/** vite-plugin-pwa's generated worker (registerType autoUpdate: it takes over on its own). */
const SW_URL = `${APP_ORIGIN_PATH}/sw.js`;
const SW_SCOPE = `${APP_ORIGIN_PATH}/`;

/**
 * A service worker under /app/ (docs/product.md「首页与导航」), in production builds only (a dev
 * server's worker would cache modules that change on every edit). Registered after the page has
 * loaded, so its precache downloads never compete with the first screen.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    navigator.serviceWorker
      .register(SW_URL, { scope: SW_SCOPE })
      .catch((error: unknown) =>
        console.warn(`[sw] ${SW_SCOPE} 的 Service Worker 注册失败`, error),
      );
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}
