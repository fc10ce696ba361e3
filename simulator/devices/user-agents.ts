/**
 * Builders for real-world UA strings, so every profile spells them the way the real browsers and
 * web views do. Kept separate from the profile table so the shapes are reviewed in one place.
 */

/** `17.5.1` → `17_5_1`, as iOS writes its version in the UA. */
const iosUnderscored = (osVersion: string): string => osVersion.replace(/\./g, '_');

/** Safari's `Version/x.y` carries only major.minor. */
const majorMinor = (osVersion: string): string => osVersion.split('.').slice(0, 2).join('.');

const iosPrefix = (kind: 'iPhone' | 'iPad', osVersion: string): string =>
  kind === 'iPhone'
    ? `Mozilla/5.0 (iPhone; CPU iPhone OS ${iosUnderscored(osVersion)} like Mac OS X)`
    : `Mozilla/5.0 (iPad; CPU OS ${iosUnderscored(osVersion)} like Mac OS X)`;

/** Mobile Safari. On iPad this is the mobile-content-mode UA (see the iPad profile for why). */
export const iosSafariUa = (kind: 'iPhone' | 'iPad', osVersion: string): string =>
  `${iosPrefix(kind, osVersion)} AppleWebKit/605.1.15 (KHTML, like Gecko) Version/${majorMinor(osVersion)} Mobile/15E148 Safari/604.1`;

/** WKWebView's default UA: no `Version/…` and no `Safari/…` token. */
export const iosWebViewUa = (kind: 'iPhone' | 'iPad', osVersion: string): string =>
  `${iosPrefix(kind, osVersion)} AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148`;

/** Android System WebView: `; wv)` and `Version/4.0` before the Chrome token. */
export const androidWebViewUa = (
  androidVersion: string,
  model: string,
  build: string,
  chrome: string,
): string =>
  `Mozilla/5.0 (Linux; Android ${androidVersion}; ${model} Build/${build}; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/${chrome} Mobile Safari/537.36`;

/** Chrome (or a Chromium-based vendor browser) on Android; `suffix` carries the vendor browser's token. */
export const androidChromeUa = (
  androidVersion: string,
  model: string,
  chrome: string,
  suffix = '',
): string =>
  `Mozilla/5.0 (Linux; Android ${androidVersion}; ${model}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome} Mobile Safari/537.36${suffix ? ` ${suffix}` : ''}`;

/** The native app appends its name and version to the web view's UA (DESIGN.md: in-app detection). */
export const withAppSuffix = (webViewUa: string, appversion: string): string =>
  `${webViewUa} TaxApp/${appversion}`;
