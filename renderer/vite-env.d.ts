/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL: the mock API's proxy prefix by default, the real host + prefix in production. */
  readonly VITE_API_BASE?: string;
  /**
   * The PC website a desktop browser is sent to by the route guard (docs/product.md「首页与导航」).
   */
  readonly VITE_PC_SITE_URL?: string;
  readonly VITE_AES_KEY?: string;
  readonly VITE_AES_IV?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
