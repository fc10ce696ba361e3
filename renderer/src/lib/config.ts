import { DEFAULT_PC_SITE_URL } from '@/contracts/sites';

/**
 * Build-time configuration of the app (Vite env, see README "Environment variables").
 * Values are read once; deployments set them at build time.
 */

/** Base URL of every API call: the mock API's proxy prefix unless the build says otherwise. */
export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api-mock';

/**
 * The PC website a desktop browser is sent to by the route guard (docs/product.md「首页与导航」),
 * without a trailing slash.
 */
export const PC_SITE_URL: string = (
  import.meta.env.VITE_PC_SITE_URL || DEFAULT_PC_SITE_URL
).replace(/\/+$/, '');

/** Where the app is deployed on its origin (router basename, service worker scope). */
export const APP_ORIGIN_PATH = '/app';

export { DEFAULT_APP_VERSION } from './app-version';

/** Request timeout (docs/product.md「错误与提示」). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Design width the root font size scales from (docs/product.md「首页与导航」). */
export const DESIGN_WIDTH = 375;
