/**
 * The recorder's bindings in a Playwright phone: the page script (page-bundle.ts) goes into every
 * document of the phone's context, and its actions come back through `__taxSimRecord`. Installed
 * on first use; afterwards each document asks `__taxSimRecordingState` whether to record.
 */
import type { BrowserContext, Page } from 'playwright';
import { recorderPageScript } from './page-bundle';
import type { RecordingState } from './page/record-page';
import type { PageAction } from './types';

export class PageRecorder {
  private state: RecordingState = 'off';
  private installed: Promise<void> | null = null;
  private listener: ((action: PageAction) => void) | null = null;

  constructor(
    private readonly context: BrowserContext,
    private readonly page: () => Page,
  ) {}

  /** Starts sending the page's actions to `listener` (the one listener: a new start replaces it). */
  async start(listener: (action: PageAction) => void): Promise<void> {
    this.listener = listener;
    await this.install();
    await this.setState('on');
  }

  async stop(): Promise<void> {
    this.listener = null;
    await this.setState('off');
  }

  /** The next tap on the page picks an element to assert on instead of reaching the app. */
  async pickAssertion(): Promise<void> {
    if (this.state === 'off') throw new Error('请先开始录制');
    await this.setState('pick');
  }

  get recording(): boolean {
    return this.state !== 'off';
  }

  private install(): Promise<void> {
    this.installed ??= (async () => {
      const script = await recorderPageScript();
      await this.context.exposeBinding('__taxSimRecord', (_source, action: PageAction) => {
        // A pick ends with its assertion: the page has gone back to recording.
        if (action.type === 'assert' && this.state === 'pick') this.state = 'on';
        if (this.state !== 'off') this.listener?.(action);
      });
      await this.context.exposeBinding('__taxSimRecordingState', () => this.state);
      await this.context.addInitScript({ content: script });
      // The page shown now was loaded before: it gets the script too.
      const page = this.page();
      if (!page.isClosed()) await page.evaluate(script).catch(() => undefined);
    })();
    return this.installed;
  }

  private async setState(state: RecordingState): Promise<void> {
    this.state = state;
    const page = this.page();
    if (page.isClosed()) return;
    await page
      .evaluate((s) => {
        window.__taxSimRecording = s;
      }, state)
      .catch(() => undefined);
  }
}
