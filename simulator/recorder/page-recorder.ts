/**
 * The recorder's bindings in a Playwright phone: the page script (page-bundle.ts) goes into every
 * document of the phone's context, and its actions come back through `__taxSimRecord` to whoever
 * watches (a recording, the mirror). Installed on first use; afterwards each document asks
 * `__taxSimRecordingState` whether to report. {@link PageRecorder.perform} does an action found
 * on another phone here, by element.
 */
import type { BrowserContext, Page } from 'playwright';
import { recorderPageScript } from './page-bundle';
import type { RecordingState } from './page/record-page';
import { performAction } from './perform-action';
import type { PageAction } from './types';

type Listener = (action: PageAction) => void;

export class PageRecorder {
  private picking = false;
  private installed: Promise<void> | null = null;
  private readonly listeners = new Set<Listener>();

  constructor(
    private readonly context: BrowserContext,
    private readonly page: () => Page,
  ) {}

  /** Sends the page's actions to `listener` until the returned function is called. */
  async watch(listener: Listener): Promise<() => Promise<void>> {
    this.listeners.add(listener);
    await this.install();
    await this.applyState();
    return async () => {
      this.listeners.delete(listener);
      await this.applyState();
    };
  }

  /** The next tap on the page picks an element to assert on instead of reaching the app. */
  async pickAssertion(): Promise<void> {
    if (this.listeners.size === 0) throw new Error('请先开始录制');
    this.picking = true;
    await this.applyState();
  }

  /** Does `action` (seen on another phone) on this phone's page. @throws Error when its element is not here. */
  perform(action: PageAction): Promise<void> {
    return performAction(this.page(), action);
  }

  private get state(): RecordingState {
    if (this.listeners.size === 0) return 'off';
    return this.picking ? 'pick' : 'on';
  }

  private install(): Promise<void> {
    this.installed ??= (async () => {
      const script = await recorderPageScript();
      await this.context.exposeBinding('__taxSimRecord', (_source, action: PageAction) => {
        // A pick ends with its assertion: the page has gone back to reporting.
        if (action.type === 'assert') this.picking = false;
        for (const listener of [...this.listeners]) listener(action);
      });
      await this.context.exposeBinding('__taxSimRecordingState', () => this.state);
      await this.context.addInitScript({ content: script });
      // The page shown now was loaded before: it gets the script too.
      const page = this.page();
      if (!page.isClosed()) await page.evaluate(script).catch(() => undefined);
    })();
    return this.installed;
  }

  private async applyState(): Promise<void> {
    const page = this.page();
    if (page.isClosed()) return;
    await page
      .evaluate((s) => {
        window.__taxSimRecording = s;
      }, this.state)
      .catch(() => undefined);
  }
}
