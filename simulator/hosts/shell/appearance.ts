/**
 * A phone's display and language settings applied to one page: `prefers-color-scheme` and
 * `prefers-reduced-motion` (Playwright's media emulation), the system text size as a web view's
 * text zoom (`text-size-adjust` on the root: text grows, pixel sizes of everything else stay) and
 * the language (`navigator.language(s)` and the Accept-Language header). The text size and the
 * language are scripts evaluated on every new document of the page, through a DevTools session
 * that lives as long as the page.
 */
import type { CDPSession, Page } from 'playwright';
import type { Appearance } from '../../host-contract/shell';

/** Plain JavaScript, evaluated before the app's scripts and again on the document shown now. */
export function appearanceScript(appearance: Appearance, defaultLanguage: string): string {
  const percent = `${Math.round(appearance.textScale * 100)}%`;
  const language = JSON.stringify(appearance.language);
  const languages = JSON.stringify(
    appearance.language === defaultLanguage
      ? [appearance.language]
      : [appearance.language, defaultLanguage],
  );
  return `(function () {
  Object.defineProperty(Navigator.prototype, 'language', { configurable: true, get: function () { return ${language}; } });
  Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: function () { return ${languages}; } });
  var css = ${appearance.textScale === 1 ? "''" : JSON.stringify(`html { -webkit-text-size-adjust: ${percent} !important; text-size-adjust: ${percent} !important; }`)};
  var put = function () {
    var style = document.getElementById('__tax-sim-text-size');
    if (!style) {
      if (!css) return;
      style = document.createElement('style');
      style.id = '__tax-sim-text-size';
      (document.head || document.documentElement).appendChild(style);
    }
    style.textContent = css;
  };
  if (document.documentElement) put();
  else new MutationObserver(function (_, observer) {
    if (!document.documentElement) return;
    observer.disconnect();
    put();
  }).observe(document, { childList: true });
})();`;
}

/** Keeps one page's appearance: call {@link PageAppearance.apply} on every change. */
export class PageAppearance {
  private cdp: CDPSession | null = null;
  private scriptId: string | null = null;

  constructor(
    private readonly page: Page,
    private readonly defaultLanguage: string,
  ) {}

  async apply(appearance: Appearance): Promise<void> {
    const { page } = this;
    if (page.isClosed()) return;
    await page.emulateMedia({
      colorScheme: appearance.colorScheme,
      reducedMotion: appearance.reducedMotion ? 'reduce' : 'no-preference',
    });
    const isDefault = appearance.textScale === 1 && appearance.language === this.defaultLanguage;
    if (isDefault && !this.cdp) return;
    this.cdp ??= await page.context().newCDPSession(page);
    if (this.scriptId)
      await this.cdp.send('Page.removeScriptToEvaluateOnNewDocument', {
        identifier: this.scriptId,
      });
    const source = appearanceScript(appearance, this.defaultLanguage);
    ({ identifier: this.scriptId } = await this.cdp.send('Page.addScriptToEvaluateOnNewDocument', {
      source,
    }));
    await page.setExtraHTTPHeaders({ 'accept-language': appearance.language });
    await page.evaluate(source).catch(() => undefined);
  }
}
