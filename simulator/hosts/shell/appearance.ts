/**
 * A phone's display and language settings applied to one page: `prefers-color-scheme` and
 * `prefers-reduced-motion` (Playwright's media emulation), the system text size as a web view's
 * text zoom (the style sheets' font sizes scaled: text grows, everything else keeps its size) and
 * the language (`navigator.language(s)` and the Accept-Language header). The text size and the
 * language are scripts evaluated on every new document of the page, through a DevTools session
 * that lives as long as the page.
 */
import type { CDPSession, Page } from 'playwright';
import type { Appearance } from '../../host-contract/shell';

/**
 * Plain JavaScript, evaluated before the app's scripts and again on the document shown now. The text
 * size scales every pixel font size of the page's style sheets (kept from their original values, so
 * a new size never compounds), as Android's web view scales text with the system's font size; the
 * sheets loaded later (a route's CSS) are scaled as they arrive.
 */
function appearanceScript(appearance: Appearance, defaultLanguage: string): string {
  const language = JSON.stringify(appearance.language);
  const languages = JSON.stringify(
    appearance.language === defaultLanguage
      ? [appearance.language]
      : [appearance.language, defaultLanguage],
  );
  return `(function () {
  Object.defineProperty(Navigator.prototype, 'language', { configurable: true, get: function () { return ${language}; } });
  Object.defineProperty(Navigator.prototype, 'languages', { configurable: true, get: function () { return ${languages}; } });
  var state = window.__taxSimTextScale;
  if (!state) {
    state = { scale: 1, originals: new WeakMap() };
    Object.defineProperty(window, '__taxSimTextScale', { value: state });
    var rescan = function () { scaleAll(); };
    new MutationObserver(rescan).observe(document, { childList: true, subtree: true });
    document.addEventListener('load', rescan, true);
  }
  state.scale = ${appearance.textScale};
  function scaleRules(rules) {
    for (var i = 0; i < rules.length; i += 1) {
      var rule = rules[i];
      if (rule.cssRules) scaleRules(rule.cssRules);
      if (!rule.style) continue;
      var original = state.originals.get(rule);
      if (original === undefined) {
        original = { value: rule.style.getPropertyValue('font-size'), priority: rule.style.getPropertyPriority('font-size') };
        state.originals.set(rule, original);
      }
      var px = /^([0-9.]+)px$/.exec(original.value.trim());
      if (!px) continue;
      var value = state.scale === 1 ? original.value : (parseFloat(px[1]) * state.scale) + 'px';
      if (rule.style.getPropertyValue('font-size') !== value) rule.style.setProperty('font-size', value, original.priority);
    }
  }
  function scaleAll() {
    var sheets = document.styleSheets;
    for (var i = 0; i < sheets.length; i += 1) {
      try { scaleRules(sheets[i].cssRules); } catch (e) { /* another origin's sheet */ }
    }
  }
  scaleAll();
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
    if (!this.cdp) {
      this.cdp = await page.context().newCDPSession(page);
      // Scripts for new documents run only where the Page domain is on.
      await this.cdp.send('Page.enable');
    }
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
