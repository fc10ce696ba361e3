/**
 * The PC website a desktop browser is sent to by the route guard (docs/product.md「首页与导航」)
 * when the build sets no `VITE_PC_SITE_URL`. Here so tests outside the app can know where the
 * redirect goes.
 */
export const DEFAULT_PC_SITE_URL = 'https://www.shuiwutong.com';
