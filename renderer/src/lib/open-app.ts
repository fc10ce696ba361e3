/** The native app's URL scheme: opens a page of the app by its path under /app. */
const APP_SCHEME = 'taxapp://open';

/** The deep link that opens `path` (e.g. `/qa/detail/3`) in the native app. */
export function appDeepLink(path: string): string {
  return `${APP_SCHEME}?path=${encodeURIComponent(path)}`;
}
