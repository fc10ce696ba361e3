/**
 * A phone's display and language settings applied to one page: `prefers-color-scheme` and
 * `prefers-reduced-motion` (the browser's media emulation), the system text size as a web view's
 * text zoom (the style sheets' font sizes scaled: text grows, everything else keeps its size) and
 * the language (`navigator.language(s)` and the Accept-Language header). The text size and the
 * language are scripts evaluated on every new document of the page. The page itself is an
 * {@link AppearanceTarget}: Playwright's (playwright-driver.ts) or an Electron web view's.
 */
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

/** What {@link PageAppearance} asks of a page (Playwright's, or an Electron web view's). */
export interface AppearanceTarget {
  isClosed(): boolean;
  /** prefers-color-scheme and prefers-reduced-motion. */
  emulateMedia(colorScheme: Appearance['colorScheme'], reducedMotion: boolean): Promise<void>;
  /** Runs `source` on every new document; resolves with the id that removes it. */
  addScript(source: string): Promise<string>;
  removeScript(id: string): Promise<void>;
  /** The Accept-Language of the page's requests (and, where the browser can, its locale). */
  setLanguage(language: string): Promise<void>;
  evaluate(source: string): Promise<unknown>;
}

/** Keeps one page's appearance: call {@link PageAppearance.apply} on every change. */
export class PageAppearance {
  private scriptId: string | null = null;

  constructor(
    private readonly target: AppearanceTarget,
    private readonly defaultLanguage: string,
  ) {}

  async apply(appearance: Appearance): Promise<void> {
    const { target } = this;
    if (target.isClosed()) return;
    await target.emulateMedia(appearance.colorScheme, appearance.reducedMotion);
    const isDefault = appearance.textScale === 1 && appearance.language === this.defaultLanguage;
    // Nothing to undo on a page that never had a script: the default needs none.
    if (isDefault && !this.scriptId) return;
    if (this.scriptId) await target.removeScript(this.scriptId);
    const source = appearanceScript(appearance, this.defaultLanguage);
    this.scriptId = await target.addScript(source);
    await target.setLanguage(appearance.language);
    await target.evaluate(source).catch(() => undefined);
  }
}
