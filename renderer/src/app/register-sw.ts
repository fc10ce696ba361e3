/// <reference types="vite-plugin-pwa/client" />
import { APP_ORIGIN_PATH } from '@/lib/config';

/**
 * Spec §9: a service worker under /app/, in production builds only (a dev server's worker
 * would cache modules that change on every edit).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register')
    .then(({ registerSW }) => registerSW({ immediate: true }))
    .catch((error: unknown) => console.warn(`[sw] ${APP_ORIGIN_PATH}/ 的 Service Worker 注册失败`, error));
}
