/**
 * Where pages may go. Phones stay on the app's and the mock API's origins; the panel and chrome
 * pages stay on their own files. Anything else is refused in place, and only allow-listed
 * documentation links may open in the system browser.
 */

/** Origins a phone may navigate its main frame to. */
export function isAllowedPhoneNavigation(url: string, allowedOrigins: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return allowedOrigins.includes(parsed.origin);
}

/** Hosts whose pages QA may open in the system browser (tool and library docs, nothing else). */
export const EXTERNAL_ALLOWLIST: readonly string[] = [
  'www.electronjs.org',
  'playwright.dev',
  'github.com',
];

export function isAllowedExternal(
  url: string,
  allowlist: readonly string[] = EXTERNAL_ALLOWLIST,
): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && allowlist.includes(parsed.hostname);
  } catch {
    return false;
  }
}

/**
 * Resolve what QA typed in the URL bar against the app: a path (`/app/home?x=1`), a path without
 * the base (`home`) or a full URL on an allowed origin. Returns null when it would leave them.
 */
export function resolveAppUrl(
  input: string,
  appOrigin: string,
  allowedOrigins: readonly string[],
): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  let candidate: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) candidate = trimmed;
  else if (trimmed.startsWith('/')) candidate = `${appOrigin}${trimmed}`;
  else candidate = `${appOrigin}/app/${trimmed}`;
  return isAllowedPhoneNavigation(candidate, allowedOrigins) ? new URL(candidate).href : null;
}
