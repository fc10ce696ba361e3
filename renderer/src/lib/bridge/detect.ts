import { IN_APP_UA_PATTERN } from '@/contracts/in-app-ua';

/** The native web view's UA ends with ` TaxApp/<appversion>` (docs/product.md「原生桥接」). */
export function isInApp(userAgent: string = navigator.userAgent): boolean {
  return IN_APP_UA_PATTERN.test(userAgent);
}

/** The native app's version from its UA, or null in a plain browser. */
export function inAppVersion(userAgent: string = navigator.userAgent): string | null {
  return IN_APP_UA_PATTERN.exec(userAgent)?.[1] ?? null;
}
